import { MESSAGES } from '@hangar/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/administracao/questoes';

/** The titles of the table's rows, in order. */
async function rowTitles(page: Page) {
  return page.getByRole('table', { name: 'Questões' }).getByRole('link').allTextContents();
}

/** The answers' texts in the form, in order (from the radios' names). */
async function answersOf(page: Page) {
  const radios = page.getByRole('grid', { name: 'Respostas da questão' }).getByRole('radio');
  const names = await radios.evaluateAll((all) => all.map((r) => r.getAttribute('aria-label') ?? ''));
  return names.map((n) => n.replace('Resposta correta: ', ''));
}
async function correctOf(page: Page) {
  return page
    .getByRole('grid', { name: 'Respostas da questão' })
    .getByRole('radio')
    .evaluateAll((all) => all.map((r) => (r as HTMLInputElement).checked));
}

/** Types in a Refinar picker and takes an option, then closes its popover. */
async function pick(page: Page, label: string, text: string, option: string) {
  const drawer = page.getByRole('dialog', { name: 'Refinar' });
  const input = drawer.getByRole('combobox', { name: label });
  await expect.poll(() => input.isEnabled()).toBe(true);
  await input.click();
  if (text) await input.fill(text);
  await page.getByRole('option', { name: option, exact: true }).click();
  await drawer.getByRole('heading', { name: 'Refinar' }).click();
}

async function search(page: Page, text: string) {
  await page.getByPlaceholder('Procurar').fill(text);
  await page.getByPlaceholder('Procurar').press('Enter');
  await page.waitForURL((url) => new URL(url).searchParams.get('search') === text);
}

async function addAnswer(page: Page, text: string) {
  await page.getByLabel('Nova resposta').fill(text);
  await page.getByLabel('Nova resposta').press('Enter');
  await page.getByRole('radio', { name: `Resposta correta: ${text}`, exact: true }).waitFor();
}

describe('questions', () => {
  it('filters by a course and a module through Refinar, and the address keeps them across a reload and Back', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(LIST);
    await page.getByRole('table', { name: 'Questões' }).getByRole('link').first().waitFor();
    const unfiltered = await rowTitles(page);

    await page.getByRole('button', { name: /^Refinar/ }).click();
    await pick(page, 'Curso', 'Planador', 'Piloto de Planador');
    await pick(page, 'Módulos', '', 'Voo a Vela');
    await page.getByRole('dialog', { name: 'Refinar' }).getByRole('button', { name: 'APLICAR' }).click();
    await page.waitForURL((url) => {
      const params = new URL(url).searchParams;
      return params.getAll('cursos[]').length === 1 && params.getAll('modulos[]').length === 1;
    });
    await expect.poll(() => rowTitles(page)).not.toEqual(unfiltered);
    const filtered = await rowTitles(page);
    expect(filtered.length).toBeGreaterThan(0);
    expect(filtered).toContain('O altímetro ajustado em QFE indica, no solo:');
    await page.getByRole('button', { name: 'Refinar 2 filtros ativos' }).waitFor();

    await page.reload();
    await page.getByRole('table', { name: 'Questões' }).getByRole('link').first().waitFor();
    await expect.poll(() => rowTitles(page)).toEqual(filtered);
    // The drawer opens with the names of what the address holds.
    await page.getByRole('button', { name: /^Refinar/ }).click();
    const drawer = page.getByRole('dialog', { name: 'Refinar' });
    await drawer.getByRole('list', { name: 'Curso selecionados' }).getByText('Piloto de Planador').waitFor();
    await drawer.getByRole('list', { name: 'Módulos selecionados' }).getByText('Voo a Vela').waitFor();
    await drawer.getByRole('button', { name: 'CANCELAR' }).click();

    await page.goBack();
    await page.waitForURL((url) => !new URL(url).searchParams.has('cursos[]'));
    await expect.poll(() => rowTitles(page)).toEqual(unfiltered);
    await context.close();
  });

  it('creates a question with three answers, marks the third correct, reorders by keyboard, reopens it in order, and deletes it', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    const titulo = `Questão E2E ${Date.now().toString(36).toUpperCase()}: qual código indica emergência?`;

    await page.goto(LIST);
    await page.getByRole('button', { name: /ADICIONAR QUESTÃO/ }).click();
    await page.waitForURL((url) => url.pathname === `${LIST}/novo`);
    await page.getByRole('heading', { name: 'Detalhe da questão' }).waitFor();
    await page.getByLabel('Questão', { exact: true }).fill(titulo);
    await page.getByLabel('Explicação da questão').fill('7700 é o código de emergência geral.');
    for (const text of ['7500', '7600', '7700']) await addAnswer(page, text);
    expect(await correctOf(page)).toEqual([true, false, false]);
    await page.getByRole('radio', { name: 'Resposta correta: 7700' }).check();
    expect(await correctOf(page)).toEqual([false, false, true]);

    // Keyboard: focus the handle, Enter picks the answer up, ArrowUp twice, Enter puts it down.
    await page.getByRole('button', { name: 'Mover 7700', exact: true }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect.poll(() => answersOf(page)).toEqual(['7700', '7500', '7600']);

    await page.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso' });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    await search(page, titulo);
    await page.getByRole('link', { name: titulo, exact: true }).click();
    await page.getByRole('heading', { name: 'Detalhe da questão' }).waitFor();
    await expect.poll(() => answersOf(page)).toEqual(['7700', '7500', '7600']);
    expect(await correctOf(page)).toEqual([true, false, false]);
    await page.getByText('A questão não está classificada em nenhum Assunto').waitFor();

    await page.getByRole('button', { name: /DELETAR QUESTÃO/ }).click();
    await page.getByRole('alertdialog', { name: 'Aviso' }).getByRole('button', { name: 'Excluir' }).click();
    await page.waitForURL(
      (url) => url.pathname === LIST && new URL(url).searchParams.get('search') === titulo,
    );
    await page.getByText('Nenhum resultado para a busca').waitFor();
    await context.close();
  });

  it('the server refuses answers with zero or two correct ones, whatever the UI allows', async () => {
    const token = await apiToken('admin');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const post = (opcoes: { titulo: string; resposta_correta: boolean }[]) =>
      fetch(`${baseUrl()}/api/questao`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ titulo: `Contornando a tela ${Date.now()}`, opcoes }),
      });
    for (const opcoes of [
      [
        { titulo: 'a', resposta_correta: true },
        { titulo: 'b', resposta_correta: true },
      ],
      [
        { titulo: 'a', resposta_correta: false },
        { titulo: 'b', resposta_correta: false },
      ],
    ]) {
      const res = await post(opcoes);
      expect(res.status).toBe(422);
      expect(await res.json()).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
    }
  });

  it('the view-only account has no add, edit, delete or classify controls, write routes send it to /, and the API refuses writes', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(LIST);
    await page.getByRole('table', { name: 'Questões' }).getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('button', { name: /ADICIONAR QUESTÃO/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Classificar/ }).count()).toBe(0);
    expect(await page.getByRole('button', { name: /^Ações de/ }).count()).toBe(0);
    expect(await page.getByRole('table', { name: 'Questões' }).getByRole('link').count()).toBe(0);

    for (const path of [`${LIST}/novo`, `${LIST}/210`, `${LIST}/210/classificacoes`]) {
      await page.goto(path);
      await page.waitForURL('**/admin/dashboard');
    }

    const token = await apiToken('leitor');
    const headers = { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' };
    const body = JSON.stringify({ titulo: 'Não', opcoes: [{ titulo: 'a', resposta_correta: true }] });
    const writes = [
      fetch(`${baseUrl()}/api/questao`, { method: 'POST', headers, body }),
      fetch(`${baseUrl()}/api/questao/210`, { method: 'PUT', headers, body }),
      fetch(`${baseUrl()}/api/questao/210?ids=210`, {
        method: 'DELETE',
        headers: { Authorization: `Bearer ${token}` },
      }),
      fetch(`${baseUrl()}/api/questao/210/classificacao`, {
        method: 'PUT',
        headers,
        body: JSON.stringify({ cursos: [], modulos: [], assuntos: [], problemas: [] }),
      }),
    ];
    expect((await Promise.all(writes)).map((r) => r.status)).toEqual([403, 403, 403, 403]);
    await context.close();
  });
});
