import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, DEMO, signIn, useBrowser } from './support/browser';
import { PNG_1PX } from './support/files';

const browser = useBrowser();
const LIST = '/admin/administracao/cursos';

/** A small valid PDF: the server sniffs the kind from its first bytes (%PDF-). */
function pdf(name: string) {
  const text =
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\n' +
    'trailer<</Root 1 0 R>>\n%%EOF\n';
  return { name, mimeType: 'application/pdf', buffer: Buffer.from(text) };
}

async function headingsOf(page: Page) {
  return page
    .getByRole('grid', { name: 'Módulos do curso' })
    .getByRole('heading', { level: 2 })
    .allTextContents();
}

async function addModule(page: Page, nome: string) {
  await page.getByRole('button', { name: 'ADICIONAR MÓDULO' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Módulo' });
  await dialog.getByLabel('Título do Módulo').fill(nome);
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await page.getByRole('heading', { name: nome, level: 2 }).waitFor();
}

async function addSubjectWithPdf(page: Page, modulo: string, assunto: string) {
  await page.getByRole('button', { name: `Adicionar assunto em ${modulo}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Assunto' });
  await dialog.getByLabel('Título do Assunto').fill(assunto);
  const add = dialog.getByRole('button', { name: 'ADICIONAR' });
  expect(await add.isDisabled()).toBe(true);
  const file = `${assunto.toLowerCase().replace(/\W+/g, '-')}.pdf`;
  await dialog.locator('input[type="file"]').setInputFiles(pdf(file));
  await dialog.getByText(`Arquivo selecionado: ${file}`).waitFor();
  await add.click();
  await dialog.getByRole('list', { name: 'Materiais do assunto' }).getByRole('link').waitFor();
  await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
  await dialog.waitFor({ state: 'detached' });
}

async function saveAndReturn(page: Page) {
  await page.getByRole('button', { name: 'SALVAR' }).click();
  const done = page.getByRole('dialog', { name: 'Sucesso' });
  await done.getByText(MESSAGES.success.text).waitFor();
  await done.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL((url) => url.pathname === LIST);
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Procurar').fill(text);
  await page.getByPlaceholder('Procurar').press('Enter');
  await page.waitForURL((url) => new URL(url).searchParams.get('search') === text);
}

describe('courses', () => {
  it('creates a course with modules, subjects and PDFs, reorders, edits, finds and deletes it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    const stamp = Date.now().toString(36).toUpperCase();
    const nome = `Curso E2E ${stamp}`;

    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Novo Curso' }).waitFor();
    await page.getByLabel('ID do Curso').fill(`E2E-${stamp}`);
    await page.getByLabel('Nome do Curso').fill(nome);
    await page.getByRole('button', { name: /Situação/ }).click();
    await page.getByRole('option', { name: 'Ativo', exact: true }).click();

    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.getByText('Nenhum Módulo foi adicionado ao Curso').waitFor();
    for (const modulo of ['Módulo Alfa', 'Módulo Bravo']) {
      await addModule(page, modulo);
      for (const n of [1, 2]) await addSubjectWithPdf(page, modulo, `${modulo} assunto ${n}`);
    }
    expect(await headingsOf(page)).toEqual(['Módulo Alfa', 'Módulo Bravo']);

    // Keyboard reorder (the kit's SortableList move): focus the handle, Enter picks the module
    // up, one ArrowDown moves it one place (announced), Enter puts it down.
    await page.getByRole('button', { name: 'Mover Módulo Alfa', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(() => headingsOf(page)).toEqual(['Módulo Bravo', 'Módulo Alfa']);

    await saveAndReturn(page);

    // Reopen from the list, found by search (the address holds it).
    await search(page, nome);
    await page.getByRole('link', { name: nome, exact: true }).click();
    await page.getByRole('heading', { name: `Editar ${nome}` }).waitFor();
    await page.getByRole('tab', { name: 'Módulos' }).click();
    await expect.poll(() => headingsOf(page)).toEqual(['Módulo Bravo', 'Módulo Alfa']);
    const subjects = page.getByRole('grid', { name: 'Assuntos de Módulo Bravo' });
    expect(await subjects.getByRole('row').allTextContents()).toEqual([
      expect.stringContaining('Módulo Bravo assunto 1'),
      expect.stringContaining('Módulo Bravo assunto 2'),
    ]);
    // The file is there and is the PDF that was uploaded.
    await page.getByRole('button', { name: 'Editar assunto Módulo Bravo assunto 2' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Assunto' });
    const link = dialog.getByRole('list', { name: 'Materiais do assunto' }).getByRole('link');
    expect(await link.count()).toBe(1);
    expect(await link.getAttribute('target')).toBe('_blank');
    const href = (await link.getAttribute('href')) ?? '';
    const file = await fetch(new URL(href, baseUrl()));
    expect(file.status).toBe(200);
    expect((await file.text()).startsWith('%PDF-')).toBe(true);
    await dialog.getByRole('button', { name: 'CANCELAR' }).click();

    // Edit the name.
    await page.getByRole('tab', { name: 'Informações Básicas' }).click();
    expect(await page.getByLabel('ID do Curso').isDisabled()).toBe(true);
    const renamed = `${nome} revisado`;
    await page.getByLabel('Nome do Curso').fill(renamed);
    await saveAndReturn(page);

    // Search for it: the address holds the search, the row is there.
    await search(page, renamed);
    expect(new URL(page.url()).searchParams.get('search')).toBe(renamed);
    await page.getByRole('link', { name: renamed, exact: true }).waitFor();

    // Refinar: Situação Inativo is applied on APLICAR, lands in the address with the search, and
    // hides the (active) course; Back steps back to the unfiltered view.
    await page.getByRole('button', { name: 'Refinar' }).click();
    const drawer = page.getByRole('dialog', { name: 'Refinar' });
    await drawer.getByRole('radiogroup', { name: 'Situação' }).getByText('Inativo').click();
    await drawer.getByRole('button', { name: 'APLICAR' }).click();
    await page.waitForURL((url) => new URL(url).searchParams.getAll('situacao[]').join() === 'Inativo');
    expect(new URL(page.url()).searchParams.get('search')).toBe(renamed);
    await page.getByRole('link', { name: renamed, exact: true }).waitFor({ state: 'detached' });
    await page.goBack();
    await page.waitForURL((url) => !new URL(url).searchParams.has('situacao[]'));
    await page.getByRole('link', { name: renamed, exact: true }).waitFor();

    // Delete it: confirmation, then the list reloads without it.
    await page.getByRole('button', { name: `Ações de ${renamed}` }).click();
    await page.getByRole('menuitem', { name: 'Excluir' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Aviso' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('link', { name: renamed, exact: true }).waitFor({ state: 'detached' });
    await page.getByText('Nenhum resultado para a busca').waitFor();
    await context.close();
  });

  it('keeps the form as a draft when the session ends and returns to it after signing in again', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Novo Curso' }).waitFor();
    const nome = `Rascunho E2E ${Date.now().toString(36).toUpperCase()}`;
    await page.getByLabel('Nome do Curso').fill(nome);
    // The draft is written as the user types (debounced).
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).some((k) => k.startsWith('hangar.draft:'))))
      .toBe(true);

    // The session ends (§4: a refused refresh drops it and reloads the page); here the refresh
    // cookie goes away, so the reload finds no session. The form may ask before the reload:
    // accept, as the app itself never holds a reload once the session is gone.
    page.on('dialog', (dialog) => void dialog.accept());
    await context.clearCookies();
    await page.reload();
    await page.waitForURL((url) => url.pathname === '/auth/login');

    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Senha').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/novo`);
    const offer = page.getByRole('region', { name: MESSAGES.draft.title });
    await offer.getByRole('button', { name: 'RESTAURAR' }).click();
    expect(await page.getByLabel('Nome do Curso').inputValue()).toBe(nome);
    await context.close();
  });

  it("refuses a restored draft's image that the server cleared away, on the image field, and saves with a new one", async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Novo Curso' }).waitFor();
    const tag = Date.now().toString(36).toUpperCase();
    await page.getByLabel('Nome do Curso').fill(`Imagem E2E ${tag}`);
    // The draft the form keeps, as if written a day ago with an upload the sweep has since removed.
    await expect
      .poll(() => page.evaluate(() => Object.keys(localStorage).find((k) => k.startsWith('hangar.draft:'))))
      .toBeTruthy();
    await page.evaluate((apelido) => {
      const key = Object.keys(localStorage).find((k) => k.startsWith('hangar.draft:'))!;
      const kept = JSON.parse(localStorage.getItem(key)!);
      kept.value = {
        ...kept.value,
        apelido,
        situacao: 'Novo',
        imagem_url: '/uploads/removida-pela-limpeza.png',
        modulos: [{ id: 'tmp-1', nome: 'Módulo do rascunho', ordem: 0, new: true, assuntos: [] }],
      };
      localStorage.setItem(key, JSON.stringify(kept));
    }, `IMG-${tag}`);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    await page
      .getByRole('region', { name: MESSAGES.draft.title })
      .getByRole('button', { name: 'RESTAURAR' })
      .click();
    await page.getByText('Imagem indisponível').waitFor();

    await page.getByRole('button', { name: 'SALVAR' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: MESSAGES.errors.validationTitle })
      .getByText(MESSAGES.image.notUploaded)
      .waitFor();
    expect(
      await page.getByRole('button', { name: 'Selecionar imagem' }).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(await page.getByLabel('Nome do Curso').inputValue()).toBe(`Imagem E2E ${tag}`);

    await page
      .locator('input[type="file"][accept*="image"]')
      .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Imagem do curso' }).waitFor();
    await saveAndReturn(page);
    await context.close();
  });

  it('the view-only account sees no add, edit or delete, opens a course read-only, and the API refuses', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('table', { name: 'Cursos' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: /ADICIONAR CURSO/ }).count()).toBe(0);
    // Its row menus offer Visualizar only: no Editar, no Excluir.
    await page
      .getByRole('button', { name: /^Ações de/ })
      .first()
      .click();
    await page.getByRole('menuitem', { name: 'Visualizar' }).waitFor();
    expect(await page.getByRole('menuitem', { name: /Editar|Excluir/ }).count()).toBe(0);
    await page.keyboard.press('Escape');
    // A course opens read-only: no SALVAR, fields disabled.
    await page.getByRole('table', { name: 'Cursos' }).getByRole('link').first().click();
    await page.getByRole('heading', { name: /^Visualizar / }).waitFor();
    expect(await page.getByRole('button', { name: 'SALVAR' }).count()).toBe(0);
    expect(await page.getByLabel('Nome do Curso').isDisabled()).toBe(true);

    await page.goto(`${LIST}/novo`);
    await page.waitForURL('**/admin/dashboard');

    const token = await apiToken('leitor');
    const refused = await fetch(`${baseUrl()}/api/curso`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ apelido: 'X', nome: 'X', situacao: 'Ativo', modulos: [] }),
    });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

describe('courses on a phone', () => {
  it('reorders modules with a tap where a drag needs a long press at best (WCAG 2.5.7)', async () => {
    const { page, context } = await browser.newPage({ phone: true });
    await signIn(page, 'admin');
    await page.goto(`${LIST}/novo`);
    await page.getByRole('heading', { name: 'Adicionar Novo Curso' }).waitFor();
    await page.getByRole('tab', { name: 'Módulos' }).tap();
    for (const modulo of ['Módulo A', 'Módulo B', 'Módulo C']) await addModule(page, modulo);
    const up = page.getByRole('button', { name: 'Mover Módulo C para cima' });
    await up.tap();
    await expect.poll(() => headingsOf(page)).toEqual(['Módulo A', 'Módulo C', 'Módulo B']);
    await page.getByRole('button', { name: 'Mover Módulo C para cima' }).tap();
    await expect.poll(() => headingsOf(page)).toEqual(['Módulo C', 'Módulo A', 'Módulo B']);
    // The first cannot go further up, nor the last further down.
    expect(await page.getByRole('button', { name: 'Mover Módulo C para cima' }).isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Mover Módulo B para baixo' }).isDisabled()).toBe(true);
    // A finger's size.
    const box = await page.getByRole('button', { name: 'Mover Módulo A para baixo' }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(40);
    await page.screenshot({ path: '/tmp/phone-reorder.png' });
    await context.close();
  });
});
