import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiToken, baseUrl, signIn, useBrowser } from './support/browser';

const browser = useBrowser();
const LIST = '/admin/administracao/questoes';

async function api(token: string, method: string, path: string, body?: unknown) {
  const res = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: {
      Authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: res.status,
    json: res.status === 204 ? null : ((await res.json()) as { data: Record<string, unknown> }),
  };
}

describe('classification wizard', () => {
  it('classifies a question through the four steps, lands on the list, and its situação changes', async () => {
    const admin = await apiToken('admin');
    const stamp = Date.now().toString(36).toUpperCase();
    const created = await api(admin, 'POST', '/api/questao', {
      titulo: `Questão E2E ${stamp}`,
      descricao: null,
      ativo: 1,
      opcoes: [{ titulo: 'Sim', resposta_correta: true }],
    });
    expect(created.status).toBe(201);
    const { id, uuid, situacao } = (created.json as { data: unknown }).data as {
      id: number;
      uuid: string;
      situacao: string;
    };
    expect(situacao).toBe('Sem Classificação');

    const { page, context } = await browser.newPage();
    await signIn(page, 'admin');
    await page.goto(`${LIST}/${uuid}/classificacoes`);
    await page.getByRole('heading', { name: 'Classificar questão', level: 1 }).waitFor({ timeout: 20_000 });

    // Cursos: search, then pick the first match.
    const cursos = page.getByRole('listbox', { name: 'Cursos' });
    await page.getByRole('searchbox', { name: 'Procurar curso' }).fill('Piloto');
    const curso = cursos.getByRole('option').first();
    await curso.waitFor();
    const cursoName = (await curso.textContent()) ?? '';
    await curso.click();
    expect(await curso.getAttribute('aria-selected')).toBe('true');
    expect(await page.locator('[aria-current="step"]').textContent()).toContain('Cursos');
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Módulos: the first module in the course's group, with its checked count.
    const modulo = page.getByRole('group', { name: cursoName, exact: true }).getByRole('checkbox').first();
    await modulo.waitFor();
    // The checkbox inputs are visually hidden (react-aria): click their labels, as a user does.
    const moduloLabel = modulo.locator('xpath=ancestor::label');
    const moduloName = ((await moduloLabel.textContent()) ?? '').trim();
    await moduloLabel.click();
    expect(await modulo.isChecked()).toBe(true);
    await page
      .getByRole('button', { name: new RegExp(`^${escapeRegExp(cursoName)} \\(1 de \\d+ selecionados\\)$`) })
      .waitFor();
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Assuntos: the first subject of that module's group.
    const assunto = page.getByRole('group', { name: moduloName, exact: true }).getByRole('checkbox').first();
    await assunto.waitFor();
    await assunto.locator('xpath=ancestor::label').click();
    expect(await assunto.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'AVANÇAR' }).click();

    // Problema: one problem from the table.
    const problemas = page.getByRole('listbox', { name: 'Problemas' });
    const problema = problemas.getByRole('option').first();
    await problema.waitFor();
    await problema.click();
    await page.getByRole('button', { name: 'FINALIZAR' }).click();

    const done = page.getByRole('dialog', { name: MESSAGES.success.title });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    const after = await api(admin, 'GET', `/api/questao/${id}`);
    expect(after.json?.data.situacao).toBe('Classificada');
    expect(after.json?.data.cursos).toHaveLength(1);
    expect(after.json?.data.modulos).toHaveLength(1);
    expect(after.json?.data.assuntos).toHaveLength(1);
    expect(after.json?.data.problemas).toHaveLength(1);

    // Opening it again starts from what was saved.
    await page.goto(`${LIST}/${uuid}/classificacoes`);
    await page.getByText('1 curso selecionado').waitFor({ timeout: 20_000 });

    const deleted = await api(admin, 'DELETE', `/api/questao/${id}`);
    expect(deleted.status).toBe(204);
    await context.close();
  });

  it('the view-only account is sent to / and the API refuses the PUT', async () => {
    const { page, context } = await browser.newPage();
    await signIn(page, 'leitor');
    await page.goto(`${LIST}/1/classificacoes`);
    await page.waitForURL('**/admin/dashboard');
    expect(await page.getByRole('heading', { name: 'Classificar questão' }).count()).toBe(0);

    const refused = await api(await apiToken('leitor'), 'PUT', '/api/questao/1/classificacao', {
      cursos: [],
      modulos: [],
      assuntos: [],
      problemas: [],
    });
    expect(refused.status).toBe(403);
    await context.close();
  });
});

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
