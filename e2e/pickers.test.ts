import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * Answers the course searches with 300 courses: the real answer's rows, copied under new ids and
 * names (the client checks each answer against the contract, so the copies are real rows).
 */
async function manyCourses(page: Page) {
  await page.route(
    (url) => url.pathname === '/api/curso',
    async (route) => {
      const response = await route.fetch();
      // The list's envelope: { data: { data: rows, total, current_page, per_page, last_page } }.
      const body = (await response.json()) as { data: { data: Record<string, unknown>[] } };
      const [model] = body.data.data;
      const data = Array.from({ length: 300 }, (_, i) => ({
        ...model,
        id: 90_000 + i,
        nome: `Curso de bancada ${String(i + 1).padStart(3, '0')}`,
      }));
      const page = { ...body.data, data, total: data.length, per_page: data.length, last_page: 1 };
      await route.fulfill({ response, json: { ...body, data: page } });
    },
  );
}

/** Whether the option the combo box names as active is drawn inside the list's box. */
function activeInView(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector('[role="combobox"][aria-activedescendant]');
    const id = input?.getAttribute('aria-activedescendant');
    const option = id ? document.getElementById(id) : null;
    const list = document.querySelector('[role="listbox"]');
    if (!option || !list) return { text: null, inView: false };
    const a = option.getBoundingClientRect();
    const b = list.getBoundingClientRect();
    return { text: option.textContent, inView: a.top >= b.top - 1 && a.bottom <= b.bottom + 1 };
  });
}

describe('pickers over hundreds of options', () => {
  it("draws a screenful of the Refinar › Curso picker's 300 courses, and the arrows and pages keep the active one in view", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await manyCourses(page);
    await page.goto('/admin/administracao/questoes');
    await page.getByRole('button', { name: /^Refinar/ }).click();
    const input = page.getByRole('combobox', { name: 'Curso' });
    await input.click();
    const list = page.getByRole('listbox');
    await list.getByRole('option', { name: 'Curso de bancada 001' }).waitFor();
    expect(await list.getByRole('option').count()).toBeLessThan(40);
    expect(await list.getByRole('option').first().getAttribute('aria-setsize')).toBe('300');

    for (let i = 0; i < 15; i++) await input.press('ArrowDown');
    await expect.poll(() => activeInView(page)).toEqual({ text: 'Curso de bancada 015', inView: true });
    await input.press('PageDown');
    await expect
      .poll(async () => {
        const { text, inView } = await activeInView(page);
        return inView && Number(text?.slice(-3)) > 15;
      })
      .toBe(true);
    await input.press('Enter');
    const chosen = page.getByRole('list', { name: 'Curso selecionados' });
    await expect.poll(() => chosen.textContent()).toMatch(/Curso de bancada 0(1[6-9]|[2-9]\d)/);
    await context.close();
  });
});
