/**
 * The app's page per address (issue 15): the scripts the build lists for a route are hinted in
 * the page served at that route's addresses, and nothing else gets into the page.
 */
import { mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Page, SpaPage } from '../src/http/spa-page.js';

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-1.js"></script></head><body></body></html>';
let dir: string;
const write = (file: string, text: string) => writeFileSync(path.join(dir, file), text);
const hinted = (page: Page | undefined) =>
  [...(page?.html ?? '').matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'hangar-spa-page-'));
  write('index.html', INDEX);
  write(
    'preloads.json',
    JSON.stringify({
      '/admin/administracao/cursos': ['/assets/app-1.js', '/assets/list-1.js'],
      '/admin/administracao/cursos/:id': ['/assets/app-1.js', '/assets/form-1.js'],
    }),
  );
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the app page at an address', () => {
  it("hints the scripts of the address's route, in the head, after the entry", () => {
    const page = new SpaPage(dir).at('/admin/administracao/cursos?page=2');
    expect(hinted(page)).toEqual(['/assets/app-1.js', '/assets/list-1.js']);
    const html = page?.html ?? '';
    expect(html.indexOf('modulepreload')).toBeGreaterThan(html.indexOf('/assets/index-1.js'));
    expect(html.indexOf('modulepreload')).toBeLessThan(html.indexOf('</head>'));
  });

  it("matches a record's address to its route pattern", () => {
    expect(hinted(new SpaPage(dir).at('/admin/administracao/cursos/3f2c'))).toEqual([
      '/assets/app-1.js',
      '/assets/form-1.js',
    ]);
  });

  it('serves the page as built where the build lists nothing: sign-in, unknown addresses', () => {
    const page = new SpaPage(dir);
    expect(page.at('/auth/login')).toMatchObject({ html: INDEX });
    expect(page.at('/nao-existe')).toMatchObject({ html: INDEX });
  });

  it('writes nothing but same-origin script paths into the page', () => {
    write(
      'preloads.json',
      JSON.stringify({
        '/admin/administracao/cursos': [
          'https://elsewhere.example/x.js',
          '/assets/a.js"><script>alert(1)</script>',
          '//elsewhere.example/y.js',
          '/assets/ok-1.js',
        ],
      }),
    );
    const page = new SpaPage(dir).at('/admin/administracao/cursos');
    expect(hinted(page)).toEqual(['/assets/ok-1.js']);
    expect(page?.html).not.toContain('elsewhere');
    expect(page?.html).not.toContain('alert');
  });

  it('serves the page as built when the list is missing or unreadable', () => {
    rmSync(path.join(dir, 'preloads.json'));
    expect(new SpaPage(dir).at('/admin/administracao/cursos')).toMatchObject({ html: INDEX });
    write('preloads.json', '{ not json');
    expect(new SpaPage(dir).at('/admin/administracao/cursos')).toMatchObject({ html: INDEX });
  });

  it('reads a new build under a running server', () => {
    const page = new SpaPage(dir);
    expect(hinted(page.at('/admin/administracao/cursos'))).toContain('/assets/app-1.js');
    write('preloads.json', JSON.stringify({ '/admin/administracao/cursos': ['/assets/app-2.js'] }));
    write('index.html', INDEX.replace('index-1', 'index-2'));
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dir, 'index.html'), later, later);
    const next = page.at('/admin/administracao/cursos');
    expect(hinted(next)).toEqual(['/assets/app-2.js']);
    expect(next?.html).toContain('/assets/index-2.js');
  });

  it('gives each page its own validator, the same while the files are the same', () => {
    const page = new SpaPage(dir);
    const list = page.at('/admin/administracao/cursos');
    expect(list?.etag).toMatch(/^"[\w-]+"$/);
    expect(page.at('/admin/administracao/cursos?page=3')?.etag).toBe(list?.etag);
    expect(page.at('/admin/administracao/cursos/1')?.etag).not.toBe(list?.etag);
    expect(page.at('/auth/login')?.etag).not.toBe(list?.etag);
  });

  it("carries the server's settings as <meta> in every page's head, escaped", () => {
    const page = new SpaPage(dir, { 'hangar-material-max-bytes': '209715200', odd: '"><script>' });
    for (const url of ['/auth/login', '/admin/administracao/cursos']) {
      const html = page.at(url)?.html ?? '';
      expect(html).toContain('<meta name="hangar-material-max-bytes" content="209715200">');
      expect(html).toContain('<meta name="odd" content="&quot;>&lt;script>">');
      expect(html.indexOf('<meta name="hangar')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('has no page when the directory holds no index.html', () => {
    rmSync(path.join(dir, 'index.html'));
    expect(new SpaPage(dir).at('/admin/administracao/cursos')).toBeUndefined();
  });
});
