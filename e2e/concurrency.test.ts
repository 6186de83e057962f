import { CURSO_REST } from '@hangar/api-client/testing';
import { MESSAGES } from '@hangar/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, saveAndOk, signIn, useBrowser } from './support/browser';

const browser = useBrowser();

interface Versioned {
  id: number;
  updated_at: string;
}

/** Calls the API as someone else would, from another place: answers the `data` of its body. */
async function call<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(res.status, `${method} ${path}`).toBeLessThan(300);
  return ((await res.json()) as { data: T }).data;
}

/**
 * SALVAR from a copy someone else changed since: the notice, what was typed kept; 'VER VERSÃO
 * ATUAL' opens the other version in a new tab (returned), and the notice goes.
 */
async function refusedThenShown(page: Page, context: BrowserContext): Promise<Page> {
  await page.getByRole('button', { name: 'SALVAR' }).click();
  const notice = page.getByRole('alert', { name: MESSAGES.concurrency.title });
  await notice.getByText(MESSAGES.concurrency.stale).waitFor();
  const [other] = await Promise.all([
    context.waitForEvent('page'),
    notice.getByRole('button', { name: MESSAGES.concurrency.showCurrent }).click(),
  ]);
  await notice.waitFor({ state: 'detached' });
  return other;
}

describe('a record changed by someone else meanwhile', () => {
  it('a problem: the save is refused with the notice, the other version opens, and the next SALVAR keeps their change to a field left alone', async () => {
    const token = await apiToken('admin');
    const titulo = `Problema concorrente ${Date.now().toString(36)}`;
    const created = await call<Versioned>(token, 'POST', '/api/problema', { titulo, questoes: [] });
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`/admin/administracao/problemas/${created.id}`);
    await page.getByRole('heading', { name: `Editar ${titulo}` }).waitFor();

    // Someone else renames it after this page loaded it.
    const renamed = `${titulo} (renomeado)`;
    await call(token, 'PUT', `/api/problema/${created.id}`, {
      titulo: renamed,
      descricao: null,
      arquivos: [],
      questoes: [],
      updated_at: created.updated_at,
    });

    await page.getByLabel('Descrição').fill('Descrição escrita aqui');
    const other = await refusedThenShown(page, context);
    await other.getByRole('heading', { name: `Editar ${renamed}` }).waitFor();
    await other.close();
    // The title, left alone here, took their version; the description typed here stays.
    await page
      .getByRole('status', { name: MESSAGES.concurrency.title })
      .getByText(MESSAGES.concurrency.merged)
      .waitFor();
    expect(await page.getByLabel('Título do Problema').inputValue()).toBe(renamed);
    // The heading names the record as saved now.
    await page.getByRole('heading', { name: `Editar ${renamed}` }).waitFor();
    expect(await page.getByLabel('Descrição').inputValue()).toBe('Descrição escrita aqui');

    // Seen their version, this save is made knowingly: it goes through, and keeps their change.
    await saveAndOk(page);
    await page.getByRole('heading', { name: 'Problemas', level: 1 }).waitFor();
    const saved = await call<{ titulo: string; descricao: string | null }>(
      token,
      'GET',
      `/api/problema/${created.id}`,
    );
    expect(saved).toMatchObject({ titulo: renamed, descricao: 'Descrição escrita aqui' });
  });

  it('a user (a modal, no record address): the other version opens as the list searched for the e-mail', async () => {
    const token = await apiToken('admin');
    const stamp = Date.now().toString(36);
    const email = `concorrente.${stamp}@hangar.dev`;
    const nome = `Usuário Concorrente ${stamp}`;
    const created = await call<Versioned>(token, 'POST', '/api/usuario', {
      nome,
      email,
      perfis: [],
      situacao: 'Ativo',
      password: 'senha-e2e-segura',
    });
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`/admin/configuracao/usuarios?search=${encodeURIComponent(email)}`);
    await page.getByRole('button', { name: nome, exact: true }).click();
    const modal = page.getByRole('dialog', { name: 'Editar Usuário' });
    await modal.waitFor();

    // Someone else renames and deactivates the user after this modal opened.
    const renamed = `${nome} (renomeado)`;
    await call(token, 'PUT', `/api/usuario/${created.id}`, {
      nome: renamed,
      email,
      perfis: [],
      situacao: 'Inativo',
      imagem_url: null,
      updated_at: created.updated_at,
    });

    await modal.getByLabel('Nome').fill(`${nome} (daqui)`);
    const other = await refusedThenShown(page, context);
    await other.waitForURL((url) => new URL(url).searchParams.get('search') === email);
    await other.getByRole('button', { name: renamed, exact: true }).waitFor();
    await other.close();
    // Both changed the name: this one stays. The situation, left alone here, took theirs.
    expect(await modal.getByLabel('Nome').inputValue()).toBe(`${nome} (daqui)`);
    await modal.getByRole('status', { name: MESSAGES.concurrency.title }).waitFor();

    await saveAndOk(page);
    const found = await call<{ data: Array<{ id: number; nome: string; situacao: string | null }> }>(
      token,
      'GET',
      `/api/usuario?email=${encodeURIComponent(email)}`,
    );
    expect(found.data.find((u) => u.id === created.id)).toMatchObject({
      nome: `${nome} (daqui)`,
      situacao: 'Inativo',
    });
  });

  it('a course: a module renamed elsewhere and another renamed here are both kept (merged module by module)', async () => {
    const token = await apiToken('admin');
    const tag = Date.now().toString(36).toUpperCase();
    const body = {
      apelido: `CONC-${tag}`,
      nome: `Curso concorrente ${tag}`,
      situacao: 'Ativo',
      ...CURSO_REST, // an update sends every field (the contract's replacingBody)
      modulos: [
        { id: 'tmp-1', nome: 'Módulo Alfa', ordem: 0, new: true, assuntos: [] },
        { id: 'tmp-2', nome: 'Módulo Bravo', ordem: 1, new: true, assuntos: [] },
      ],
    };
    interface Course extends Versioned {
      uuid: string;
      modulos: Array<{ id: number; nome: string; ordem: number }>;
    }
    const created = await call<Course>(token, 'POST', '/api/curso', body);
    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`/admin/administracao/cursos/${created.uuid}`);
    await page.getByRole('heading', { name: `Editar ${body.nome}` }).waitFor();

    // Someone else renames Alfa after this page loaded the course.
    await call(token, 'PUT', `/api/curso/${created.uuid}`, {
      ...body,
      modulos: created.modulos.map((m) => ({
        id: m.id,
        nome: m.nome === 'Módulo Alfa' ? 'Módulo Alfa (deles)' : m.nome,
        ordem: m.ordem,
        assuntos: [],
      })),
      updated_at: created.updated_at,
    });

    // Here, Bravo is renamed.
    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.getByRole('button', { name: 'Editar módulo Módulo Bravo' }).click();
    const dialog = page.getByRole('dialog', { name: 'Editar Módulo' });
    await dialog.getByLabel('Título do Módulo').fill('Módulo Bravo (daqui)');
    await dialog.getByRole('button', { name: 'CONFIRMAR' }).click();
    await page.getByRole('heading', { name: 'Módulo Bravo (daqui)', level: 2 }).waitFor();

    const other = await refusedThenShown(page, context);
    await other.close();
    await page.getByRole('status', { name: MESSAGES.concurrency.title }).waitFor();
    // Both renames are in the form: theirs of a module left alone here, and this one.
    await page.getByRole('tab', { name: 'Módulos' }).click();
    await page.getByRole('heading', { name: 'Módulo Alfa (deles)', level: 2 }).waitFor();
    await page.getByRole('heading', { name: 'Módulo Bravo (daqui)', level: 2 }).waitFor();

    await saveAndOk(page);
    const saved = await call<Course>(token, 'GET', `/api/curso/${created.uuid}`);
    expect(saved.modulos.map((m) => m.nome)).toEqual(['Módulo Alfa (deles)', 'Módulo Bravo (daqui)']);
  });
});
