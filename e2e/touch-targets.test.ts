/**
 * On a phone, every button takes a thumb: a tap anywhere in the 44 × 44 px square around its
 * centre reaches it (the kit's `touchTarget`), though most are drawn at 32–36 px. Before, a tap
 * 3–6 px off a row's '…' or the pager's arrows landed on nothing.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();

/**
 * The buttons (and list record names) in view whose 44 px square (centred, 1 px inside its edge)
 * has a point that a tap would not deliver to them, with that point's target.
 */
function missedTaps(page: Page) {
  return page.evaluate(() => {
    const missed: string[] = [];
    // Under a dialog, only its own buttons can be tapped.
    const scope = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].at(-1) ?? document;
    // Buttons, and the links of a list's rows or cards (a record's name), which open what it lists.
    for (const button of scope.querySelectorAll<HTMLElement>('button, table a[href], ul > li a[href]')) {
      const box = button.getBoundingClientRect();
      if (!button.checkVisibility() || box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      const x = box.left + box.width / 2;
      const y = box.top + box.height / 2;
      // Under something at its very centre (the phone's SALVAR bar over the page's foot): out of
      // reach until scrolled to, not a small target.
      if (!button.contains(document.elementFromPoint(x, y))) continue;
      for (const [dx, dy] of [
        [-21, 0],
        [21, 0],
        [0, -21],
        [0, 21],
      ] as const) {
        // A point off the screen is no tap (the list's last row, at the foot of the view).
        if (y + dy < 0 || y + dy >= innerHeight || x + dx < 0 || x + dx >= innerWidth) continue;
        const hit = document.elementFromPoint(x + dx, y + dy);
        if (hit && button.contains(hit)) continue;
        const name = button.getAttribute('aria-label') ?? button.textContent?.trim();
        missed.push(
          `${name} (${Math.round(box.width)}×${Math.round(box.height)}) at ${dx},${dy}: ${hit?.tagName}`,
        );
      }
    }
    return missed;
  });
}

describe('touch targets on a phone', () => {
  it('a tap within 22 px of a button’s centre reaches it: the shell, a list and its pager, two forms', async () => {
    const { page } = await browser.newPage({ phone: true });
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/cursos');
    await page
      .getByRole('button', { name: /^Ações de / })
      .first()
      .waitFor();
    const missedOnList = await missedTaps(page);
    // The pager, at the foot of the list.
    await page.getByRole('button', { name: 'Próxima página' }).scrollIntoViewIfNeeded();
    const missedAtPager = await missedTaps(page);
    await page.goto('/admin/administracao/cursos/novo');
    await page.getByRole('button', { name: 'CANCELAR' }).waitFor();
    const missedOnForm = await missedTaps(page);
    // The class form: a combo box's and the date pickers' buttons, at the end of their fields.
    await page.goto('/admin/entidade/turmas/novo');
    const calendars = page.getByRole('button', { name: /^Calendário/ });
    await calendars.first().waitFor();
    // In the middle of the screen: at its foot, the phone's SALVAR bar lies over the page.
    await calendars.last().evaluate((button) => button.scrollIntoView({ block: 'center' }));
    const missedOnClassForm = await missedTaps(page);
    expect({ missedOnList, missedAtPager, missedOnForm, missedOnClassForm }).toEqual({
      missedOnList: [],
      missedAtPager: [],
      missedOnForm: [],
      missedOnClassForm: [],
    });
  });

  it('and the small ones inside fields: the search box’s ×, a user’s profile tags, the permission tree’s expanders', async () => {
    const { page } = await browser.newPage({ phone: true });
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/cursos');
    await page.getByRole('searchbox', { name: 'Procurar' }).fill('Piloto');
    await page.getByRole('button', { name: 'Limpar busca' }).waitFor();
    const missedAtSearch = await missedTaps(page);
    // A user with profiles: each is a tag with its remove button.
    await page.goto('/admin/configuracao/usuarios');
    await page.getByRole('button', { name: 'Ana Administradora', exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar Usuário' });
    await modal
      .getByRole('button', { name: /^Remover / })
      .first()
      .waitFor();
    // Once it takes taps: while it comes in, a tap reaches nothing.
    await page.waitForFunction(() => {
      const dialog = document.querySelector('[role="dialog"]');
      const box = dialog?.getBoundingClientRect();
      return (
        box !== undefined &&
        dialog?.contains(document.elementFromPoint(box.left + box.width / 2, box.top + 8))
      );
    });
    const missedOnTags = await missedTaps(page);
    await page.keyboard.press('Escape');
    await page.goto('/admin/configuracao/perfis/novo');
    await page
      .getByRole('button', { name: /expandir|recolher/i })
      .first()
      .waitFor();
    const missedOnTree = await missedTaps(page);
    expect({ missedAtSearch, missedOnTags, missedOnTree }).toEqual({
      missedAtSearch: [],
      missedOnTags: [],
      missedOnTree: [],
    });
  });
});
