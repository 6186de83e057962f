import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, saveAndOk, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

describe('a create whose answer is lost on the way', () => {
  it('says there was no connection, and SALVAR again makes the one record, not a second', async () => {
    const { page } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/problemas/novo');
    const titulo = `Problema reenviado ${Date.now().toString(36)}`;
    await page.getByLabel('Título do Problema').fill(titulo);

    // The server gets the first create and writes it; its answer never reaches the page.
    let reached = 0;
    await page.route('**/api/problema', async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      reached += 1;
      await route.fetch();
      await route.abort('connectionreset');
    });
    await page.getByRole('button', { name: 'SALVAR' }).click();
    const offline = page.getByRole('alertdialog', { name: MESSAGES.errors.unreachableTitle });
    await offline.getByText(MESSAGES.errors.kept, { exact: false }).waitFor();
    await offline.getByRole('button', { name: 'OK' }).click();
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe(titulo);
    expect(reached).toBe(1);

    // The connection is back; SALVAR again sends the same create under the same key.
    await page.unroute('**/api/problema');
    await saveAndOk(page);
    await page.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();

    const token = await apiToken('admin');
    const res = await fetch(`${baseUrl()}/api/problema?titulo=${encodeURIComponent(titulo)}&per_page=100`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const found = ((await res.json()) as { data: { data: Array<{ titulo: string }> } }).data.data;
    expect(found.filter((p) => p.titulo === titulo)).toHaveLength(1);
  });
});
