import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/administracao/problemas';

/** The new-problem form, opened from its list, with a title typed and not saved. */
async function typedForm(page: Page) {
  await signIn(page, 'admin');
  await page.goto(LIST);
  await page.getByRole('button', { name: /ADICIONAR PROBLEMA/ }).click();
  await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
  await page.getByLabel('Título do Problema').fill('Rascunho que não pode se perder');
}

const asking = (page: Page) => page.getByRole('alertdialog', { name: MESSAGES.confirm.title });

describe('leaving a form with unsaved changes (the app history holds the navigation)', () => {
  it("asks on the browser's Back; staying keeps the address and the typing, leaving goes back", async () => {
    const { page, context } = await browser.newPage();
    await typedForm(page);
    await page.goBack();
    await asking(page).getByText(MESSAGES.unsaved.text).waitFor();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.stay }).click();
    await asking(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`${LIST}/novo`);
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe('Rascunho que não pode se perder');

    // Asked again on the next Back, and this time let go.
    await page.goBack();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.leave }).click();
    await page.waitForURL((url) => url.pathname === LIST && url.search === '');
    await page.getByRole('button', { name: /ADICIONAR PROBLEMA/ }).waitFor();
    // The history is the list's: Forward returns to the form, which no longer holds the typing.
    await page.goForward();
    await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe('');
    await context.close();
  });

  it('asks on a menu link, and staying leaves the page where it was', async () => {
    const { page, context } = await browser.newPage();
    await typedForm(page);
    await page.getByRole('link', { name: 'Cursos' }).first().click();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.stay }).click();
    expect(new URL(page.url()).pathname).toBe(`${LIST}/novo`);
    await page.getByRole('link', { name: 'Cursos' }).first().click();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.leave }).click();
    await page.waitForURL((url) => url.pathname === '/admin/administracao/cursos');
    await context.close();
  });

  it("asks on 'Sair': staying keeps the session and the typing, leaving signs out", async () => {
    const { page, context } = await browser.newPage();
    let revokes = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/oauth/tokens/') && request.method() === 'DELETE')
        revokes++;
    });
    await typedForm(page);
    await page.getByRole('button', { name: 'Sair' }).click();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.stay }).click();
    await asking(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe(`${LIST}/novo`);
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe('Rascunho que não pode se perder');
    // Still signed in: nothing was revoked, and the next way out asks again.
    expect(revokes).toBe(0);
    await page.getByRole('button', { name: 'Sair' }).click();
    await asking(page).getByRole('button', { name: MESSAGES.unsaved.leave }).click();
    await page.waitForURL((url) => url.pathname === '/auth/login');
    await page.getByRole('button', { name: 'ENTRAR' }).waitFor();
    expect(revokes).toBe(1);
    await context.close();
  });
});

describe('moving between screens whose code is still loading', () => {
  it('changes the address with the screen, and quick clicks leave one history entry', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    // A slow network for the two lists' code.
    await page.route(/\/assets\/(cursos|problemas)-page-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    await page.getByRole('link', { name: 'Cursos' }).first().click();
    await page.waitForTimeout(100);
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await page.getByRole('link', { name: 'Problemas' }).first().click();
    await page.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe(LIST);
    // Back goes to the dashboard: no entry for the course list, which was never shown.
    await page.goBack();
    await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/dashboard');
    await context.close();
  });
});

const FORM_CHUNK = /\/assets\/problema-form-page-[^/]+\.js$/;

describe('a screen whose code does not load', () => {
  it('says so in Portuguese inside the shell; the menu still leads elsewhere, and the screen loads when asked again', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(LIST);
    const add = page.getByRole('button', { name: /ADICIONAR PROBLEMA/ });
    await add.waitFor();
    // As after a deploy: the form's chunk, which this list never loaded, is gone.
    await page.route(FORM_CHUNK, (route) => route.fulfill({ status: 404 }));
    await add.click();
    await page.getByRole('heading', { name: MESSAGES.screen.failedTitle }).waitFor();
    await page.getByText(MESSAGES.screen.failed).waitFor();
    await expect.poll(() => page.title()).toBe(`${MESSAGES.screen.failedTitle} · Hangar`);

    // The chunk is back: the menu leads on without a reload, and the form loads when opened again.
    await page.unroute(FORM_CHUNK);
    await page.getByRole('link', { name: 'Problemas' }).first().click();
    await add.click();
    await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
    await context.close();
  });

  it('offers a reload, which brings the screen', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.route(FORM_CHUNK, (route) => route.fulfill({ status: 404 }));
    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: MESSAGES.screen.failedTitle }).waitFor();
    await page.unroute(FORM_CHUNK);
    await page.getByRole('button', { name: MESSAGES.screen.reload }).click();
    await page.getByRole('heading', { name: 'Adicionar Novo Problema' }).waitFor();
    await context.close();
  });
});
