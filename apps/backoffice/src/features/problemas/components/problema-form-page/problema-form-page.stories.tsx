import { ENDPOINTS } from '@hangar/api-client/contract';
import { mockDelay, mockError, mockOffline } from '@hangar/api-client/mocks';
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
  keepDraft,
  page,
  recordPageStories,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { problemas } from '../../resource';
import type { ProblemaFormValues } from './problema-form-state';

const NEW = '/admin/administracao/problemas/novo';
/** Problem 1 of the mock fixtures, with an attachment. */
const EDIT = '/admin/administracao/problemas/1';

const meta = {
  title: 'Telas/Problemas/Formulário',
  component: AppStory,
  args: { path: NEW, account: 'admin' },
  parameters: screenParameters(
    "Problem form (§2.6): 'Informações Básicas' (ID do Problema, title, description, attachments) and 'Questões Vinculadas'.",
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openQuestoes(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Questões Vinculadas' }));
}

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Adicionar Novo Problema', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await expect(canvas.getByLabelText('ID do Problema')).toBeDisabled();
    await expect(canvas.getByLabelText('Título do Problema')).toHaveAttribute('maxlength', '255');
    await expect(canvas.getByLabelText('Descrição')).toHaveAttribute('rows', '6');
    await expect(canvas.getByRole('heading', { name: 'Anexos ao problema' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR/ })).toBeDisabled();
    await openQuestoes(canvas);
    await expect(canvas.getByText('Nenhuma Questão foi adicionada')).toBeVisible();
  },
};

/** While an attachment uploads, SALVAR waits: a save then would leave the file out. */
export const SaveWaitsForUpload: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.upload', 'infinite'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByLabelText('ID do Problema', undefined, FIRST_LOAD);
    const salvar = canvas.getByRole('button', { name: 'SALVAR' });
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'carta.pdf', { type: 'application/pdf' }));
    await expect(salvar).toBeEnabled();
    await userEvent.click(canvas.getByRole('button', { name: /ADICIONAR/ }));
    await expect(await canvas.findByRole('progressbar', { name: 'Enviando arquivo' })).toBeVisible();
    await expect(salvar).toBeDisabled();
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SALVAR' }, FIRST_LOAD));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.problem.tituloRequired)).toBeVisible();
  },
};

/** An existing problem: its ID, its attachment (a link that opens in a new window), its questions. */
export const Edit: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('ID do Problema', undefined, FIRST_LOAD)).toHaveValue('1');
    const anexos = canvas.getByRole('list', { name: 'Anexos do problema' });
    await expect(within(anexos).getByRole('link')).toHaveAttribute('target', '_blank');
    await openQuestoes(canvas);
    const table = canvas.getByRole('table', { name: 'Questões vinculadas' });
    const before = within(table).getAllByRole('row').length;
    // Link one more question through the remote search.
    const fresh = 'No alfabeto fonético ICAO, qual palavra representa a letra C?';
    await userEvent.type(canvas.getByRole('combobox', { name: 'Vincular questão' }), 'letra C');
    await userEvent.click(await page().findByRole('option', { name: fresh }, FIRST_LOAD));
    await expect(await within(table).findByText(fresh)).toBeVisible();
    await expect(within(table).getAllByRole('row')).toHaveLength(before + 1);
    // And remove it again: focus goes to the row before it (it was the last), not to the page.
    const removers = within(table).getAllByRole('button', { name: /^Remover / });
    await userEvent.click(within(table).getByRole('button', { name: `Remover ${fresh}` }));
    const confirm = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Remover' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(before));
    await waitFor(() => expect(removers.at(-2)).toHaveFocus());
  },
};

const DRAFT: ProblemaFormValues = {
  titulo: 'Problema do rascunho',
  descricao: '',
  arquivos: [],
  questoes: [],
};

/**
 * A draft typed over an older version of the problem (someone saved it since): restored and
 * saved, it is refused as a stale copy (409, the notice), so their change is not overwritten.
 */
export const DraftOfAnOlderVersion: Story = {
  args: { path: EDIT },
  beforeEach() {
    const clean = clearDrafts();
    keepDraft(EDIT, { ...DRAFT, titulo: 'Título do rascunho' }, '2026-01-01T00:00:00.000Z');
    return clean;
  },
  play: async ({ canvasElement }) => {
    const offer = await page().findByRole('region', { name: MESSAGES.draft.title }, FIRST_LOAD);
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    await expect(within(canvasElement).getByLabelText('Título do Problema')).toHaveValue(
      'Título do rascunho',
    );
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const notice = await page().findByRole('alert', { name: MESSAGES.concurrency.title }, FIRST_LOAD);
    await expect(within(notice).getByText(MESSAGES.concurrency.stale)).toBeVisible();
    await expect(within(canvasElement).getByLabelText('Título do Problema')).toHaveValue(
      'Título do rascunho',
    );
  },
};

const generic = formStories({
  newPath: NEW,
  editPath: EDIT,
  endpoints: { create: 'problemas.create', update: 'problemas.update' },
  fillNew: async (canvas) => {
    await userEvent.type(
      await canvas.findByLabelText('Título do Problema', undefined, FIRST_LOAD),
      'Problema novo',
    );
  },
  field: 'Título do Problema',
  rejected: {
    body: { titulo: [MESSAGES.field.required] },
    line: `Título do Problema: ${MESSAGES.field.required}`,
  },
  draft: {
    value: DRAFT,
    check: async (canvas) => {
      await expect(canvas.getByLabelText('Título do Problema')).toHaveValue('Problema do rascunho');
    },
  },
  left: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Problemas', level: 1 })).toBeVisible();
  },
});
/**
 * An attachment named but not yet added is work too: CANCELAR asks before dropping it, and
 * 'Continuar editando' keeps it.
 */
export const PendingAttachmentAsks: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Nome do arquivo' }, FIRST_LOAD);
    await userEvent.type(name, 'Carta de vento');
    await cancelAsksThenStay();
    await expect(name).toHaveValue('Carta de vento');
    await expect(canvas.getByRole('heading', { name: /^Editar / })).toBeVisible();
  },
};

/**
 * A file chosen under 'Adicionar material' and SALVAR pressed before ADICIONAR: the save is
 * refused, saying so, with everything kept (it used to say 'Sucesso' without the file); once
 * added, SALVAR saves it.
 */
export const SaveWithAttachmentNotAdded: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole('textbox', { name: 'Nome do arquivo' }, FIRST_LOAD);
    await userEvent.type(name, 'Carta de vento');
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF-1.4\n%%EOF\n'], 'carta.pdf', { type: 'application/pdf' }));
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(`Anexos ao problema: ${MESSAGES.material.notAdded}`);
    await expect(page().queryByRole('dialog', { name: MESSAGES.success.title })).toBeNull();
    await expect(name).toHaveValue('Carta de vento');
    await userEvent.click(canvas.getByRole('button', { name: /ADICIONAR/ }));
    await expect(await canvas.findByRole('link', { name: /Carta de vento/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(await page().findByRole('dialog', { name: MESSAGES.success.title })).toBeVisible();
  },
};

/**
 * Refused as stale, and then the newer version cannot be read (offline): 'VER VERSÃO ATUAL'
 * leaves the notice up, to try again, and nothing typed changes.
 */
export const StaleThenOffline: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const titulo = await canvas.findByLabelText('Título do Problema', undefined, FIRST_LOAD);
    await userEvent.type(titulo, ' revisado');
    const typed = (titulo as HTMLInputElement).value;
    msw.use(
      mockError('problemas.update', 409, { message: MESSAGES.concurrency.stale }),
      mockOffline('problemas.get'),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const notice = await canvas.findByRole('alert', { name: MESSAGES.concurrency.title });
    const open = window.open;
    window.open = (() => null) as typeof window.open;
    try {
      await userEvent.click(within(notice).getByRole('button', { name: MESSAGES.concurrency.showCurrent }));
    } finally {
      window.open = open;
    }
    await expect(canvas.getByRole('alert', { name: MESSAGES.concurrency.title })).toBeVisible();
    await expect(canvas.queryByRole('status', { name: MESSAGES.concurrency.title })).toBeNull();
    await expect(titulo).toHaveValue(typed);
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

/** The view-only account may not open a problem's form (edit needs `problema.alterar`): sent home. */
export const ViewOnly: Story = {
  args: { path: EDIT, account: 'leitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1 }, FIRST_LOAD)).not.toHaveTextContent(
      /Problema/,
    );
    await expect(canvas.queryByRole('button', { name: 'SALVAR' })).toBeNull();
    await expect(canvas.queryByLabelText('Título do Problema')).toBeNull();
  },
};

/**
 * Someone who edits problems but may not see questions (no `questao.visualizar`): the linked
 * questions are listed, with no picker and no remove buttons, since the server refuses a change
 * of links from them (403).
 */
export const EditorWithoutQuestions: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${ENDPOINTS['auth.userinfo'].path}`, () =>
        HttpResponse.json({
          data: {
            id: 7,
            nome: 'Paula Problemas',
            email: 'paula@hangar.dev',
            permissoes: ['problema.visualizar', 'problema.alterar'],
            pessoa: { nome: 'Paula Problemas', imagem_url: null },
            perfis: [{ id: 9, nome: 'Problemas' }],
          },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Título do Problema', undefined, FIRST_LOAD)).toBeEnabled();
    await openQuestoes(canvas);
    const table = canvas.getByRole('table', { name: 'Questões vinculadas' });
    await expect(within(table).getAllByRole('row').length).toBeGreaterThan(1);
    await expect(canvas.queryByRole('combobox', { name: 'Vincular questão' })).toBeNull();
    await expect(within(table).queryAllByRole('button', { name: /^Remover / })).toHaveLength(0);
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/**
 * A saved problem on a phone whose attachment is stored under a long generated name (as the
 * server names uploads): the name is cut with '…' instead of widening the page.
 */
export const CelularComAnexo: Story = {
  ...phoneStory(),
  name: 'Celular com anexo (390 px)',
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(
      http.get('*/api/problema/:id', () =>
        HttpResponse.json({
          data: {
            id: 1,
            titulo: 'Problema com anexo',
            descricao: null,
            total_questoes: 0,
            arquivos: [
              {
                id: 1,
                arquivo_id: 1,
                nome: 'Carta de navegação',
                caminho: '/uploads/5bb4c3e0-5f3a-4b8e-9a51-7c2d1e0f9a8b.pdf',
                tipo_arquivo_id: 1,
              },
            ],
            questoes: [],
            updated_at: '2026-11-23T10:00:00.000Z',
          },
        }),
      ),
    );
  },
  play: async (context) => {
    const list = await within(context.canvasElement).findByRole(
      'list',
      { name: 'Anexos do problema' },
      FIRST_LOAD,
    );
    await expect(within(list).getByText(/5bb4c3e0/)).toBeVisible();
    await phoneStory().play(context);
  },
};

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: problemas,
  editPath: EDIT,
  get: 'problemas.get',
  loadingLabel: 'Carregando problema',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
