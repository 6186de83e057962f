import { formatCnpj, MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/administracao/entidades';
/** A valid alphanumeric CNPJ (the format in force since July 2026). */
const CNPJ = '12ABC34501DE35';

describe('entities (§2.10)', () => {
  it('creates an entity with an alphanumeric CNPJ and the address from CEP 01310-100, and lists it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(LIST);
    await page.getByRole('button', { name: /ADICIONAR ENTIDADE/ }).click();
    await page.getByRole('heading', { name: 'Adicionar Nova Entidade' }).waitFor();
    const nome = `Escola e2e ${Date.now()}`;
    await page.getByLabel('Razão Social').fill(nome);
    await page.getByRole('button', { name: /Situação/ }).click();
    await page.getByRole('option', { name: 'Ativo' }).click();
    await page.getByLabel('CNPJ/CPF').pressSequentially(CNPJ);
    expect(await page.getByLabel('CNPJ/CPF').inputValue()).toBe('12.ABC.345/01DE-35');
    await page.getByLabel('Telefone').pressSequentially('11987654321');
    expect(await page.getByLabel('Telefone').inputValue()).toBe('(11) 98765-4321');

    await page.getByRole('textbox', { name: 'CEP' }).pressSequentially('01310100');
    await page.getByRole('textbox', { name: 'CEP' }).press('Enter');
    await page.waitForFunction(
      () => (document.querySelector('input[name="logradouro"]') as HTMLInputElement | null)?.value !== '',
    );
    expect(await page.getByLabel('Logradouro').inputValue()).toMatch(/Paulista/);
    expect(await page.getByRole('button', { name: /Estado/ }).textContent()).toContain('São Paulo');
    await page
      .getByRole('button', { name: /Cidade/ })
      .getByText('São Paulo')
      .waitFor();

    await page.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso' });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    await page.getByPlaceholder('Procurar').fill(nome);
    await page.getByPlaceholder('Procurar').press('Enter');
    const row = page.getByRole('table', { name: 'Entidades' }).getByRole('row').filter({ hasText: nome });
    await row.getByText(formatCnpj(CNPJ)).waitFor();
    await context.close();
  });

  it("opens a seeded entity and reads its courses' 'Vence em'", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(LIST);
    await page
      .getByRole('table', { name: 'Entidades' })
      .getByRole('link', { name: 'Aeroclube de São Paulo' })
      .click();
    const cursos = page.getByRole('table', { name: 'Cursos da entidade' });
    await cursos
      .getByText(/^Vence em \d{2}\/\d{2}\/\d{4}$/)
      .first()
      .waitFor();
    expect(await cursos.getByRole('row').count()).toBeGreaterThan(1);
    await context.close();
  });

  it('refuses a wrong CNPJ on the server too, with the Portuguese message (422)', async () => {
    const token = await apiToken('admin');
    const res = await fetch(`${baseUrl()}/api/tenant`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ nome: 'X', perfil_acesso: 3, situacao: 'Ativo', cnpj: '12ABC34501DE36' }),
    });
    expect(res.status).toBe(422);
    expect(await res.json()).toMatchObject({ cnpj: [MESSAGES.entity.cnpjInvalid] });
  });

  it('the view-only account sees no add, edit or delete, and the API refuses writes', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('table', { name: 'Entidades' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: /ADICIONAR ENTIDADE/ }).count()).toBe(0);
    const menu = page.getByRole('button', { name: /^Ações de/ }).first();
    if (await menu.count()) {
      await menu.click();
      await page.getByRole('menu').waitFor();
      expect(await page.getByRole('menuitem', { name: /Editar|Excluir/ }).count()).toBe(0);
      await page.keyboard.press('Escape');
    }
    await page.goto(`${LIST}/novo`);
    await page.waitForURL('**/admin/dashboard');

    const token = await apiToken('leitor');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ nome: 'X', perfil_acesso: 3, situacao: 'Ativo' });
    expect((await fetch(`${baseUrl()}/api/tenant`, { method: 'POST', headers, body })).status).toBe(403);
    expect((await fetch(`${baseUrl()}/api/tenant/1`, { method: 'PUT', headers, body })).status).toBe(403);
    expect(
      (
        await fetch(`${baseUrl()}/api/tenant/1?ids=1`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${token}` },
        })
      ).status,
    ).toBe(403);
    await context.close();
  });
});
