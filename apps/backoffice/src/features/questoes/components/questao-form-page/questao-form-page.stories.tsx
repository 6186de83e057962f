import { mockError, PRESET_TOKENS } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  type Canvas,
  cancelAsksThenStay,
  clearDrafts,
  FIRST_LOAD,
  formStories,
  page,
  recordPageStories,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { questoes } from '../../resource';
import type { QuestaoFormValues } from './questao-form-state';

const LIST = '/admin/administracao/questoes';
const NEW = `${LIST}/novo`;
/** Question 210 of the mock fixtures: classified in Piloto de Planador / Voo a Vela (Reboque, Térmicas). */
const EDIT = `${LIST}/210`;
const QFE = 'O altímetro ajustado em QFE indica, no solo:';
/** Question 211: not classified. */
const UNCLASSIFIED = `${LIST}/211`;

const meta = {
  title: 'Telas/Questões/Formulário',
  component: AppStory,
  args: { path: NEW, account: 'admin' },
  parameters: screenParameters(
    'Question form (§2.8): the question, its explanation, the answers with exactly one marked correct, and, for a saved question, its classification and CLASSIFICAR A QUESTÃO.',
  ),
  tags: ['autodocs'],
  // Drafts live in localStorage: start every story without one, and leave none behind.
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (canvas: Canvas) => canvas.getByRole('grid', { name: 'Respostas da questão' });
/** The answers' texts in order ('1. 7500' → '7500'). */
const order = (canvas: Canvas) =>
  within(answers(canvas))
    .getAllByRole('radio')
    .map((r) => r.getAttribute('aria-label')!.replace('Resposta correta: ', ''));
const checked = (canvas: Canvas) =>
  within(answers(canvas))
    .getAllByRole('radio')
    .map((r) => (r as HTMLInputElement).checked);

async function addAnswer(canvas: Canvas, text: string) {
  await userEvent.type(canvas.getByLabelText('Nova resposta'), `${text}{Enter}`);
  await within(answers(canvas)).findByRole('radio', { name: `Resposta correta: ${text}` });
}

/**
 * A new question: three answers (the first is correct by default), the third marked correct by
 * its radio, moved to the top by keyboard, a wrong one deleted after the confirmation, saved; the
 * list shows it first.
 */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Detalhe da questão', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /DELETAR QUESTÃO/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /CLASSIFICAR A QUESTÃO/ })).toBeNull();
    await expect(canvas.getByText('Nenhuma resposta foi adicionada à questão')).toBeVisible();
    await expect(canvas.getByLabelText('Questão')).toHaveAttribute('maxlength', '2000');
    await expect(canvas.getByLabelText('Nova resposta')).toHaveAttribute('maxlength', '2000');
    await userEvent.type(canvas.getByLabelText('Questão'), 'Qual código de transponder indica emergência?');
    await userEvent.type(canvas.getByLabelText('Explicação da questão'), 'Códigos de transponder');
    for (const text of ['7500', '7600', '7700']) await addAnswer(canvas, text);
    await expect(checked(canvas)).toEqual([true, false, false]);
    await userEvent.click(canvas.getByRole('radio', { name: 'Resposta correta: 7700' }));
    await expect(checked(canvas)).toEqual([false, false, true]);

    // Keyboard: 'Mover 7700', Enter, up twice, Enter.
    canvas.getByRole('button', { name: 'Mover 7700' }).focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(order(canvas)).toEqual(['7700', '7500', '7600']));
    await expect(checked(canvas)).toEqual([true, false, false]);

    await userEvent.click(canvas.getByRole('button', { name: 'Excluir resposta 3' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.deleteAnswer)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(order(canvas)).toEqual(['7700', '7500']));

    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    const table = await canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD);
    await waitFor(() =>
      expect(within(table).getAllByRole('row')[1]).toHaveTextContent(
        'Qual código de transponder indica emergência?',
      ),
    );
  },
};

/** Deleting the correct answer makes the first remaining one correct; the texts edit in place. */
export const EditAnswersInPlace: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Questão', undefined, FIRST_LOAD)).toHaveValue(QFE);
    await expect(order(canvas)).toEqual([
      'Zero',
      'A elevação do aeródromo',
      'A altitude pressão',
      '1013 pés',
    ]);
    await expect(checked(canvas)).toEqual([true, false, false, false]);

    await userEvent.click(canvas.getByRole('button', { name: 'Editar resposta 4' }));
    const field = await canvas.findByLabelText('Texto da resposta 4');
    await userEvent.clear(field);
    await userEvent.type(field, '1013 hPa{Enter}');
    await waitFor(() => expect(order(canvas)[3]).toBe('1013 hPa'));
    // Focus comes back to the answer's edit button, not to the page.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar resposta 4' })).toHaveFocus());
    // Escape leaves the text as it was.
    await userEvent.click(canvas.getByRole('button', { name: 'Editar resposta 2' }));
    await userEvent.type(await canvas.findByLabelText('Texto da resposta 2'), ' (QFE){Escape}');
    await waitFor(() => expect(order(canvas)[1]).toBe('A elevação do aeródromo'));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Editar resposta 2' })).toHaveFocus());

    // Cancelling the question puts focus back on its button (it went to the answer's row).
    await userEvent.click(canvas.getByRole('button', { name: 'Excluir resposta 1' }));
    let dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Excluir resposta 1' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(order(canvas)).toEqual(['A elevação do aeródromo', 'A altitude pressão', '1013 hPa']),
    );
    await expect(checked(canvas)).toEqual([true, false, false]);
    // After a delete, focus is on the next answer's button, in the deleted one's place.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Excluir resposta 1' })).toHaveFocus());
    // The last answer deleted: the next is the one before it; none left, 'Nova resposta'.
    for (const left of [2, 1, 0]) {
      await userEvent.click(canvas.getByRole('button', { name: `Excluir resposta ${left + 1}` }));
      dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
      await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
      await waitFor(() => expect(within(answers(canvas)).queryAllByRole('radio')).toHaveLength(left));
      const next =
        left > 0
          ? canvas.getByRole('button', { name: `Excluir resposta ${left}` })
          : canvas.getByLabelText('Nova resposta');
      await waitFor(() => expect(next).toHaveFocus());
    }
  },
};

/**
 * Removing a subject after someone else changed the question's classification (here: took
 * Térmicas off in another tab) is refused (409): nothing is removed, the list shows the current
 * classification, and removing again saves against it. The form's own fields keep the version
 * they were read at, so their save is still found stale.
 */
export const RemoveSubjectStale: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Classificação' }, FIRST_LOAD));
    const list = within(section.getByRole('list', { name: 'Classificação' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    // The other tab's change, through the same mocks.
    const headers = {
      authorization: `Bearer ${PRESET_TOKENS.admin.access}`,
      'content-type': 'application/json',
    };
    const read = await fetch('/api/questao/210/classificacao', { headers });
    const { data } = (await read.json()) as {
      data: { cursos: { id: number }[]; modulos: { id: number }[]; assuntos: { id: number; nome: string }[] };
    };
    const changed = await fetch('/api/questao/210/classificacao', {
      method: 'PUT',
      headers,
      body: JSON.stringify({
        cursos: data.cursos.map((c) => c.id),
        modulos: data.modulos.map((m) => m.id),
        assuntos: data.assuntos.filter((a) => a.nome !== 'Térmicas').map((a) => a.id),
        problemas: [],
      }),
    });
    await expect(changed.status).toBe(200);

    await userEvent.click(section.getByRole('button', { name: 'Remover assunto Reboque' }));
    let dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    const refused = await page().findByRole('alertdialog', { name: 'Erro' }, FIRST_LOAD);
    await expect(within(refused).getByText(MESSAGES.question.subjectRemovalStale)).toBeVisible();
    await userEvent.click(within(refused).getByRole('button', { name: 'OK' }));
    // The current classification: Térmicas gone by the other tab, Reboque still there.
    await waitFor(() => expect(list.queryByText('Térmicas')).toBeNull());
    await expect(list.getByText('Reboque')).toBeVisible();

    await userEvent.click(section.getByRole('button', { name: 'Remover assunto Reboque' }));
    dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    // The last subject gone: the section says the question is not classified.
    await waitFor(() => expect(section.queryByText('Reboque')).toBeNull());
    await expect(page().queryByRole('alertdialog', { name: 'Erro' })).toBeNull();

    // The fields were read before the other tab's change: their save is found stale.
    await userEvent.type(canvas.getByLabelText('Questão'), ' (revisada)');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(await canvas.findByText(MESSAGES.concurrency.stale, undefined, FIRST_LOAD)).toBeVisible();
  },
};

/**
 * A classified question: its subjects with course and module; removing one asks first and the
 * classification is saved at once (a later SALVAR is not stale); CLASSIFICAR A QUESTÃO reminds
 * the user to save first.
 */
export const EditWithClassification: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const section = within(await canvas.findByRole('region', { name: 'Classificação' }, FIRST_LOAD));
    const list = within(section.getByRole('list', { name: 'Classificação' }));
    await expect(list.getAllByRole('listitem')).toHaveLength(2);
    await expect(list.getByText('Reboque')).toBeVisible();
    await expect(list.getAllByText('Piloto de Planador / Voo a Vela')).toHaveLength(2);

    await userEvent.click(section.getByRole('button', { name: 'Remover assunto Reboque' }));
    let dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.removeSubject)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(list.queryByText('Reboque')).toBeNull());
    await expect(list.getByText('Térmicas')).toBeVisible();
    // Saving the classification moved the question's version on; the form took it, so its own
    // save afterwards is not refused as stale (409).
    await userEvent.type(canvas.getByLabelText('Questão'), ' (revisada)');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD)).toBeVisible();
    await userEvent.click(await canvas.findByRole('link', { name: `${QFE} (revisada)` }));
    const again = within(await canvas.findByRole('region', { name: 'Classificação' }, FIRST_LOAD));
    await expect(again.queryByText('Reboque')).toBeNull();
    await expect(again.getByText('Térmicas')).toBeVisible();

    await userEvent.click(again.getByRole('button', { name: /CLASSIFICAR A QUESTÃO/ }));
    dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.saveBeforeClassify)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await expect(canvas.getByRole('heading', { name: 'Detalhe da questão', level: 1 })).toBeVisible();
    // The form's fields were not touched: leaving asks nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'CANCELAR' }));
    await expect(await canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD)).toBeVisible();
  },
};

/** A question with no subject: the empty text; CLASSIFICAR A QUESTÃO, confirmed, leaves for the wizard. */
export const NotClassified: Story = {
  args: { path: UNCLASSIFIED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('A questão não está classificada em nenhum Assunto', undefined, FIRST_LOAD),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /CLASSIFICAR A QUESTÃO/ }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await waitFor(() => expect(canvas.queryByRole('heading', { name: 'Detalhe da questão' })).toBeNull());
  },
};

const MANY = Array.from({ length: 12 }, (_, i) => ({
  id: 9000 + i,
  titulo: `Resposta número ${i + 1}`,
  resposta_correta: i === 7,
  number: i + 1,
}));

/** Twelve answers: all listed in their saved order, the eighth correct. */
export const ManyAnswers: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/questao/:id', ({ params }) =>
        params.id === 'simple'
          ? undefined
          : HttpResponse.json({
              data: {
                id: 210,
                uuid: 'muitas-respostas',
                titulo: 'Uma questão com muitas respostas',
                descricao: 'Para ver a lista longa',
                situacao: 'Sem Classificação',
                ativo: 1,
                total_curso: 0,
                total_modulo: 0,
                total_assunto: 0,
                updated_at: '2026-11-23T10:00:00.000Z',
                opcoes: [...MANY].reverse(),
                cursos: [],
                modulos: [],
                assuntos: [],
                problemas: [],
              },
            }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Respostas da questão' }, FIRST_LOAD);
    await expect(order(canvas)).toEqual(MANY.map((o) => o.titulo));
    await expect(checked(canvas).indexOf(true)).toBe(7);
    await expect(canvas.getByRole('button', { name: 'Excluir resposta 12' })).toBeVisible();
  },
};

/** The server refuses the answers (422, the domain's message): 'Avisos' says why; nothing is lost. */
export const ServerRefusesTheAnswers: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(mockError('questoes.update', 422, { opcoes: [MESSAGES.question.exactlyOneCorrect] }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('grid', { name: 'Respostas da questão' }, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('radio', { name: 'Resposta correta: A altitude pressão' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.validationTitle)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.question.exactlyOneCorrect)).toBeVisible();
    await expect(checked(canvas)).toEqual([false, false, true, false]);
  },
};

/** SALVAR with nothing typed: the domain's messages, focus on the title. */
export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SALVAR' }, FIRST_LOAD));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.question.tituloRequired)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.question.answersRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Questão')).toHaveFocus());
    // The answers' own message is tied to where an answer is typed, not only in 'Avisos'.
    await expect(canvas.getByLabelText('Nova resposta')).toHaveAccessibleDescription(
      MESSAGES.question.answersRequired,
    );
  },
};

/** Reads of question 210 after its DELETE: the form on its way out must not read it again (a 404). */
let readsAfterDelete = 0;

/** DELETAR QUESTÃO asks first, then returns to the list without the question, reading it no more. */
export const DeleteQuestion: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    let deleted = false;
    readsAfterDelete = 0;
    // Resolvers that answer nothing: the mocks' own handlers still answer.
    msw.use(
      http.delete('*/api/questao/:id', () => {
        deleted = true;
      }),
      http.get('*/api/questao/:id', ({ params }) => {
        if (deleted && params.id === '210') readsAfterDelete++;
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: /DELETAR QUESTÃO/ }, FIRST_LOAD));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.text)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    const table = await canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD);
    await within(table).findByText('Qual o principal risco da formação de gelo no carburador?');
    await expect(within(table).queryByText(QFE)).toBeNull();
    await expect(readsAfterDelete).toBe(0);
  },
};

/** The view-only account may not open the form: the guard sends it to '/' (the dashboard). */
export const ViewOnlyIsSentAway: Story = {
  args: { path: EDIT, account: 'leitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Detalhe da questão' })).toBeNull();
  },
};

const draft: QuestaoFormValues = {
  titulo: 'Questão guardada no rascunho',
  descricao: '',
  ativo: 1,
  opcoes: [{ key: 'nova-1', titulo: 'Resposta guardada', resposta_correta: true }],
};

/** Save422, Save500, SaveOffline, SaveStale, AsksBeforeLeaving, DraftRestored: the layer's generic form states. */
const generic = formStories<QuestaoFormValues>({
  newPath: NEW,
  editPath: EDIT,
  endpoints: { create: 'questoes.create', update: 'questoes.update' },
  fillNew: async (canvas) => {
    await userEvent.type(await canvas.findByLabelText('Questão', undefined, FIRST_LOAD), 'Uma questão');
    await addAnswer(canvas, 'Uma resposta');
  },
  field: 'Questão',
  rejected: { body: { titulo: [MESSAGES.field.taken] }, line: `Questão: ${MESSAGES.field.taken}` },
  draft: {
    value: draft,
    check: async (canvas) => {
      await expect(canvas.getByLabelText('Questão')).toHaveValue(draft.titulo);
      await expect(canvas.getByRole('radio', { name: 'Resposta correta: Resposta guardada' })).toBeChecked();
    },
  },
  left: async (canvas) => {
    await expect(await canvas.findByRole('table', { name: 'Questões' }, FIRST_LOAD)).toBeVisible();
  },
});
/** An answer typed in 'Nova resposta' but not added is work too: CANCELAR asks before dropping it. */
export const PendingAnswerAsks: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nova = await canvas.findByRole('textbox', { name: 'Nova resposta' }, FIRST_LOAD);
    await userEvent.type(nova, 'A altitude densidade');
    await cancelAsksThenStay();
    await expect(nova).toHaveValue('A altitude densidade');
  },
};

/**
 * SALVAR with an answer typed in 'Nova resposta' and not added: refused, saying so, the text
 * kept (it used to save without it and say 'Sucesso'); added, it saves.
 */
export const SaveWithAnswerNotAdded: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nova = await canvas.findByRole('textbox', { name: 'Nova resposta' }, FIRST_LOAD);
    await userEvent.type(nova, 'A altitude densidade');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MESSAGES.question.answerNotAdded);
    await expect(page().queryByRole('dialog', { name: MESSAGES.success.title })).toBeNull();
    await expect(nova).toHaveValue('A altitude densidade');
    await userEvent.type(nova, '{Enter}');
    await within(answers(canvas)).findByRole('radio', { name: 'Resposta correta: A altitude densidade' });
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(await page().findByRole('dialog', { name: MESSAGES.success.title })).toBeVisible();
  },
};

export const Save422 = generic.Save422;
export const Save500 = generic.Save500;
export const SaveOffline = generic.SaveOffline;
export const SaveInProgress = generic.SaveInProgress;
export const SaveStale = generic.SaveStale;
export const AsksBeforeLeaving = generic.AsksBeforeLeaving;
export const DraftRestored = generic.DraftRestored;
export const TypingBesideOfferIsKept = generic.TypingBesideOfferIsKept;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: questoes,
  editPath: EDIT,
  get: 'questoes.get',
  loadingLabel: 'Carregando questão',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
