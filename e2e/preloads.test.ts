/**
 * The page the server sends at an address hints every script that address's first load runs
 * (issue 15; the build's `preloads.json`, the server's `spa-page.ts`). The build's table of
 * screens is written by hand (apps/backoffice/build/screens.ts): this is where a screen it
 * misses, or a chunk it no longer names, shows. Each screen is opened in a new context, signed in
 * through the token route alone, so its cache holds nothing the page did not ask for. And each
 * hinted script is fetched once, not once for the hint and again for the import (the two must
 * agree on credentials mode).
 */
import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, passwordGrant, useBrowser } from './support/browser';
import { SCREENS } from './support/screens';

const browser = useBrowser();

describe('scripts hinted in the page', () => {
  it.each(SCREENS)('a cold load of %s asks for no script the page did not hint', async (address, heading) => {
    const html = await (await fetch(`${baseUrl()}${address}`)).text();
    const inPage = new Set(
      [...html.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="([^"]+\.js)"/g)].map((m) => m[1]!),
    );
    const hinted = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)"/g)].map(
      (m) => m[1],
    );
    expect(hinted.length).toBeGreaterThan(0);

    // A new context (an empty cache) holding a refresh cookie of its own, got without a page.
    const { page, context } = await browser.newPage();
    const grant = await context.request.post('/oauth/token', {
      headers: { 'x-hangar-session': 'cookie' },
      data: passwordGrant('admin'),
    });
    expect(grant.status()).toBe(200);
    const scripts: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('.js')) scripts.push(url.pathname);
    });
    await page.goto(address);
    await page.getByRole('heading', { name: heading, exact: true, level: 1 }).waitFor();
    const beforeDrawn = [...scripts];
    await context.close();

    expect(beforeDrawn.filter((src) => !inPage.has(src))).toEqual([]);
    expect(beforeDrawn.filter((src, i) => beforeDrawn.indexOf(src) !== i)).toEqual([]);
  });
});

describe('the sign-in page fetching the app while the person types', () => {
  it('asks for nothing of the app until the form is used, then has it cached before ENTRAR', async () => {
    const { page, context } = await browser.newPage();
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    await page.waitForLoadState('networkidle');
    const table = (await (await fetch(`${baseUrl()}/preloads.json`)).json()) as Record<string, string[]>;
    // The app's scripts the sign-in page does not run itself (React and a few icons it shares).
    const appScripts = (table['/admin/dashboard'] ?? []).filter((src) => !asked.includes(src));
    expect(appScripts.length).toBeGreaterThan(0);
    // Loaded, not touched: the sign-in page's own scripts only.
    expect(asked).not.toContain('/preloads.json');

    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await expect.poll(() => appScripts.filter((src) => !asked.includes(src))).toEqual([]);
    await page.waitForLoadState('networkidle');
    await page.getByLabel('Senha').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();

    // Each script of the app came over the network once: the app's import found it in the cache.
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry as PerformanceResourceTiming)
        .filter((entry) => entry.transferSize > 0)
        .map((entry) => new URL(entry.name).pathname),
    );
    for (const src of appScripts) expect(fetched.filter((path) => path === src)).toHaveLength(1);
    await context.close();
  });
});
