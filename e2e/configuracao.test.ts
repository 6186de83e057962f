import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, saveAndOk, signIn, useBrowser } from './support/browser';
import { PNG_1PX } from './support/files';

const browser = useBrowser();
const PERFIS = '/admin/configuracao/perfis';
const USUARIOS = '/admin/configuracao/usuarios';
const PASSWORD = 'senha-e2e-segura';

async function signInAs(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha').fill(password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL('**/admin/dashboard');
}

async function tokenOf(email: string, password: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'hangar-dev-secret',
      username: email,
      password,
    }),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Checks a row of the permission tree with the keyboard (the tree is operable as a tree). */
async function checkRow(page: Page, name: string) {
  const row = page.getByRole('treegrid', { name: 'Permissões' }).getByRole('row', { name, exact: true });
  await row.focus();
  await page.keyboard.press('Space');
  await expect.poll(() => row.getByRole('checkbox').isChecked()).toBe(true);
}

async function menuLinks(page: Page) {
  const nav = page.getByRole('navigation', { name: 'Menu' });
  await nav.getByRole('link', { name: 'Dashboard' }).waitFor();
  return nav.getByRole('link').allTextContents();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Procurar').fill(text);
  await page.getByPlaceholder('Procurar').press('Enter');
  await page.waitForURL((url) => new URL(url).searchParams.get('search') === text);
}

describe('configuration: profiles and users (§2.12, §2.13)', () => {
  it('a profile made in the tree decides what a new user sees, and the server enforces it', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const perfil = `Perfil E2E ${stamp}`;
    const nome = `Usuário E2E ${stamp}`;
    const email = `e2e.${stamp.toLowerCase()}@hangar.dev`;

    // As admin: a profile holding only the course permissions, through the tree.
    const admin = await browser.newPage();
    await signIn(admin.page, 'admin');
    await admin.page.goto(`${PERFIS}/novo`);
    await admin.page.getByRole('heading', { name: 'Adicionar Novo Perfil' }).waitFor();
    await admin.page.getByLabel('Nome do Perfil').fill(perfil);
    await checkRow(admin.page, 'Cursos');
    await saveAndOk(admin.page);
    await admin.page.waitForURL((url) => url.pathname === PERFIS);

    // A user with that profile and a password, through the modal.
    await admin.page.goto(USUARIOS);
    await admin.page.getByRole('button', { name: 'ADICIONAR USUÁRIO' }).click();
    let modal = admin.page.getByRole('dialog', { name: 'Novo Usuário' });
    await modal.getByLabel('Nome').fill(nome);
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByRole('combobox', { name: 'Perfis' }).fill(stamp);
    await admin.page.getByRole('option', { name: perfil }).click();
    await modal.getByLabel('Senha').fill(PASSWORD);
    await saveAndOk(admin.page);
    await modal.waitFor({ state: 'detached' });

    // The new user, in a fresh browser context: Cursos, not Usuários nor Perfis de Acesso.
    let user = await browser.newPage();
    await signInAs(user.page, email, PASSWORD);
    let links = await menuLinks(user.page);
    expect(links).toContain('Cursos');
    expect(links).not.toContain('Usuários');
    expect(links).not.toContain('Perfis de Acesso');
    await user.page.goto(USUARIOS);
    await user.page.waitForURL((url) => url.pathname === '/admin/dashboard');
    // The server refuses a user write from them (403).
    const token = await tokenOf(email, PASSWORD);
    const write = await fetch(`${baseUrl()}/api/usuario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ nome: 'Intruso', email: `intruso.${stamp.toLowerCase()}@hangar.dev` }),
    });
    expect(write.status).toBe(403);
    await user.context.close();

    // As admin: add usuario.visualizar to the profile.
    await admin.page.goto(PERFIS);
    await search(admin.page, perfil);
    await admin.page
      .getByRole('table', { name: 'Perfis de Acesso' })
      .getByRole('link', { name: perfil, exact: true })
      .click();
    await admin.page.getByRole('heading', { name: `Editar ${perfil}` }).waitFor();
    await admin.page.getByLabel('Filtrar permissões').fill('usuario.visualizar');
    await admin.page.getByRole('row', { name: 'Cursos', exact: true }).waitFor({ state: 'detached' });
    await checkRow(admin.page, 'Visualizar');
    await admin.page.getByLabel('Filtrar permissões').fill('');
    // The course permissions the filter hid are still checked.
    await expect
      .poll(() =>
        admin.page.getByRole('row', { name: 'Cursos', exact: true }).getByRole('checkbox').isChecked(),
      )
      .toBe(true);
    await saveAndOk(admin.page);
    await admin.page.waitForURL((url) => url.pathname === PERFIS);

    // The same user, after signing in again, sees Usuários.
    user = await browser.newPage();
    await signInAs(user.page, email, PASSWORD);
    links = await menuLinks(user.page);
    expect(links).toContain('Usuários');
    expect(links).not.toContain('Perfis de Acesso');
    await user.context.close();

    // A duplicate e-mail: the modal lists the e-mail message under 'Houve alguns problemas :/'.
    await admin.page.goto(USUARIOS);
    await admin.page.getByRole('button', { name: 'ADICIONAR USUÁRIO' }).click();
    modal = admin.page.getByRole('dialog', { name: 'Novo Usuário' });
    await modal.getByLabel('Nome').fill(`${nome} 2`);
    await modal.getByLabel('E-mail').fill(email);
    await modal.getByLabel('Senha').fill(PASSWORD);
    await modal.getByRole('button', { name: 'SALVAR' }).click();
    const alert = modal.getByRole('alert');
    await alert.getByText(MESSAGES.errors.userModalTitle).waitFor();
    await alert.getByText(MESSAGES.taken.user).waitFor();
    expect(await modal.getByLabel('E-mail').inputValue()).toBe(email);
    await admin.context.close();

    // Clean up through the API.
    const adminToken = await apiToken('admin');
    const auth = { Authorization: `Bearer ${adminToken}` };
    const found = (await (
      await fetch(`${baseUrl()}/api/usuario?nome=${encodeURIComponent(email)}`, { headers: auth })
    ).json()) as { data: { data: { id: number }[] } };
    for (const u of found.data.data) {
      expect(
        (await fetch(`${baseUrl()}/api/usuario/${u.id}`, { method: 'DELETE', headers: auth })).status,
      ).toBe(204);
    }
    const perfis = (await (
      await fetch(`${baseUrl()}/api/perfil?nome=${encodeURIComponent(perfil)}`, { headers: auth })
    ).json()) as { data: { data: { id: number }[] } };
    for (const p of perfis.data.data) {
      expect(
        (await fetch(`${baseUrl()}/api/perfil/${p.id}`, { method: 'DELETE', headers: auth })).status,
      ).toBe(204);
    }
  });

  it('a photo picked on a slow connection is saved with the user, and shown when reopened at once', async () => {
    const stamp = Date.now().toString(36).toUpperCase();
    const nome = `Foto E2E ${stamp}`;
    const made = await fetch(`${baseUrl()}/api/usuario`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await apiToken('admin')}` },
      body: JSON.stringify({
        nome,
        email: `foto.${stamp.toLowerCase()}@hangar.dev`,
        perfis: [],
        password: PASSWORD,
      }),
    });
    expect(made.status).toBe(201);

    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${USUARIOS}?search=${encodeURIComponent(nome)}`);
    await page.getByRole('button', { name: nome, exact: true }).click();
    let modal = page.getByRole('dialog', { name: 'Editar Usuário' });
    // About 300 kB at 150 kB/s: the preview shows at once, the upload takes about 2 s.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 20,
      downloadThroughput: 5_000_000,
      uploadThroughput: 150_000,
    });
    await modal.locator('input[type="file"]').setInputFiles({
      name: 'foto.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG_1PX, Buffer.alloc(300_000)]),
    });
    await modal.getByRole('progressbar', { name: 'Enviando imagem' }).waitFor();
    // SALVAR waits for the file: saving now would leave out the photo the modal already shows.
    expect(await modal.getByRole('button', { name: 'SALVAR' }).isDisabled()).toBe(true);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });
    await saveAndOk(page); // Playwright's click waits for SALVAR to be enabled
    await modal.waitFor({ state: 'detached' });

    // Reopened at once: the list was reloaded before the success dialog, so it is the saved user.
    await page.getByRole('button', { name: nome, exact: true }).click();
    modal = page.getByRole('dialog', { name: 'Editar Usuário' });
    const photo = modal.getByRole('img', { name: 'Foto do usuário' });
    await photo.waitFor();
    expect(await photo.getAttribute('src')).not.toMatch(/^blob:/);
    await context.close();
  });

  it('the view-only account cannot add, edit or delete on either list', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    for (const [path, title, add, row] of [
      [PERFIS, 'Perfis de Acesso', 'ADICIONAR PERFIL', 'Administrador'],
      [USUARIOS, 'Usuários', 'ADICIONAR USUÁRIO', 'Ana Administradora'],
    ] as const) {
      await page.goto(path);
      const table = page.getByRole('table', { name: title });
      await table.getByText(row, { exact: true }).first().waitFor();
      expect(await page.getByRole('button', { name: add }).count()).toBe(0);
      const menu = page.getByRole('button', { name: `Ações de ${row}` });
      if ((await menu.count()) > 0) {
        await menu.click();
        await page.getByRole('menu').waitFor();
        expect(await page.getByRole('menuitem', { name: 'Editar' }).count()).toBe(0);
        expect(await page.getByRole('menuitem', { name: 'Excluir' }).count()).toBe(0);
        await page.keyboard.press('Escape');
      }
    }
    await context.close();
  });
});
