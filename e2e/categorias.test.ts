import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/configuracao/categorias';

describe('categories', () => {
  it('any signed-in user creates, finds, renames and deletes a category in the modal', async () => {
    const { page, context } = await browser.newPage();
    // The view-only account: categories have no permission family (§2.11, §6).
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('heading', { name: 'Categorias', level: 1 }).waitFor();
    const nome = `Categoria E2E ${Date.now().toString(36).toUpperCase()}`;

    await page.getByRole('button', { name: 'ADICIONAR CATEGORIA' }).click();
    let modal = page.getByRole('dialog', { name: 'Nova Categoria' });
    await modal.getByRole('button', { name: 'SALVAR' }).click();
    await modal.getByRole('alert').getByText(MESSAGES.category.nomeRequired).waitFor();
    await modal.getByLabel('Nome da Categoria').fill(nome);
    await modal.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: MESSAGES.success.title });
    await done.getByRole('button', { name: 'OK' }).click();
    await modal.waitFor({ state: 'detached' });

    await page.getByPlaceholder('Procurar').fill(nome);
    await page.getByPlaceholder('Procurar').press('Enter');
    await page.waitForURL((url) => new URL(url).searchParams.get('search') === nome);
    const table = page.getByRole('table', { name: 'Categorias' });
    await table.getByRole('button', { name: nome, exact: true }).click();
    modal = page.getByRole('dialog', { name: 'Editar Categoria' });
    await modal.getByLabel('Nome da Categoria').fill(`${nome} revisada`);
    await modal.getByRole('button', { name: 'SALVAR' }).click();
    await page
      .getByRole('dialog', { name: MESSAGES.success.title })
      .getByRole('button', { name: 'OK' })
      .click();
    await table.getByRole('button', { name: `${nome} revisada`, exact: true }).waitFor();
    // Saving kept the list's search in the address.
    expect(new URL(page.url()).searchParams.get('search')).toBe(nome);

    await page.getByRole('button', { name: `Ações de ${nome} revisada` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    await page
      .getByRole('alertdialog', { name: MESSAGES.confirm.title })
      .getByRole('button', { name: 'Excluir' })
      .click();
    await table.getByRole('button', { name: `${nome} revisada`, exact: true }).waitFor({ state: 'detached' });
    await page.getByText('Nenhum resultado para a busca').waitFor();
    await context.close();
  });
});
