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
    const pinned = (element: Element) => {
      for (let at: Element | null = element; at; at = at.parentElement) {
        const { position } = getComputedStyle(at);
        if (position === 'fixed' || position === 'sticky') return true;
      }
      return false;
    };
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
        // Under the shell's header or the phone's SALVAR bar, which stay while the page scrolls
        // beneath them: that edge of the page is out of view, as the screen's own edges are.
        if (hit && !hit.contains(button) && pinned(hit)) continue;
        const name = button.getAttribute('aria-label') ?? button.textContent?.trim();
        missed.push(
          `${name} (${Math.round(box.width)}×${Math.round(box.height)}) at ${dx},${dy}: ${hit?.tagName}`,
        );
      }
    }
    return missed;
  });
}

/**
 * The boxes in view one types or picks into (inputs, text areas, selects, date and time fields)
 * whose text is under 16 px, or that are under 44 px tall, with their size.
 */
function smallFields(page: Page) {
  return page.evaluate(() => {
    const small: string[] = [];
    const boxes = document.querySelectorAll<HTMLElement>(
      // Not the hidden twins of selects and date pickers (for forms and autofill; never focused).
      'input:not([type="radio"], [type="checkbox"], [type="file"], [type="hidden"], [tabindex="-1"]), ' +
        'textarea, select:not([tabindex="-1"]), ' +
        'button[aria-haspopup="listbox"], [role="group"]:has(> [role="spinbutton"])',
    );
    const bordered = (element: Element) => getComputedStyle(element).borderTopWidth !== '0px';
    for (const field of boxes) {
      // A select's button draws its box; a combo box's (the arrow inside its input) does not.
      if (field.tagName === 'BUTTON' && !bordered(field)) continue;
      // A date's segments sit in a box drawn around them (with its calendar button): measure that.
      let drawn: HTMLElement = field;
      while (field.role === 'group' && drawn.parentElement && !bordered(drawn)) drawn = drawn.parentElement;
      const box = drawn.getBoundingClientRect();
      if (!field.checkVisibility() || box.width === 0 || box.bottom < 0 || box.top > innerHeight) continue;
      // A date's text is in its segments; anything else's is its own.
      const text = field.querySelector<HTMLElement>('[role="spinbutton"]') ?? field;
      const fontSize = Number.parseFloat(getComputedStyle(text).fontSize);
      if (fontSize >= 16 && box.height >= 44) continue;
      const name = field.getAttribute('aria-label') || field.id || field.outerHTML.slice(0, 80);
      small.push(`${name}: ${Math.round(box.height)} px tall, text ${fontSize} px`);
    }
    return small;
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

  it('a box to type into is 44 px tall with 16 px text (iOS zooms into smaller): sign-in, a list, three forms', async () => {
    const { page } = await browser.newPage({ phone: true });
    await page.goto('/auth/login');
    await page.getByLabel('E-mail').waitFor();
    const smallAtSignIn = await smallFields(page);
    await signIn(page, 'admin');
    await page.goto('/admin/administracao/cursos');
    await page.getByRole('searchbox', { name: 'Procurar' }).waitFor();
    const smallOnList = await smallFields(page);
    // The page size, at the foot of the list.
    await page.getByRole('button', { name: 'Próxima página' }).scrollIntoViewIfNeeded();
    smallOnList.push(...(await smallFields(page)));
    await page.goto('/admin/administracao/cursos/novo');
    await page.getByRole('button', { name: 'CANCELAR' }).waitFor();
    const smallOnCourseForm = await smallFields(page);
    // The class form: a combo box, selects, date pickers and, once a day is on, its times.
    await page.goto('/admin/entidade/turmas/novo');
    await page
      .getByRole('button', { name: /^Calendário/ })
      .first()
      .waitFor();
    const smallOnClassForm = await smallFields(page);
    await page.getByRole('switch', { name: 'Segunda-feira' }).focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('group', { name: 'Início, Segunda-feira, horário 1' })
      .evaluate((field) => field.scrollIntoView({ block: 'center' }));
    const smallAtTimes = await smallFields(page);
    await page.goto('/admin/configuracao/usuarios');
    await page.getByRole('button', { name: 'Ana Administradora', exact: true }).click();
    await page.getByRole('dialog', { name: 'Editar Usuário' }).getByLabel('E-mail').waitFor();
    const smallInUserModal = await smallFields(page);
    expect({
      smallAtSignIn,
      smallOnList,
      smallOnCourseForm,
      smallOnClassForm,
      smallAtTimes,
      smallInUserModal,
    }).toEqual({
      smallAtSignIn: [],
      smallOnList: [],
      smallOnCourseForm: [],
      smallOnClassForm: [],
      smallAtTimes: [],
      smallInUserModal: [],
    });
  });
});
