import { MESSAGES, normalizeWeek } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  type Canvas,
  clearDrafts,
  FIRST_LOAD,
  formStories,
  page,
  recordPageStories,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { turmas } from '../../resource';
import type { TurmaFormValues } from './turma-form-state';

const NEW = '/admin/entidade/turmas/novo';
/** Class 2 of the mock fixtures ('PP-A Teórico – Intensivo de Férias'): Monday to Friday, 3 ranges a day. */
const EDIT = '/admin/entidade/turmas/2';
const DAYS = [
  'Domingo',
  'Segunda-feira',
  'Terça-feira',
  'Quarta-feira',
  'Quinta-feira',
  'Sexta-feira',
  'Sábado',
];

const meta = {
  title: 'Telas/Turmas/Formulário',
  component: AppStory,
  args: { path: NEW, account: 'admin' },
  parameters: screenParameters(
    'Class form (§2.14): code, name, course, modality, type, dates, category and the weekly calendar (up to three time ranges a day).',
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const day = (canvas: Canvas, name: string) => canvas.getByRole('switch', { name });
const addButton = (canvas: Canvas, name: string) =>
  canvas.getByRole('button', { name: `Adicionar horário em ${name}` });

async function chooseCurso(canvas: Canvas, text: string, option: RegExp) {
  await userEvent.type(await canvas.findByRole('combobox', { name: 'Curso' }), text);
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** A range's time field ('Início, Segunda-feira, horário 1'): hour and minute segments. */
const timeField = (canvas: Canvas, name: string) => canvas.getByRole('group', { name });
const segmentsOf = (canvas: Canvas, name: string) =>
  within(timeField(canvas, name)).getAllByRole('spinbutton');

/** Types a range's start and end (`HH:mm`), hour then minute, as on a keyboard. */
async function setRange(canvas: Canvas, dayName: string, index: number, inicio: string, fim: string) {
  const context = `${dayName}, horário ${index + 1}`;
  for (const [field, time] of [
    [`Início, ${context}`, inicio],
    [`Fim, ${context}`, fim],
  ] as const) {
    await userEvent.click(segmentsOf(canvas, field)[0]!);
    await userEvent.keyboard(time.replace(':', ''));
  }
}

/** Types a date into a pt-BR date picker, day first. */
async function typeDate(canvas: Canvas, label: string, ddmmyyyy: string) {
  const group = canvas.getByRole('group', { name: label });
  await userEvent.click(within(group).getByRole('spinbutton', { name: /dia/i }));
  await userEvent.keyboard(ddmmyyyy);
}

/** A valid new class: name, course (which proposes modalidade and tipo), Monday 08:00–10:00. */
async function fillNew(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('Nome', undefined, FIRST_LOAD), 'Turma de Teste');
  await chooseCurso(canvas, 'Comissário', /Comissário de Voo/);
  await userEvent.click(day(canvas, 'Segunda-feira'));
  await setRange(canvas, 'Segunda-feira', 0, '08:00', '10:00');
}

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Adicionar Nova Turma', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Código')).toHaveAttribute('readonly');
    await expect(canvas.getByLabelText('Nome')).toHaveAttribute('maxlength', '255');
    for (const name of DAYS) await expect(day(canvas, name)).not.toBeChecked();
    await expect(canvas.getByRole('radio', { name: 'Intensivo' })).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Extensivo' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Data de início' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Data de fim' })).toBeVisible();
  },
};

/** Categoria is reached by Tab before anything is chosen (a value no radio held left it out). */
export const CategoriaByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const intensivo = await canvas.findByRole('radio', { name: 'Intensivo' }, FIRST_LOAD);
    const fim = canvas.getByRole('group', { name: 'Data de fim' });
    await userEvent.click(within(fim).getByRole('spinbutton', { name: /ano/i }));
    // The date picker's calendar button may come first.
    for (let i = 0; i < 3 && document.activeElement !== intensivo; i++) await userEvent.tab();
    await expect(intensivo).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(intensivo).toBeChecked();
  },
};

/** Choosing a course proposes its modalidade and tipo (both may still be changed). */
export const CourseProposesModalidadeAndTipo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await chooseCurso(canvas, 'Comissário', /Comissário de Voo/);
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /Modalidade/ })).toHaveTextContent('Comissário de Voo'),
    );
    await expect(canvas.getByRole('button', { name: /Tipo de curso/ })).toHaveTextContent('Teórico/Prático');
  },
};

/** §5: 'Informe o nome', 'Informe o curso', 'Informe a modalidade' in 'Avisos'; focus on the first. */
export const ValidationMessages: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SALVAR' }, FIRST_LOAD));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.validationTitle)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.klass.nomeRequired)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.klass.cursoRequired)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.klass.modalidadeRequired)).toBeVisible();
    await waitFor(() => expect(canvas.getByLabelText('Nome')).toHaveFocus());
  },
};

/** An existing class with a full week: Monday to Friday on, three ranges each. */
export const EditWithFullWeek: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { name: 'Editar PP-A Teórico – Intensivo de Férias', level: 1 },
        FIRST_LOAD,
      ),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Código')).toHaveValue('T2026-002');
    await expect(canvas.queryByRole('note')).toBeNull();
    for (const name of DAYS.slice(1, 6)) {
      await expect(day(canvas, name)).toBeChecked();
      await expect(addButton(canvas, name)).toBeDisabled();
    }
    await expect(day(canvas, 'Domingo')).not.toBeChecked();
    await expect(day(canvas, 'Sábado')).not.toBeChecked();
    await expect(timeField(canvas, 'Início, Segunda-feira, horário 1')).toHaveTextContent('07:30');
    await expect(timeField(canvas, 'Fim, Segunda-feira, horário 3')).toHaveTextContent('17:00');
    // Turning a day off clears its ranges.
    await userEvent.click(day(canvas, 'Segunda-feira'));
    await expect(canvas.queryByRole('group', { name: 'Início, Segunda-feira, horário 1' })).toBeNull();
  },
};

/** A cancelled class says so where it is edited, with the day it was cancelled. */
export const EditCancelled: Story = {
  args: { path: '/admin/entidade/turmas/7' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Editar PP-H Teórico – Cancelada', level: 1 }, FIRST_LOAD);
    await expect(canvas.getByRole('note')).toHaveTextContent(/^Turma cancelada em \d{2}\/\d{2}\/\d{4}\.$/);
  },
};

/** By keyboard: Space turns a day on with one empty range; the add button stops at three. */
export const ThreeRangesOnADay: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'Adicionar Nova Turma', level: 1 }, FIRST_LOAD);
    day(canvas, 'Terça-feira').focus();
    await userEvent.keyboard(' ');
    await expect(day(canvas, 'Terça-feira')).toBeChecked();
    await expect(timeField(canvas, 'Início, Terça-feira, horário 1')).toHaveTextContent('––:––');
    const add = addButton(canvas, 'Terça-feira');
    add.focus();
    await userEvent.keyboard('{Enter}');
    // Focus goes to the range added, ready for its times; back to the button for another.
    await waitFor(() => expect(segmentsOf(canvas, 'Início, Terça-feira, horário 2')[0]).toHaveFocus());
    add.focus();
    await userEvent.keyboard('{Enter}');
    await expect(segmentsOf(canvas, 'Início, Terça-feira, horário 3')[0]).toHaveFocus();
    await expect(add).toBeDisabled();
    await expect(canvas.getByText('Máximo de 3 horários por dia')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Remover Terça-feira, horário 2' }));
    await expect(add).toBeEnabled();
  },
};

/** Overlapping ranges and a range that ends before it starts: the domain's messages, at the day, at each overlapping range and in 'Avisos'. */
export const OverlapError: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNew(canvas);
    await userEvent.click(addButton(canvas, 'Segunda-feira'));
    await setRange(canvas, 'Segunda-feira', 1, '09:00', '11:00');
    await userEvent.click(day(canvas, 'Quarta-feira'));
    await setRange(canvas, 'Quarta-feira', 0, '14:00', '13:00');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(
      await within(alert).findByText(`Segunda-feira: ${MESSAGES.klass.rangesOverlap}`),
    ).toBeVisible();
    await expect(
      within(alert).getByText(`Quarta-feira, horário 1: ${MESSAGES.klass.rangeStartBeforeEnd}`),
    ).toBeVisible();
    // The same messages beside the day and the range.
    const calendar = canvas.getByRole('group', { name: 'Calendário semanal' });
    await expect(within(calendar).getByText(MESSAGES.klass.rangesOverlap)).toBeVisible();
    // Each of the two overlapping ranges is marked and says so, to the eye and to a screen reader.
    for (const horario of [1, 2]) {
      const inicio = timeField(canvas, `Início, Segunda-feira, horário ${horario}`);
      await expect(segmentsOf(canvas, `Início, Segunda-feira, horário ${horario}`)[0]).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      await expect(inicio).toHaveAccessibleDescription(
        expect.stringContaining(MESSAGES.klass.rangeOverlapsAnother),
      );
      await expect(
        within(alert).getByText(`Segunda-feira, horário ${horario}: ${MESSAGES.klass.rangeOverlapsAnother}`),
      ).toBeVisible();
    }
    await expect(within(calendar).getByText(MESSAGES.klass.rangeStartBeforeEnd)).toBeVisible();
    await expect(segmentsOf(canvas, 'Fim, Quarta-feira, horário 1')[0]).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Dates typed in pt-BR order; the end may not precede the start (the domain's rule, as the server's). */
export const EndBeforeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNew(canvas);
    await typeDate(canvas, 'Data de início', '10082026');
    await typeDate(canvas, 'Data de fim', '09082026');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(
      await within(alert).findByText(`Data de fim: ${MESSAGES.klass.dateRangeInvalid}`),
    ).toBeVisible();
    const fim = canvas.getByRole('group', { name: 'Data de fim' });
    await expect(within(fim).getByRole('spinbutton', { name: /dia/i })).toHaveTextContent('09');
  },
};

/** What the form wrote before the session ended. */
const DRAFT: TurmaFormValues = {
  nome: 'Turma do rascunho',
  curso_id: 6,
  modalidade_id: 5,
  tipo_curso_id: 3,
  data_inicio: '2026-08-03',
  data_fim: '2026-12-18',
  categoria: 'intensivo',
  data_cancelamento: null,
  calendarios: normalizeWeek([{ dia: 6, ativo: 1, horarios: [{ inicio: '08:00', fim: '12:00' }] }]),
};

/** Save422 (the server's overlap refusal through the same path), Save500, SaveOffline, SaveStale, AsksBeforeLeaving, DraftRestored. */
const generic = formStories({
  newPath: NEW,
  editPath: EDIT,
  endpoints: { create: 'turmas.create', update: 'turmas.update' },
  fillNew,
  field: 'Nome',
  rejected: {
    body: { 'calendarios.1.horarios': [MESSAGES.klass.rangesOverlap] },
    line: `Segunda-feira: ${MESSAGES.klass.rangesOverlap}`,
  },
  draft: {
    value: DRAFT,
    check: async (canvas) => {
      await expect(canvas.getByLabelText('Nome')).toHaveValue('Turma do rascunho');
      await expect(day(canvas, 'Sábado')).toBeChecked();
      await expect(timeField(canvas, 'Fim, Sábado, horário 1')).toHaveTextContent('12:00');
      await expect(canvas.getByRole('radio', { name: 'Intensivo' })).toBeChecked();
    },
  },
  left: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Turmas', level: 1 })).toBeVisible();
  },
});

/** The server's 422 reaches the day as the client's own check does. */
export const Server422: Story = {
  ...generic.Save422,
  play: async (context) => {
    await generic.Save422.play(context);
    const calendar = within(context.canvasElement).getByRole('group', { name: 'Calendário semanal' });
    await expect(within(calendar).getByText(MESSAGES.klass.rangesOverlap)).toBeVisible();
    await expect(within(context.canvasElement).getByLabelText('Nome')).toHaveValue('Turma de Teste');
  },
};
export const Server500 = generic.Save500;
export const SaveOffline = generic.SaveOffline;
export const SaveInProgress = generic.SaveInProgress;
export const SavedByAnotherUser = generic.SaveStale;
export const AsksBeforeLeavingUnsaved = generic.AsksBeforeLeaving;
export const OffersDraftAfterSessionEnded = generic.DraftRestored;
export const TypingBesideOfferIsKept = generic.TypingBesideOfferIsKept;

export const SavesAndReturnsToList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNew(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const dialog = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await expect(within(dialog).getByText(MESSAGES.success.text)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('heading', { name: 'Turmas', level: 1 })).toBeVisible();
    await expect(await canvas.findByRole('article', { name: 'Turma de Teste' })).toBeVisible();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: turmas,
  editPath: EDIT,
  get: 'turmas.get',
  loadingLabel: 'Carregando turma',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
