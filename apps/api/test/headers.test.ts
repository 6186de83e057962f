/**
 * Response headers (issue 16, "Uploads and headers"): a strict CSP and the other security headers
 * on every response, HSTS only over TLS, hashed assets cached for a year and the page
 * revalidated, text compressed with br or gzip.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { MATERIAL_MAX_META, MESSAGES } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgliteDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { passwordGrantBody } from './helper.js';

const staticDir = mkdtempSync(path.join(tmpdir(), 'hangar-static-'));
mkdirSync(path.join(staticDir, 'assets'));
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `palavra-${i}`))};\n`;
writeFileSync(path.join(staticDir, 'index.html'), INDEX);
writeFileSync(path.join(staticDir, 'assets', 'index-Ab12Cd34.js'), SCRIPT);
// A build writes .br/.gz beside each asset (apps/backoffice/build/precompress.ts); this one
// has a text of its own so the test sees the server sent the file, not a fresh compression.
const PRECOMPRESSED = `export const precompressed = ${JSON.stringify('x'.repeat(3000))};\n`;
writeFileSync(path.join(staticDir, 'assets', 'vendor-Zz99Yy88.js'), PRECOMPRESSED);
writeFileSync(
  path.join(staticDir, 'assets', 'vendor-Zz99Yy88.js.br'),
  brotliCompressSync('// from the build\n'),
);
writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

let db: Db;
let app: FastifyInstance;
let behindProxy: FastifyInstance;

beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
  await seed(db);
  app = await buildApp({ db, staticDir });
  behindProxy = await buildApp({ db, staticDir, trustProxy: true });
});
afterAll(async () => {
  await app.close();
  await behindProxy.close();
  await db.close();
  rmSync(staticDir, { recursive: true, force: true });
});

/** The CSP as a directive → sources map. */
function csp(header: unknown): Record<string, string[]> {
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((d) => d[0])
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('security headers', () => {
  it.each([
    '/',
    '/admin/cursos',
    '/assets/index-Ab12Cd34.js',
    '/api/curso',
    '/oauth/token',
    '/nao-existe.json',
    '/api/docs',
    '/api/openapi.json',
  ])('GET %s carries a strict CSP, nosniff, a referrer policy and no framing', async (url) => {
    const res = await app.inject({ method: 'GET', url });
    const policy = csp(res.headers['content-security-policy']);
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
    expect(policy['object-src']).toEqual(["'none'"]);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('no cache keeps a token or a signed-in answer (Cache-Control: no-store), failures included', async () => {
    const grant = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrantBody(),
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().refresh_token).toBeTruthy();
    expect(grant.headers['cache-control']).toBe('no-store');
    const auth = { authorization: `Bearer ${grant.json().access_token}` };
    // Twice: the second list comes from the answers kept in memory.
    for (const url of ['/api/usuario', '/api/usuario', '/api/usuario/userinfo', '/api/curso?per_page=1']) {
      const res = await app.inject({ url, headers: auth });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect((await app.inject({ url: '/api/usuario' })).headers['cache-control']).toBe('no-store');
  });

  it('no inline script is allowed anywhere in the policy', async () => {
    const res = await app.inject({ method: 'GET', url: '/' });
    expect(csp(res.headers['content-security-policy'])['script-src']).not.toContain("'unsafe-inline'");
    expect(csp(res.headers['content-security-policy'])['script-src']).not.toContain("'unsafe-eval'");
  });

  it('HSTS only over TLS: never on plain HTTP, and X-Forwarded-Proto counts only when the proxy is trusted', async () => {
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await app.inject({ method: 'GET', url: '/', headers: { 'x-forwarded-proto': 'https' } });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
    const proxied = await behindProxy.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(proxied.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    const proxiedPlain = await behindProxy.inject({
      method: 'GET',
      url: '/',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(proxiedPlain.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('caching of the built app', () => {
  it('hashed assets are immutable for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it("the app's page tells the app the server's largest material (MATERIAL_MAX_META)", async () => {
    const res = await app.inject({ method: 'GET', url: '/admin/administracao/cursos' });
    expect(res.body).toContain(`<meta name="${MATERIAL_MAX_META}" content="${200 * 1024 * 1024}">`);
  });

  it('a missing hashed asset is a 404, not the app page', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Gone1234.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).not.toContain('text/html');
  });

  it('HEAD of an app address answers as its GET does, headers only (a monitor saw 404)', async () => {
    const res = await app.inject({ method: 'HEAD', url: '/admin/administracao/cursos/12' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toBe('');
  });

  it.each(['/api', '/oauth', '/favicon.ico', '/robots.txt'])(
    '%s is a 404 in JSON, not the app page: no app address has a file name or is the bare API',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).not.toContain('text/html');
    },
  );

  it.each(['/', '/index.html', '/admin/cursos', '/favicon.svg'])(
    '%s is revalidated (no-cache)',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each(['/', '/admin/administracao/cursos'])(
    'a reload of %s revalidates the page: 304 while unchanged',
    async (url) => {
      const first = await app.inject({ method: 'GET', url });
      const etag = first.headers.etag;
      expect(etag).toBeTruthy();
      const again = await app.inject({ method: 'GET', url, headers: { 'if-none-match': String(etag) } });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      const other = await app.inject({ method: 'GET', url, headers: { 'if-none-match': '"another"' } });
      expect(other.statusCode).toBe(200);
      expect(other.body).toContain('<div id="root">');
    },
  );
});

describe('compression', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)('text is sent with %s when the browser accepts it', async (encoding, decode) => {
    const res = await app.inject({
      method: 'GET',
      url: '/assets/index-Ab12Cd34.js',
      headers: { 'accept-encoding': `${encoding}` },
    });
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.rawPayload.length).toBeLessThan(Buffer.byteLength(SCRIPT) / 3);
    expect(decode(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('prefers br, and compresses API answers too', async () => {
    const token = (
      await app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: passwordGrantBody(),
      })
    ).json().access_token;
    const res = await app.inject({
      method: 'GET',
      url: '/api/curso?per_page=100',
      headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString()).data.total).toBeGreaterThan(0);
  });

  it("sends the build's precompressed file as it is, varying on accept-encoding", async () => {
    const url = '/assets/vendor-Zz99Yy88.js';
    const br = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('// from the build\n');
    const plain = await app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(PRECOMPRESSED);
  });

  it('without Accept-Encoding the answer is plain', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toBe(SCRIPT);
  });
});

describe("what Node's HTTP parser refuses", () => {
  it('answers in Portuguese, as every other refusal: a 24 kB address is 431 {message}', async () => {
    const server = await buildApp({ db, staticDir });
    try {
      const address = await server.listen({ host: '127.0.0.1', port: 0 });
      const long = `/api/curso/modulos-cursos?${Array.from({ length: 2000 }, (_, i) => `cursos[]=${i + 1}`).join('&')}`;
      const res = await fetch(`${address}${long}`);
      expect(res.status).toBe(431);
      expect(await res.json()).toEqual({ message: MESSAGES.request.headersTooLarge });
      // Bytes that are not HTTP: 400, in Portuguese too.
      const { port } = new URL(address);
      const raw = await new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), '127.0.0.1', () => socket.write('NOT HTTP AT ALL\r\n\r\n'));
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk.toString('utf8');
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
      expect(raw).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(raw.slice(raw.indexOf('\r\n\r\n') + 4))).toEqual({
        message: MESSAGES.request.unreadable,
      });
    } finally {
      await server.close();
    }
  });
});
