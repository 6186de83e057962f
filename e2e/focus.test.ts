/**
 * Where focus goes, for someone on the keyboard or a screen reader, when what held it leaves the
 * page (`lib/focus-rescue.ts`), and what names the page (`lib/page-title.ts`). Each case left
 * focus on an unrelated control ('Por página') or on the page itself before.
 */
import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/** The focused element, as a person would hear it: its tag, its text or label. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return {
      tag: el?.tagName.toLowerCase(),
      text: (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim(),
    };
  });

describe('focus after the page changes under it', () => {
  it('an edit saved from the keyboard goes back to the list with focus on its heading, and the title names the page', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await expect.poll(() => page.title()).toBe('Dashboard · Hangar');
    await page.goto('/admin/administracao/problemas');
    const table = page.getByRole('table', { name: 'Problemas' });
    await table.getByRole('row').nth(1).waitFor();
    await expect.poll(() => page.title()).toBe('Problemas · Hangar');

    await table.getByRole('row').nth(1).getByRole('link').first().focus();
    await page.keyboard.press('Enter');
    const titulo = page.getByLabel('Título do Problema');
    await titulo.waitFor();
    await expect.poll(() => page.title()).toMatch(/^Editar .+ · Hangar$/);
    await titulo.focus();
    await page.keyboard.press('End');
    await page.keyboard.type('.');
    await page.getByRole('button', { name: 'SALVAR' }).focus();
    await page.keyboard.press('Enter');
    const done = page.getByRole('dialog', { name: MESSAGES.success.title });
    await done.getByRole('button', { name: 'OK' }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/admin/administracao/problemas');
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Problemas' });
    await context.close();
  });

  it('deleting the only row of a search puts focus on the heading, not on the pager', async () => {
    const nome = `Foco E2E ${Date.now().toString(36)}`;
    const token = await apiToken('admin');
    const created = await fetch(`${baseUrl()}/api/categoria`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ nome }),
    });
    expect(created.status).toBe(201);
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`/admin/configuracao/categorias?search=${encodeURIComponent(nome)}`);
    const actions = page.getByRole('button', { name: `Ações de ${nome}` });
    await actions.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Excluir' }).waitFor();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => focused(page)).toEqual({ tag: 'div', text: 'Excluir' });
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: MESSAGES.confirm.title });
    await confirm.getByRole('button', { name: 'Excluir' }).focus();
    await page.keyboard.press('Enter');
    await page.getByText('Nenhum resultado para a busca').waitFor();
    await expect.poll(() => focused(page)).toEqual({ tag: 'h1', text: 'Categorias' });
    await context.close();
  });

  it('Escape in the Refinar drawer, from deep in it, returns focus to Refinar', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/questoes');
    await page.getByRole('table', { name: 'Questões' }).getByRole('row').nth(1).waitFor();
    await page.getByRole('button', { name: 'Refinar' }).focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await drawer.waitFor();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'detached' });
    await expect
      .poll(() => focused(page))
      .toMatchObject({ tag: 'button', text: expect.stringMatching(/Refinar/) });
    await context.close();
  });
});
