import { randomBytes } from 'node:crypto';
import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/administracao/problemas';

/** A small valid PDF: the server sniffs the kind from its first bytes (%PDF-). */
function pdf(name: string) {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

/** A seeded question (the demo data's ICAO alphabet questions). */
const icao = (letter: string) => `No alfabeto fonético ICAO, qual palavra representa a letra ${letter}?`;

/**
 * Links a question through the remote picker: types part of its title, chooses it. The picker
 * draws only the options in view, so the text must narrow the list to it: 'letra C' is two words
 * that every ICAO question holds ('c' in 'fonético'), 'letra C?' only one.
 */
async function linkQuestion(page: Page, title: string, search: string) {
  const combo = page.getByRole('combobox', { name: 'Vincular questão' });
  await combo.fill(search);
  await page.getByRole('option', { name: title, exact: true }).click({ timeout: 15_000 });
  await page.getByRole('table', { name: 'Questões vinculadas' }).getByText(title, { exact: true }).waitFor();
}

describe('problems (§2.6)', () => {
  it('says why the server refused a large attachment, rather than hanging mid-upload', async () => {
    // Random bytes named .mp4: the browser takes it, the server reads its first bytes and refuses
    // it. 6 MB is more than the connection buffers hold: the server must still read the rest.
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
    const bytes = randomBytes(6 * 1024 * 1024);
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'video.mp4', mimeType: 'video/mp4', buffer: bytes });
    await page.getByText('Arquivo selecionado: video.mp4').waitFor();
    await page.getByRole('button', { name: 'ADICIONAR', exact: true }).click();
    await page.getByText(MESSAGES.material.fileTypeInvalid).waitFor({ timeout: 20_000 });
    // The form is usable again: another file may be picked.
    await expect
      .poll(() => page.getByRole('button', { name: 'Importar arquivo' }).isEnabled(), { timeout: 5_000 })
      .toBe(true);
    await context.close();
  });

  it('creates a problem with an attachment and two linked questions, and finds both on reopening', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(LIST);
    await page.getByRole('button', { name: /ADICIONAR PROBLEMA/ }).click();
    await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
    const titulo = `Problema e2e ${Date.now()}`;
    await page.getByLabel('Título do Problema').fill(titulo);
    await page.getByLabel('Descrição').fill('Descrição do problema de teste.');

    // The attachment: uploaded at once with the materials uploader of the course subjects.
    await page.locator('input[type="file"]').setInputFiles(pdf('carta-e2e.pdf'));
    await page.getByText('Arquivo selecionado: carta-e2e.pdf').waitFor();
    await page.getByRole('button', { name: 'ADICIONAR', exact: true }).click();
    const anexos = page.getByRole('list', { name: 'Anexos do problema' });
    await anexos.getByRole('link').waitFor();
    expect(await anexos.getByRole('link').getAttribute('target')).toBe('_blank');

    await page.getByRole('tab', { name: 'Questões Vinculadas' }).click();
    await page.getByText('Nenhuma Questão foi adicionada').waitFor();
    const first = icao('C');
    const second = icao('D');
    await linkQuestion(page, first, 'letra C?');
    await linkQuestion(page, second, 'letra D?');

    await page.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso' });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    await page.getByPlaceholder('Procurar').fill(titulo);
    await page.getByPlaceholder('Procurar').press('Enter');
    const table = page.getByRole('table', { name: 'Problemas' });
    await table.getByRole('link', { name: titulo }).click();
    await page.getByLabel('ID do Problema').waitFor();
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe(titulo);
    await anexos.getByRole('link', { name: /carta-e2e/ }).waitFor();
    await page.getByRole('tab', { name: 'Questões Vinculadas' }).click();
    const linked = page.getByRole('table', { name: 'Questões vinculadas' });
    await linked.getByText(first, { exact: true }).waitFor();
    await linked.getByText(second, { exact: true }).waitFor();
    await context.close();
  });

  it('the view-only account sees no add, edit or delete, and the API refuses writes', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('table', { name: 'Problemas' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: /ADICIONAR PROBLEMA/ }).count()).toBe(0);
    // Without edit or delete there is nothing to act on: no row menu, or one without them.
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
    const created = await fetch(`${baseUrl()}/api/problema`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ titulo: 'X' }),
    });
    expect(created.status).toBe(403);
    const updated = await fetch(`${baseUrl()}/api/problema/1`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ titulo: 'X' }),
    });
    expect(updated.status).toBe(403);
    const deleted = await fetch(`${baseUrl()}/api/problema/1?ids=1`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(deleted.status).toBe(403);
    await context.close();
  });
});
