import { mockDelay, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { StrictMode } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { thisTabId } from '../../../../lib/tab-id';
import { AppStory } from '../../../../testing/app-story';
import { pngFile } from '../../../../testing/files';
import {
  type Canvas,
  clearDrafts,
  FIRST_LOAD,
  formStories,
  holdFormOpenElsewhere,
  keepDraft,
  ownDraft,
  page,
  recordPageStories,
  storedDraftKeys,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { cursos } from '../../resource';
import type { CursoFormValues } from './curso-form-state';

const NEW = '/admin/administracao/cursos/novo';
/** Course 3 of the mock fixtures ('Piloto Comercial – Avião'), with many modules. */
const EDIT = '/admin/administracao/cursos/3';

const meta = {
  title: 'Telas/Cursos/Formulário',
  component: AppStory,
  args: { path: NEW, account: 'admin' },
  parameters: screenParameters(
    "Course form (§2.5): 'Informações Básicas' and 'Módulos', with modules, subjects, their materials and the course image.",
  ),
  tags: ['autodocs'],
  // Drafts live in localStorage: start every story without one, and leave none behind.
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

async function openModulos(canvas: Canvas) {
  await userEvent.click(await canvas.findByRole('tab', { name: 'Módulos' }));
}

async function choose(canvas: Canvas, label: string, option: string) {
  await userEvent.click(canvas.getByRole('button', { name: new RegExp(label) }));
  await userEvent.click(await page().findByRole('option', { name: option }));
}

/** While the course image uploads, SALVAR waits (a save then would leave the image out), then saves. */
export const SaveWaitsForImage: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.temp', 1500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const salvar = await canvas.findByRole('button', { name: 'SALVAR' }, FIRST_LOAD);
    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][accept*="image"]')!;
    await userEvent.upload(input, pngFile());
    await expect(await canvas.findByRole('progressbar', { name: 'Enviando imagem' })).toBeVisible();
    await expect(salvar).toBeDisabled();
    await waitFor(() => expect(salvar).toBeEnabled(), FIRST_LOAD);
    await expect(canvas.queryByRole('progressbar', { name: 'Enviando imagem' })).toBeNull();
  },
};

export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Adicionar Novo Curso', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Informações Básicas' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByLabelText('ID do Curso')).toBeEnabled();
    await expect(
      canvas.getByRole('checkbox', { name: 'Permite curso sem homologação da ANAC' }),
    ).not.toBeChecked();
    await expect(await canvas.findByRole('checkbox', { name: 'Formação de Pilotos' })).toBeVisible();
    // §3 Curso: qualificação and tipo, the values the list's Refinar filters by.
    await choose(canvas, 'Qualificação', 'EXTRA');
    await choose(canvas, 'Tipo', 'Teórico/Prático');
    await expect(canvas.getByRole('button', { name: /Qualificação/ })).toHaveTextContent('EXTRA');
    await openModulos(canvas);
    await expect(canvas.getByText('Nenhum Módulo foi adicionado ao Curso')).toBeVisible();
  },
};

export const EditWithManyModules: Story = {
  args: { path: EDIT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Editar Piloto Comercial – Avião', level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('ID do Curso')).toBeDisabled();
    await expect(canvas.getByLabelText('ID do Curso')).toHaveValue('PC-A');
    await openModulos(canvas);
    const list = canvas.getByRole('grid', { name: 'Módulos do curso' });
    const rows = within(list).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(2);
    await expect(canvas.getAllByText('24h').length).toBeGreaterThan(0);
    // Reorder by keyboard: the first module moves one place down.
    const handles = within(list).getAllByRole('button', { name: /^Mover / });
    const first = handles[0]!.getAttribute('aria-label')!.replace('Mover ', '');
    handles[0]!.focus();
    await userEvent.keyboard('{Enter}');
    // The first drop target is right after the dragged item: one arrow moves one place.
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => {
      const order = within(list)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent);
      expect(order[1]).toBe(first);
    });
  },
};

export const ValidationErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SALVAR' }));
    const alert = await canvas.findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.validationTitle)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.course.situacaoRequired)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.course.modulesRequired)).toBeVisible();
    await expect(within(alert).getByText(`ID do Curso: ${MESSAGES.field.required}`)).toBeVisible();
    // Focus moves to the first invalid field, ready to correct it.
    await waitFor(() => expect(canvas.getByLabelText('ID do Curso')).toHaveFocus());
    // Correcting a field takes its message away; the others stand until the next SALVAR.
    await userEvent.keyboard('TST-1');
    await waitFor(() =>
      expect(within(alert).queryByText(`ID do Curso: ${MESSAGES.field.required}`)).toBeNull(),
    );
    await expect(canvas.getByLabelText('ID do Curso')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(within(alert).getByText(MESSAGES.course.situacaoRequired)).toBeVisible();
    // The module modal validates its title too.
    await openModulos(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'ADICIONAR MÓDULO' }));
    const dialog = await page().findByRole('dialog', { name: 'Novo Módulo' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await expect(await within(dialog).findByText(MESSAGES.course.moduleNameRequired)).toBeVisible();
  },
};

/**
 * The tab moves only on a refused SALVAR: fixing the basic fields one by one, with the modules'
 * message still standing, keeps the user on 'Informações Básicas' (choosing the Situação used to
 * send them to 'Módulos'); the next SALVAR opens 'Módulos'.
 */
export const FixingFieldsKeepsTheTab: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'SALVAR' }));
    await canvas.findByRole('alert');
    const basicas = canvas.getByRole('tab', { name: 'Informações Básicas' });
    await expect(basicas).toHaveAttribute('aria-selected', 'true');
    await userEvent.type(canvas.getByLabelText('ID do Curso'), 'TST-1');
    await userEvent.type(canvas.getByLabelText('Nome do Curso'), 'Curso de Teste');
    await choose(canvas, 'Situação', 'Ativo');
    await expect(canvas.getByRole('tab', { name: 'Módulos' })).toHaveAttribute('aria-selected', 'false');
    await expect(basicas).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Módulos' })).toHaveAttribute('aria-selected', 'true'),
    );
  },
};

/** Fills a valid new course with one module. */
async function fillNewCourse(canvas: Canvas) {
  await userEvent.type(await canvas.findByLabelText('ID do Curso'), 'TST-1');
  await userEvent.type(canvas.getByLabelText('Nome do Curso'), 'Curso de Teste');
  await choose(canvas, 'Situação', 'Ativo');
  await openModulos(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'ADICIONAR MÓDULO' }));
  const dialog = await page().findByRole('dialog', { name: 'Novo Módulo' });
  await userEvent.type(within(dialog).getByLabelText('Título do Módulo'), 'Meteorologia{Enter}');
  await expect(await canvas.findByRole('heading', { name: 'Meteorologia', level: 2 })).toBeVisible();
}

/**
 * Everything filled but the modules: SALVAR opens the 'Módulos' tab and puts focus on ADICIONAR
 * MÓDULO, which reads the list's message ('Informe algum módulo para o curso').
 */
export const ModulesRequiredSaidAtTheList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('ID do Curso'), 'TST-1');
    await userEvent.type(canvas.getByLabelText('Nome do Curso'), 'Curso de Teste');
    await choose(canvas, 'Situação', 'Ativo');
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const add = await canvas.findByRole('button', { name: 'ADICIONAR MÓDULO' });
    await waitFor(() => expect(add).toHaveFocus());
    await expect(add).toHaveAccessibleDescription(MESSAGES.course.modulesRequired);
  },
};

/** A tiny valid PDF, as the material picker would give it. */
const pdf = () =>
  new File(['%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'], 'apostila.pdf', {
    type: 'application/pdf',
  });

async function openNewSubject(canvas: Canvas) {
  await fillNewCourse(canvas);
  await userEvent.click(canvas.getByRole('button', { name: 'Adicionar assunto em Meteorologia' }));
  const dialog = await page().findByRole('dialog', { name: 'Novo Assunto' });
  await userEvent.type(within(dialog).getByLabelText('Título do Assunto'), 'Nuvens');
  return dialog;
}

export const UploadInProgress: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.upload', 'infinite'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewSubject(canvas);
    const add = within(dialog).getByRole('button', { name: 'ADICIONAR' });
    await expect(add).toBeDisabled();
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf());
    await expect(await within(dialog).findByText('Arquivo selecionado: apostila.pdf')).toBeVisible();
    await expect(add).toBeEnabled();
    await userEvent.click(add);
    await expect(await within(dialog).findByRole('progressbar', { name: 'Enviando arquivo' })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'CONFIRMAR' })).toBeDisabled();
  },
};

export const AddsSubjectWithMaterial: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNewSubject(canvas);
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pdf());
    await userEvent.click(within(dialog).getByRole('button', { name: 'ADICIONAR' }));
    const materials = await within(dialog).findByRole('list', { name: 'Materiais do assunto' });
    const link = within(materials).getByRole('link', { name: /apostila/ });
    await expect(link).toHaveAttribute('target', '_blank');
    await userEvent.click(within(dialog).getByRole('button', { name: 'CONFIRMAR' }));
    await expect(await canvas.findByText('Nuvens')).toBeVisible();
    await expect(canvas.getByRole('list', { name: 'Materiais de Nuvens' })).toHaveTextContent('1');
  },
};

export const SavesAndReturnsToList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillNewCourse(canvas);
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const dialog = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await expect(within(dialog).getByText(MESSAGES.success.text)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(await canvas.findByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
  },
};

/** What the form wrote while the user typed, before the session ended. */
const DRAFT: CursoFormValues = {
  apelido: 'RASC',
  nome: 'Curso do rascunho',
  situacao: 'Novo',
  descricao: '',
  modalidade_id: null,
  imagem_url: null,
  categorias: [],
  curso_id: '',
  permite_sem_homologacao: false,
  qualificacao: 'ANAC',
  tipo: null,
  modulos: [{ id: 'tmp-1', nome: 'Módulo do rascunho', ordem: 0, new: true, assuntos: [] }],
};

const keepDraftOfNewCourse = () => keepDraft(NEW, DRAFT);

/** Save422, Save500, SaveOffline, AsksBeforeLeaving, DraftRestored: the layer's generic form states. */
const generic = formStories({
  newPath: NEW,
  editPath: EDIT,
  endpoints: { create: 'cursos.create', update: 'cursos.update' },
  fillNew: fillNewCourse,
  field: 'Nome do Curso',
  rejected: { body: { apelido: [MESSAGES.field.required] }, line: `ID do Curso: ${MESSAGES.field.required}` },
  draft: {
    value: DRAFT,
    check: async (canvas) => {
      await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue('Curso do rascunho');
      await openModulos(canvas);
      await expect(canvas.getByRole('heading', { name: 'Módulo do rascunho', level: 2 })).toBeVisible();
    },
  },
  left: async (canvas) => {
    await expect(await canvas.findByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
  },
});

/** A refused save keeps everything typed, the module tree included. */
export const Server422: Story = {
  ...generic.Save422,
  play: async (context) => {
    await generic.Save422.play(context);
    const canvas = within(context.canvasElement);
    await expect(canvas.getByLabelText('ID do Curso')).toHaveFocus();
    await openModulos(canvas);
    await expect(canvas.getByRole('heading', { name: 'Meteorologia', level: 2 })).toBeVisible();
  },
};
export const Server500 = generic.Save500;
export const SaveOffline = generic.SaveOffline;
export const SaveInProgress = generic.SaveInProgress;
export const SavedByAnotherUser = generic.SaveStale;

/**
 * The server cannot reach its database (503 in its words): the dialog says so, and that what was
 * typed is kept, where §8's generic text hid that trying again shortly is the fix.
 */
export const SaveWhileDatabaseUnavailable: Story = {
  args: { path: EDIT },
  beforeEach({ msw }) {
    msw.use(mockError('cursos.update', 503, { message: MESSAGES.request.databaseUnavailable }));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = await canvas.findByLabelText('Nome do Curso', undefined, FIRST_LOAD);
    await userEvent.type(nome, ' revisado');
    const typed = (nome as HTMLInputElement).value;
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.errors.title }, FIRST_LOAD);
    await expect(
      within(dialog).getByText(MESSAGES.request.databaseUnavailable, { exact: false }),
    ).toBeVisible();
    await expect(within(dialog).getByText(MESSAGES.errors.kept, { exact: false })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue(typed);
  },
};
export const AsksBeforeLeavingUnsaved = generic.AsksBeforeLeaving;
export const OffersDraftAfterSessionEnded = generic.DraftRestored;
export const TypingBesideOfferIsKept = generic.TypingBesideOfferIsKept;

/**
 * The session ended on the form (the reload of §4 lands on the sign-in page): signing in again
 * returns to the same form, which offers the kept draft.
 */
export const SignsInAgainToTheDraft: Story = {
  args: { account: null },
  beforeEach: keepDraftOfNewCourse,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(canvas.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(canvas.getByRole('button', { name: 'ENTRAR' }));
    await expect(await canvas.findByRole('heading', { name: 'Adicionar Novo Curso' })).toBeVisible();
    const offer = await canvas.findByRole('region', { name: MESSAGES.draft.title });
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue('Curso do rascunho');
  },
};

/**
 * A draft another tab left when it closed is offered here; restored, it becomes this tab's draft
 * (no other tab offers it again).
 */
export const RestoresClosedTabsDraft: Story = {
  beforeEach: () => keepDraft(NEW, DRAFT, undefined, 'aba-fechada'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: MESSAGES.draft.title }, FIRST_LOAD);
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue('Curso do rascunho');
    await expect(ownDraft(NEW)).toContain('Curso do rascunho');
    await expect(storedDraftKeys()).toHaveLength(1);
  },
};

/**
 * Another tab has the same new-course form open, with work of its own: this tab does not offer
 * that work (nor take it), and typing here keeps a draft beside it, not over it.
 */
export const OpenTabsDraftIsLeftAlone: Story = {
  beforeEach: () => {
    keepDraft(NEW, DRAFT, undefined, 'outra-aba');
    return holdFormOpenElsewhere(NEW, 'outra-aba');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = await canvas.findByLabelText('Nome do Curso', undefined, FIRST_LOAD);
    await userEvent.type(nome, 'Curso desta aba');
    await waitFor(() => expect(ownDraft(NEW)).toContain('Curso desta aba'));
    await expect(canvas.queryByRole('region', { name: MESSAGES.draft.title })).toBeNull();
    await expect(storedDraftKeys()).toHaveLength(2);
  },
};

/**
 * A tab the browser duplicated shares its sessionStorage, and so this tab's id, with the tab it
 * was copied from, which has the same form open with work of its own: this tab takes an id of its
 * own, offers nothing, and keeps its draft beside the other's.
 */
export const DuplicatedTabKeepsItsOwnDraft: Story = {
  beforeEach: () => {
    keepDraft(NEW, DRAFT, undefined, thisTabId());
    return holdFormOpenElsewhere(NEW, thisTabId());
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = await canvas.findByLabelText('Nome do Curso', undefined, FIRST_LOAD);
    await waitFor(() => expect(canvas.queryByRole('region', { name: MESSAGES.draft.title })).toBeNull());
    await userEvent.type(nome, 'Curso da cópia');
    await waitFor(() => expect(ownDraft(NEW)).toContain('Curso da cópia'));
    await expect(storedDraftKeys()).toHaveLength(2);
    await expect(
      storedDraftKeys().some((key) => localStorage.getItem(key)?.includes('Curso do rascunho')),
    ).toBe(true);
  },
};

let tabBefore = '';

/**
 * Under React's strict mode (the development build) the form mounts twice, and its second mount
 * finds the first one's lock still being let go: that is no duplicated tab, and the tab keeps its
 * id (its reload must find its drafts).
 */
export const StrictModeKeepsTheTabsId: Story = {
  render: (args) => (
    <StrictMode>
      <AppStory {...args} />
    </StrictMode>
  ),
  beforeEach: () => {
    tabBefore = thisTabId();
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const nome = await canvas.findByLabelText('Nome do Curso', undefined, FIRST_LOAD);
    await userEvent.type(nome, 'Curso em modo estrito');
    await waitFor(() => expect(ownDraft(NEW)).toContain('Curso em modo estrito'));
    await expect(thisTabId()).toBe(tabBefore);
  },
};

/**
 * Signed out in another tab (which removes every draft of this device) while this form held
 * unsaved work: when this tab's session then ends, at its SALVAR, the work is kept again as the
 * draft, and signing back in offers it. Before, the reload of §4 found nothing to offer.
 */
export const DraftKeptAfterSignOutElsewhere: Story = {
  args: { path: EDIT },
  beforeEach: () => () => sessionStorage.removeItem('hangar.sessionEnded'),
  play: async ({ canvasElement, msw }) => {
    const canvas = within(canvasElement);
    const nome = await canvas.findByLabelText('Nome do Curso', undefined, FIRST_LOAD);
    await userEvent.type(nome, ' revisado');
    const typed = (nome as HTMLInputElement).value;
    await waitFor(() => expect(storedDraftKeys()).toHaveLength(1));
    // The other tab's sign-out removes it; then this tab's token and its refresh are refused.
    clearDrafts();
    const refused = () => HttpResponse.json({ message: MESSAGES.errors.sessionExpired }, { status: 401 });
    msw.use(
      http.put('/api/curso/:id', refused, { once: true }),
      http.post('/oauth/token', refused, { once: true }),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    await expect(await canvas.findByRole('heading', { name: 'Entrar' }, FIRST_LOAD)).toBeVisible();
    await expect(storedDraftKeys()).toHaveLength(1);

    await userEvent.type(canvas.getByLabelText('E-mail'), 'admin@hangar.dev');
    await userEvent.type(canvas.getByLabelText('Senha'), 'hangar123');
    await userEvent.click(canvas.getByRole('button', { name: 'ENTRAR' }));
    const offer = await canvas.findByRole('region', { name: MESSAGES.draft.title }, FIRST_LOAD);
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue(typed);
  },
};

/**
 * A draft kept a day ago names an image uploaded but never saved, which the server has since
 * cleared away: the save is refused on the image field, everything else stays, and a new image
 * takes the message away and saves the course.
 */
export const DraftWithSweptImage: Story = {
  beforeEach: () => keepDraft(NEW, { ...DRAFT, imagem_url: '/uploads/removida-pela-limpeza.png' }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const offer = await canvas.findByRole('region', { name: MESSAGES.draft.title }, FIRST_LOAD);
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    // The file is gone: the frame says so rather than showing a broken image.
    await expect(await canvas.findByText('Imagem indisponível')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'SALVAR' }));
    const avisos = await canvas.findByText(MESSAGES.errors.validationTitle);
    await expect(avisos.closest('[role="alert"]')).toHaveTextContent(MESSAGES.image.notUploaded);
    // The message is also beside the image, describing its button.
    await expect(canvas.getByRole('button', { name: 'Selecionar imagem' })).toHaveAccessibleDescription(
      MESSAGES.image.notUploaded,
    );
    await expect(canvas.getByLabelText('Nome do Curso')).toHaveValue('Curso do rascunho');

    const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"][accept*="image"]')!;
    await userEvent.upload(input, pngFile());
    const salvar = canvas.getByRole('button', { name: 'SALVAR' });
    await waitFor(() => expect(salvar).toBeEnabled());
    // A new image answers the message: it leaves the field and 'Avisos' (nothing else was refused).
    await waitFor(() => expect(canvas.queryByText(MESSAGES.image.notUploaded)).toBeNull());
    await expect(canvas.queryByText(MESSAGES.errors.validationTitle)).toBeNull();
    await userEvent.click(salvar);
    const dialog = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await expect(within(dialog).getByText(MESSAGES.success.text)).toBeVisible();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: cursos,
  editPath: EDIT,
  get: 'cursos.get',
  loadingLabel: 'Carregando curso',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
