import { describe, expect, it } from 'vitest';
import { baseUrl, DEMO, signIn, useBrowser, watchAccessToken } from './support/browser';

const browser = useBrowser();

const FULL_MENU = [
  'Dashboard',
  'Cursos',
  'Turmas',
  'Problemas',
  'Questões',
  'Entidade',
  'Perfis de Acesso',
  'Usuários',
  'Categorias',
];

describe('signing in', () => {
  it('takes the admin to the dashboard with the whole menu', async () => {
    const { page, context } = await browser.newPage();
    const accessToken = watchAccessToken(page);
    await page.goto('/');
    await page.waitForURL('**/auth/login');
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard' }).waitFor();
    const menu = page.getByRole('navigation', { name: 'Menu' });
    // waitFor() fails after its timeout when a link never appears (or appears twice).
    for (const label of FULL_MENU) await menu.getByRole('link', { name: label, exact: true }).waitFor();
    // The top bar shows the signed-in user's name, as the API knows it.
    const info = await fetch(`${baseUrl()}/api/usuario/userinfo`, {
      headers: { Authorization: `Bearer ${await accessToken()}` },
    });
    const { data } = (await info.json()) as { data: { pessoa: { nome: string } } };
    await page.getByText(data.pessoa.nome).first().waitFor();
    await context.close();
  });

  it('shows the message and stays on the page when the password is wrong', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByText('Usuário ou senha incorretos!').waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    await context.close();
  });

  it('keeps no token where a script can read it, and survives a reload through the HttpOnly cookie', async () => {
    const { page, context } = await browser.newPage();
    const accessToken = watchAccessToken(page);
    await signIn(page, 'admin');
    const token = await accessToken();
    expect(token).toMatch(/^[\w-]{20,}$/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    expect(stored).not.toContain(token);
    expect(stored).not.toMatch(/refresh_token|access_token|hangar\.session/);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    // The refresh cookie, and the device cookie that keeps this browser signing in while someone
    // else's guesses block the account (docs/security.md): both HttpOnly, on /oauth only.
    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name).sort()).toEqual(['hangar_device', 'hangar_refresh']);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ path: '/oauth', httpOnly: true, sameSite: 'Strict' });
    }

    await page.goto('/admin/administracao/cursos');
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    // The user and the list's page are asked for once per load: the app asks for them as it
    // starts (lib/early-user.ts, lib/early-list.ts), and its client and the list take those
    // answers instead of asking again.
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.startsWith('/api/')) calls.push(pathname);
    });
    await page.reload();
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    await page.getByText('Comissário de Voo', { exact: true }).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/administracao/cursos');
    expect(calls.sort()).toEqual(['/api/curso', '/api/usuario/userinfo']);
    // The same with a search and a page size in the address.
    calls.length = 0;
    await page.goto('/admin/administracao/cursos?search=Piloto&per_page=30');
    await page.getByText('Piloto Comercial – Avião', { exact: true }).first().waitFor();
    expect(calls.sort()).toEqual(['/api/curso', '/api/usuario/userinfo']);
    await context.close();
  });

  it('stays signed in when a reload cuts off the session restore (the rotated cookie never arrived)', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    const refreshCookie = async () => (await context.cookies()).find((c) => c.name === 'hangar_refresh');
    const before = await refreshCookie();
    // Hold the restore's answer once the server has rotated the cookie, put the old cookie back
    // (Chromium has stored the new one by then; a reload a moment earlier would not have) and
    // drop the answer: the next load presents the rotated cookie again.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Fetch.enable', { patterns: [{ urlPattern: '*/oauth/token', requestStage: 'Response' }] });
    const held = new Promise<string>((resolve) =>
      cdp.once('Fetch.requestPaused', (e) => resolve(e.requestId)),
    );
    await page.goto('/admin/administracao/cursos', { waitUntil: 'commit' });
    const requestId = await held;
    expect((await refreshCookie())?.value).not.toBe(before?.value);
    await context.addCookies([before!]);
    await cdp.send('Fetch.failRequest', { requestId, errorReason: 'Aborted' });
    await cdp.send('Fetch.disable');
    await page.reload();
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/administracao/cursos');
    await context.close();
  });

  it('signs out to /auth/login and the API then refuses the old token', async () => {
    const { page, context } = await browser.newPage();
    const accessToken = watchAccessToken(page);
    await signIn(page, 'admin');
    const token = await accessToken();
    expect(typeof token).toBe('string');
    const before = await fetch(`${baseUrl()}/api/usuario/userinfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(before.status).toBe(200);

    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/auth/login');
    const after = await fetch(`${baseUrl()}/api/usuario/userinfo`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(after.status).toBe(401);

    // The /admin area now sends the visitor back to sign in, after a reload too (the refresh
    // cookie is gone; the browser stays known for the sign-in throttle).
    await page.goto('/admin/dashboard');
    await page.waitForURL('**/auth/login');
    expect((await context.cookies()).map((c) => c.name)).toEqual(['hangar_device']);
    await context.close();
  });

  it('asks for a session it was refused once, not at every signed-out visit, and again after a sign-in', async () => {
    const { page, context } = await browser.newPage();
    const restores: number[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/oauth/token' && response.request().method() === 'POST') {
        restores.push(response.status());
      }
    });
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    const signInShown = () => page.getByRole('button', { name: 'ENTRAR' }).waitFor();

    // A new browser knows nothing: it asks once and is refused (no cookie).
    await page.goto('/auth/login');
    await signInShown();
    expect(restores).toEqual([422]);

    // Then neither the sign-in page nor the admin area asks again, and the console stays clean.
    restores.length = 0;
    consoleErrors.length = 0;
    await page.reload();
    await signInShown();
    await page.goto('/admin/administracao/cursos');
    await page.waitForURL('**/auth/login');
    await signInShown();
    expect(restores).toEqual([]);
    expect(consoleErrors).toEqual([]);

    // Signed in (the sign-in page goes on to the list it was sent from), a reload keeps the
    // session through the cookie as before.
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Senha').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    restores.length = 0;
    await page.reload();
    await page.getByRole('table', { name: 'Cursos' }).waitFor();
    expect(restores).toEqual([200]);

    // Signed out, the next visit does not ask.
    await page.getByRole('button', { name: 'Sair' }).click();
    await page.waitForURL('**/auth/login');
    restores.length = 0;
    await page.reload();
    await signInShown();
    expect(restores).toEqual([]);
    await context.close();
  });

  it('sends a signed-in visitor of /auth/login to the admin area', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto('/auth/login');
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });

  it('sends the view-only account away from routes it holds no permission for', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    const menu = page.getByRole('navigation', { name: 'Menu' });
    await menu.getByRole('link', { name: 'Cursos', exact: true }).waitFor();
    await page.goto('/admin/administracao/cursos/novo');
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });

  it('shows a Portuguese not-found page with a way back', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto('/admin/nao-existe');
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    await page.getByRole('link', { name: 'Voltar ao início' }).click();
    await page.waitForURL('**/admin/dashboard');
    await context.close();
  });
});
