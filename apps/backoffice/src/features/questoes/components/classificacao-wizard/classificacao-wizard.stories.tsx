import { ENDPOINTS } from '@hangar/api-client/contract';
import { createHandlers, createMockDb, mockError, PRESET_TOKENS } from '@hangar/api-client/mocks';
import { MESSAGES, PERMISSIONS } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { type Canvas, FIRST_LOAD, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { SEM_PROBLEMA } from './classificacao-steps';

/** Demo data of the mocks: question 1 is unclassified, question 2 has course 2 only (Incompleta). */
const wizardOf = (id: number) => `/admin/administracao/questoes/${id}/classificacoes`;
const CURSO = '(Teórico) Piloto Privado – Avião (Teórico)';

const meta = {
  title: 'Telas/Questões/Classificação',
  component: AppStory,
  args: { path: wizardOf(1), account: 'admin' },
  parameters: screenParameters(
    'Classification wizard (§2.9): four steps (Cursos, Módulos, Assuntos, Problema); FINALIZAR saves and returns to the list with its filters.',
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const currentStep = (canvas: Canvas) =>
  canvas.getByRole('navigation', { name: 'Etapas' }).querySelector('[aria-current="step"]')?.textContent;
const next = (canvas: Canvas) => userEvent.click(canvas.getByRole('button', { name: 'AVANÇAR' }));

async function chooseCourse(canvas: Canvas) {
  const cursos = await canvas.findByRole('listbox', { name: 'Cursos' }, FIRST_LOAD);
  await userEvent.click(await within(cursos).findByRole('option', { name: CURSO }, FIRST_LOAD));
  await waitFor(() =>
    expect(within(cursos).getByRole('option', { name: CURSO })).toHaveAttribute('aria-selected', 'true'),
  );
}

/** A course chosen, then on through the steps to the last, Problema. */
async function toProblema(canvas: Canvas) {
  await chooseCourse(canvas);
  for (const title of ['Módulos', 'Assuntos', 'Problema']) {
    await next(canvas);
    await canvas.findByRole('heading', { name: new RegExp(`${title}$`), level: 2 });
  }
}

async function toModules(canvas: Canvas) {
  await chooseCourse(canvas);
  await next(canvas);
  await canvas.findByRole('heading', { name: /Módulos$/, level: 2 });
}

/** Question 1's title in the mocks' demo data. */
const QUESTION_1 = 'No alfabeto fonético ICAO, qual palavra representa a letra A?';

/**
 * Step 1: the question being classified named under the title; courses as '(tipo) nome', a
 * search that filters as one types, the step bar announcing the step.
 */
export const Cursos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(QUESTION_1, {}, FIRST_LOAD)).toBeVisible();
    const cursos = await canvas.findByRole('listbox', { name: 'Cursos' }, FIRST_LOAD);
    await within(cursos).findByRole('option', { name: CURSO }, FIRST_LOAD);
    await expect(currentStep(canvas)).toContain('Cursos');
    await expect(canvas.getByRole('button', { name: 'VOLTAR' })).toBeDisabled();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Procurar curso' }), 'helicoptero');
    await waitFor(() => expect(within(cursos).queryByRole('option', { name: CURSO })).toBeNull());
    await expect(
      within(cursos).getByRole('option', { name: '(Teórico) Piloto Privado – Helicóptero' }),
    ).toBeVisible();
  },
};

/** Opening loads what is saved: question 2's course is already checked. */
export const StartsFromSaved: Story = {
  args: { path: wizardOf(2) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursos = await canvas.findByRole('listbox', { name: 'Cursos' }, FIRST_LOAD);
    const chosen = await within(cursos).findByRole(
      'option',
      { name: /Piloto Privado – Avião \(Prático\)/ },
      FIRST_LOAD,
    );
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByText('1 curso selecionado')).toBeVisible();
  },
};

/** Step 2: per chosen course a collapsible group with its checked count. */
export const Modulos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toModules(canvas);
    await expect(currentStep(canvas)).toContain('Módulos');
    const group = await canvas.findByRole('group', { name: CURSO }, FIRST_LOAD);
    const first = within(group).getAllByRole('checkbox')[0];
    if (!first) throw new Error('no module');
    await userEvent.click(first);
    await expect(
      canvas.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(CURSO)} \\(1 de \\d+ selecionados\\)$`),
      }),
    ).toBeVisible();
  },
};

/** Step 3: per chosen module a collapsible group of subjects. */
export const Assuntos: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toModules(canvas);
    const group = await canvas.findByRole('group', { name: CURSO }, FIRST_LOAD);
    const modulo = within(group).getAllByRole('checkbox')[0];
    if (!modulo) throw new Error('no module');
    const moduloName = modulo.closest('label')?.textContent ?? '';
    await userEvent.click(modulo);
    await next(canvas);
    await canvas.findByRole('heading', { name: /Assuntos$/, level: 2 });
    const assuntos = await canvas.findByRole('group', { name: moduloName }, FIRST_LOAD);
    await expect(within(assuntos).getAllByRole('checkbox').length).toBeGreaterThan(0);
  },
};

/** Step 4: 'Não possui problema…' hides the table; otherwise one problem (title plus #id), searchable. */
export const Problema: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProblema(canvas);
    await expect(canvas.getByRole('button', { name: 'FINALIZAR' })).toBeDisabled();
    const table = await canvas.findByRole('listbox', { name: 'Problemas' }, FIRST_LOAD);
    const options = await within(table).findAllByRole('option', undefined, FIRST_LOAD);
    await expect(options[0]?.textContent).toMatch(/#\d+$/);
    await userEvent.click(options[0] as HTMLElement);
    await expect(canvas.getByRole('button', { name: 'FINALIZAR' })).toBeEnabled();
    await userEvent.click(canvas.getByRole('checkbox', { name: SEM_PROBLEMA }));
    await waitFor(() => expect(canvas.queryByRole('listbox', { name: 'Problemas' })).toBeNull());
    await expect(canvas.getByRole('button', { name: 'FINALIZAR' })).toBeEnabled();
  },
};

/** The bodies `ProblemsKeptWithoutPermission` sent. */
const classificationsSent: Array<{ problemas: number[] }> = [];

/**
 * Someone who may classify questions but not change problems: adding the question to a problem
 * changes the problem, so the Problema step says its problems stay as they are, and FINALIZAR
 * sends them unchanged (the server refuses a change).
 */
export const ProblemsKeptWithoutPermission: Story = {
  beforeEach({ msw }) {
    classificationsSent.length = 0;
    msw.use(
      http.get(`*${ENDPOINTS['auth.userinfo'].path}`, () =>
        HttpResponse.json({
          data: {
            id: 1,
            nome: 'Ana Administradora',
            email: 'admin@hangar.dev',
            permissoes: PERMISSIONS.filter((p) => !p.startsWith('problema.')),
            pessoa: { nome: 'Ana Administradora', imagem_url: null },
            perfis: [],
          },
        }),
      ),
      http.put(`*${ENDPOINTS['questoes.classificacao.put'].path}`, async ({ request }) => {
        classificationsSent.push((await request.clone().json()) as { problemas: number[] });
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProblema(canvas);
    await expect(canvas.getByText(MESSAGES.question.problemsKept)).toBeVisible();
    await expect(canvas.queryByRole('listbox', { name: 'Problemas' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    // Question 1 belongs to no problem: it still belongs to none.
    await expect(classificationsSent.map((body) => body.problemas)).toEqual([[]]);
  },
};

/** FINALIZAR saves (PUT) and tells so; the wizard stays drawn behind the message. */
export const Finalizar: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProblema(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: SEM_PROBLEMA }));
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await expect(within(done).getByText(MESSAGES.success.text)).toBeVisible();
    // OK returns to the question list (another screen; the e2e test follows it there).
    await expect(within(done).getByRole('button', { name: 'OK' })).toHaveFocus();
  },
};

/** A refused save (422) shows the §8 error with the server's message; the wizard keeps every choice. */
export const FinalizarRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('questoes.classificacao.put', 422, { problemas: ['Valor inválido'] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProblema(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: SEM_PROBLEMA }));
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    const alert = await page().findByRole('alert', undefined, FIRST_LOAD);
    await expect(within(alert).getByText(MESSAGES.errors.title)).toBeVisible();
    await expect(within(alert).getByText(/Valor inválido/)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: SEM_PROBLEMA })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.click(canvas.getByRole('button', { name: 'VOLTAR' }));
    await userEvent.click(canvas.getByRole('button', { name: 'VOLTAR' }));
    const cursos = await canvas.findByRole('listbox', { name: 'Cursos' });
    await expect(within(cursos).getByRole('option', { name: CURSO })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/**
 * Someone edits the question while the wizard is open: FINALIZAR is refused (409) and says so,
 * keeping every choice; FINALIZAR again, made knowing it, saves over the version now current.
 */
export const FinalizarStale: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await toProblema(canvas);
    await userEvent.click(canvas.getByRole('checkbox', { name: SEM_PROBLEMA }));
    // The other person's save, through the same mocks.
    const edited = await fetch('/api/questao/1', {
      method: 'PUT',
      headers: { authorization: `Bearer ${PRESET_TOKENS.admin.access}`, 'content-type': 'application/json' },
      body: JSON.stringify({
        titulo: QUESTION_1,
        descricao: null,
        ativo: 1,
        opcoes: [{ titulo: 'Alfa', resposta_correta: true }],
      }),
    });
    await expect(edited.status).toBe(200);
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    const alert = await page().findByRole('alert', undefined, FIRST_LOAD);
    await expect(within(alert).getByText(MESSAGES.question.classificationStale)).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: SEM_PROBLEMA })).toBeChecked();
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await expect(within(done).getByText(MESSAGES.success.text)).toBeVisible();
  },
};

/** Question 1 linked to two problems from their forms: what `KeepsOtherProblems` opens. */
let twoProblems = createMockDb();

/**
 * A question linked to two problems (from the problem form): the single selection shows the
 * first, names the other as kept, and FINALIZAR keeps both (classifying it used to drop one).
 */
export const KeepsOtherProblems: Story = {
  beforeEach({ msw }) {
    twoProblems = createMockDb();
    for (const p of twoProblems.problemas.slice(0, 2)) p.questoes.push(1);
    msw.use(...createHandlers(twoProblems));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [first, second] = twoProblems.problemas;
    await toProblema(canvas);
    await expect(
      canvas.getByText(
        MESSAGES.question.otherProblemsKept.replace('{titulos}', `${second!.titulo} #${second!.id}`),
      ),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'FINALIZAR' }));
    await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await expect([first!.questoes.includes(1), second!.questoes.includes(1)]).toEqual([true, true]);
  },
};

/** CANCELAR with a choice made asks first; staying keeps the choice, leaving goes to the list. */
export const AsksBeforeLeaving: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCourse(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'CANCELAR' }));
    const ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(ask).getByText(MESSAGES.unsaved.text)).toBeVisible();
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
    const cursos = canvas.getByRole('listbox', { name: 'Cursos' });
    await expect(within(cursos).getByRole('option', { name: CURSO })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'CANCELAR' }));
    const again = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(again).getByRole('button', { name: MESSAGES.unsaved.leave }));
    await canvas.findByRole('heading', { name: 'Questões', level: 1 }, FIRST_LOAD);
  },
};

/** The view-only account may not classify: the route sends it to '/'. */
export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD);
    await expect(canvas.queryByRole('heading', { name: 'Classificar questão' })).toBeNull();
  },
};

function escapeRegExp(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/**
 * On a phone a long course name wraps instead of being cut: cut at the same width, the
 * aeroplane and helicopter courses read the same. Each row is as tall as its name, and the rows
 * below it move down (none overlaps the next).
 */
export const CelularNamesWrap: Story = {
  ...phoneStory(),
  name: 'Celular: names wrap',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cursos = await canvas.findByRole('listbox', { name: 'Cursos' }, FIRST_LOAD);
    const option = await within(cursos).findByRole(
      'option',
      { name: '(Teórico) Gerenciamento de Recursos de Equipe (CRM)' },
      FIRST_LOAD,
    );
    const name = option.lastElementChild as HTMLElement;
    await waitFor(() => expect(option.getBoundingClientRect().height).toBeGreaterThan(40));
    await expect(name.scrollWidth).toBeLessThanOrEqual(name.clientWidth);
    const rows = within(cursos)
      .getAllByRole('option')
      .map((row) => row.getBoundingClientRect())
      .sort((a, b) => a.top - b.top);
    for (const [i, row] of rows.slice(1).entries()) {
      await expect(row.top).toBeGreaterThanOrEqual((rows[i] as DOMRect).bottom - 1);
    }
  },
};
