import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, saveAndOk, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** The problems titled exactly `titulo`, as the server has them. */
async function problemsTitled(titulo: string) {
  const token = await apiToken('admin');
  const res = await fetch(`${baseUrl()}/api/problema?titulo=${encodeURIComponent(titulo)}&per_page=100`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const found = ((await res.json()) as { data: { data: Array<{ titulo: string }> } }).data.data;
  return found.filter((p) => p.titulo === titulo);
}

/**
 * Opens a new problem titled `titulo` and presses SALVAR with the connection failing as `lose`
 * says; then OK on the 'Sem conexão' dialog, the connection back.
 */
async function saveWithoutAnswer(page: Page, titulo: string, lose: 'answer' | 'request') {
  await signIn(page, 'admin');
  await page.goto('/admin/administracao/problemas/novo');
  await page.getByLabel('Título do Problema').fill(titulo);
  await page.route('**/api/problema', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    // 'answer': the server makes the record and its answer is lost; 'request': it never arrives.
    if (lose === 'answer') await route.fetch();
    await route.abort('connectionreset');
  });
  await page.getByRole('button', { name: 'SALVAR' }).click();
  const offline = page.getByRole('alertdialog', { name: MESSAGES.errors.unreachableTitle });
  await offline.getByText(MESSAGES.errors.kept, { exact: false }).waitFor();
  await offline.getByRole('button', { name: 'OK' }).click();
  expect(await page.getByLabel('Título do Problema').inputValue()).toBe(titulo);
  await page.unroute('**/api/problema');
}

describe('a create whose answer is lost on the way', () => {
  it('says there was no connection, and SALVAR again makes the one record, not a second', async () => {
    const { page } = await browser.newPage();
    const titulo = `Problema reenviado ${Date.now().toString(36)}`;
    await saveWithoutAnswer(page, titulo, 'answer');
    // The connection is back; SALVAR again sends the same create under the same key.
    await saveAndOk(page);
    await page.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();
    expect(await problemsTitled(titulo)).toHaveLength(1);
  });

  it('changed afterwards, it says the first save made the record and keeps the change, making no second', async () => {
    const { page } = await browser.newPage();
    const titulo = `Problema sem resposta ${Date.now().toString(36)}`;
    await saveWithoutAnswer(page, titulo, 'answer');
    // A new key would make a second record here (or 'Já existe' on a form with a unique field).
    const changed = `${titulo} (alterado)`;
    await page.getByLabel('Título do Problema').fill(changed);
    await page.getByRole('button', { name: 'SALVAR' }).click();
    const told = page.getByRole('alertdialog', { name: MESSAGES.errors.title });
    await told.getByText(MESSAGES.idempotency.madeBefore).waitFor();
    await told.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe(changed);
    expect(await problemsTitled(titulo)).toHaveLength(1);
    expect(await problemsTitled(changed)).toHaveLength(0);
  });

  it('changed afterwards, when the first never arrived, SALVAR makes the one record with the change', async () => {
    const { page } = await browser.newPage();
    const titulo = `Problema nunca chegou ${Date.now().toString(36)}`;
    await saveWithoutAnswer(page, titulo, 'request');
    const changed = `${titulo} (alterado)`;
    await page.getByLabel('Título do Problema').fill(changed);
    await saveAndOk(page);
    await page.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();
    expect(await problemsTitled(changed)).toHaveLength(1);
    expect(await problemsTitled(titulo)).toHaveLength(0);
  });
});
