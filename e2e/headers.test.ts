/**
 * The built app under the server's security headers (issue 16): the strict CSP (no inline
 * script) must not break the app, so a person signs in and opens a course form while every CSP
 * violation is collected; and the sign-in page travels compressed (br), reported in bytes.
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('security headers in the browser', () => {
  it('the page has no inline script and carries the CSP', async () => {
    const res = await fetch(`${baseUrl()}/auth/login`);
    const html = await res.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc=/);
    expect(res.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it('signing in and opening a course breaks no rule of the CSP', async () => {
    const { page, context } = await browser.newPage();
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (e) => {
        (window as unknown as { __csp: string[] }).__csp ??= [];
        (window as unknown as { __csp: string[] }).__csp.push(
          `${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}:${e.columnNumber}`,
        );
      });
    });
    page.on('console', (m) => {
      if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
    });
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/cursos');
    await page.getByText('Piloto Privado – Avião').first().waitFor();
    await page.goto('/admin/administracao/cursos/novo');
    await page.getByRole('heading', { name: 'Adicionar Novo Curso' }).waitFor();
    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.getByRole('button', { name: 'ADICIONAR MÓDULO' }).click();
    await page.getByRole('dialog', { name: 'Novo Módulo' }).waitFor();
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
    expect(violations).toEqual([]);
    await context.close();
  });

  it('the sign-in page travels compressed (bytes on the wire, br against identity)', async () => {
    const { page, context } = await browser.newPage();
    const responses: { url: string; wire: number; encoding: string | undefined }[] = [];
    page.on('requestfinished', async (request) => {
      const response = await request.response();
      if (!response) return;
      const sizes = await request.sizes();
      responses.push({
        url: request.url(),
        wire: sizes.responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'],
      });
    });
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await page.waitForLoadState('networkidle');
    let identity = 0;
    for (const r of responses) {
      const plain = await fetch(r.url, { headers: { 'accept-encoding': 'identity' } });
      identity += (await plain.arrayBuffer()).byteLength;
    }
    const wire = responses.reduce((sum, r) => sum + r.wire, 0);
    console.log(
      `[sign-in page] ${responses.length} responses: ${wire} bytes on the wire compressed, ${identity} uncompressed`,
    );
    const scripts = responses.filter((r) => r.url.endsWith('.js'));
    expect(scripts.length).toBeGreaterThan(0);
    for (const s of scripts) expect(s.encoding).toBe('br');
    expect(wire).toBeLessThan(identity * 0.4);
    await context.close();
  });
});
