import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { saveAndOk, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const NEW_PROBLEM = '/admin/administracao/problemas/novo';

async function openNewProblem(page: Page) {
  await page.goto(NEW_PROBLEM);
  await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
}

/** Types `titulo` and waits until the form's draft holding it is written. */
async function typeTitle(page: Page, titulo: string) {
  await page.getByLabel('Título do Problema').fill(titulo);
  await expect
    .poll(() =>
      page.evaluate(
        (typed) =>
          Object.keys(localStorage).some(
            (key) => key.startsWith('hangar.draft:') && localStorage.getItem(key)!.includes(typed),
          ),
        titulo,
      ),
    )
    .toBe(true);
}

describe('drafts in two tabs', () => {
  it('two tabs on the same new-record form keep a draft each: saving one leaves the other’s work to restore', async () => {
    const { page: first, context } = await browser.newPage();
    await signIn(first, 'admin');
    const second = await context.newPage();
    await openNewProblem(first);
    const tag = Date.now().toString(36).toUpperCase();
    await typeTitle(first, `Primeira aba ${tag}`);

    // The first tab's work is not offered in the second, where it is still being typed (the
    // offer of a closed tab's draft comes once the form has looked: give it the time).
    await openNewProblem(second);
    await second.waitForTimeout(500);
    expect(await second.getByRole('region', { name: MESSAGES.draft.title }).count()).toBe(0);
    await typeTitle(second, `Segunda aba ${tag}`);

    // The second tab saves its problem: its draft goes, the first tab's stays.
    await saveAndOk(second);
    await second.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();

    // The first tab reloads (or its browser crashed): its own work is offered back.
    first.on('dialog', (dialog) => void dialog.accept());
    await first.reload();
    await first
      .getByRole('region', { name: MESSAGES.draft.title })
      .getByRole('button', { name: MESSAGES.draft.restore })
      .click();
    expect(await first.getByLabel('Título do Problema').inputValue()).toBe(`Primeira aba ${tag}`);
    await context.close();
  });

  it('a closed tab’s unsaved work is offered in the next tab that opens the form, and taken from there once restored', async () => {
    const { page: first, context } = await browser.newPage();
    await signIn(first, 'admin');
    await openNewProblem(first);
    const tag = Date.now().toString(36).toUpperCase();
    await typeTitle(first, `Aba fechada ${tag}`);
    await first.close({ runBeforeUnload: false });

    const next = await context.newPage();
    await openNewProblem(next);
    await next
      .getByRole('region', { name: MESSAGES.draft.title })
      .getByRole('button', { name: MESSAGES.draft.restore })
      .click();
    expect(await next.getByLabel('Título do Problema').inputValue()).toBe(`Aba fechada ${tag}`);

    // Restored here, it is this tab's draft now: a third tab finds nothing to offer.
    const third = await context.newPage();
    await openNewProblem(third);
    await third.waitForTimeout(500);
    expect(await third.getByRole('region', { name: MESSAGES.draft.title }).count()).toBe(0);
    await context.close();
  });
});
