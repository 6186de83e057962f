import { mockDelay, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RELOAD_WAIT_MS } from '../../../../lib/endpoints';
import { AppStory } from '../../../../testing/app-story';
import { pngFile } from '../../../../testing/files';
import {
  type Canvas,
  clearDrafts,
  FIRST_LOAD,
  formStories,
  keepDraft,
  page,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { usuarios } from '../../resource';

const meta = {
  title: 'Telas/Usuários/Modal',
  component: AppStory,
  args: { path: usuarios.path, account: 'admin' },
  parameters: screenParameters(
    "User modal (§2.13): 'Novo Usuário' / 'Editar Usuário'; what the server refuses is listed under 'Houve alguns problemas :/'.",
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal is awaited as long as the other loads (FIRST_LOAD, not Testing Library's 1 s): 'Photo',
// which opens it twice, passed only on its retry in CI on a loaded machine.
type Title = 'Novo Usuário' | 'Editar Usuário' | 'Visualizar Usuário';
const modal = (name: Title) => page().findByRole('dialog', { name }, FIRST_LOAD);
const openNew = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: /ADICIONAR USUÁRIO/ }, FIRST_LOAD));
  return modal('Novo Usuário');
};
// `which` names the open in a failure: 'Photo' opens the modal twice.
const openEdit = async (canvas: Canvas, which = 'the edit modal', title: Title = 'Editar Usuário') => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Carlos Eduardo Ribeiro' }, FIRST_LOAD));
  return modal(title).catch((error: Error) => {
    throw new Error(`${which} did not open: ${error.message.split('\n')[0]}`);
  });
};
const fillNew = async () => {
  await userEvent.type(page().getByLabelText('Nome'), 'Paula Prado');
  await userEvent.type(page().getByLabelText('E-mail'), 'paula.prado@hangar.dev');
  await userEvent.type(page().getByLabelText('Senha'), 'senha-segura-1');
};

/** 'Novo Usuário': Situação starts Ativo; a profile is chosen by search; the list shows the new user. */
export const New: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openNew(canvas);
    await expect(within(dialog).getByRole('button', { name: /Situação/ })).toHaveTextContent('Ativo');
    await fillNew();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Perfis' }), 'Instru');
    await userEvent.click(await page().findByRole('option', { name: 'Instrutor de Voo' }));
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Novo Usuário' })).toBeNull());
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Paula{Enter}');
    await waitFor(() =>
      expect(within(canvas.getByRole('table', { name: 'Usuários' })).getByText('Paula Prado')).toBeVisible(),
    );
  },
};

/** A new user needs a password. */
export const NewNeedsPassword: Story = {
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await userEvent.type(page().getByLabelText('Nome'), 'Paula Prado');
    await userEvent.type(page().getByLabelText('E-mail'), 'paula.prado@hangar.dev');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const alert = await page().findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.userModalTitle)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.login.passwordRequired)).toBeVisible();
  },
};

/** A password too short says how long it must be, before anything is sent. */
export const PasswordTooShort: Story = {
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await userEvent.type(page().getByLabelText('Nome'), 'Paula Prado');
    await userEvent.type(page().getByLabelText('E-mail'), 'paula.prado@hangar.dev');
    await userEvent.type(page().getByLabelText('Senha'), 'abc12');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const alert = await page().findByRole('alert');
    await expect(within(alert).getByText('Senha: Use no mínimo 8 caracteres')).toBeVisible();
  },
};

/** 'Editar Usuário': the user's values; Senha blank keeps the current one. */
export const Edit: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement));
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Carlos Eduardo Ribeiro');
    await expect(within(dialog).getByLabelText('E-mail')).toHaveValue('carlos.ribeiro@aeroclubesp.com.br');
    await expect(within(dialog).getByText('Instrutor de Voo')).toBeVisible();
    await expect(within(dialog).getByLabelText('Senha')).toHaveValue('');
    await expect(within(dialog).getByText('Deixe em branco para manter a senha atual')).toBeVisible();
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    await expect(await page().findByRole('dialog', { name: MESSAGES.success.title })).toBeVisible();
  },
};

/**
 * Editing yourself: another e-mail (or a new password) asks for 'Senha atual', which SALVAR
 * needs; a wrong one is the server's refusal on that field; the right one saves. Someone else's
 * e-mail ('Edit') asks nothing.
 */
export const OwnEmailAsksCurrentPassword: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Ana Administradora' }, FIRST_LOAD));
    const dialog = await modal('Editar Usuário');
    await expect(within(dialog).queryByLabelText('Senha atual')).toBeNull();
    const email = within(dialog).getByLabelText('E-mail');
    await userEvent.clear(email);
    await userEvent.type(email, 'ana.nova@hangar.dev');
    const current = await within(dialog).findByLabelText('Senha atual');
    // With the credentials, right after 'Senha', not at the foot of the modal (below a phone's fold).
    const order = ['E-mail', 'Senha', 'Senha atual', 'Foto'].map((label) =>
      within(dialog).getByLabelText(label, { exact: true }),
    );
    for (let i = 1; i < order.length; i++)
      await expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    // Beside the field and in the list of problems.
    await expect(
      (await within(dialog).findAllByText(MESSAGES.user.currentPasswordRequired))[0],
    ).toBeVisible();
    await userEvent.type(current, 'não é ela');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    await expect(
      (await within(dialog).findAllByText(MESSAGES.user.currentPasswordWrong, {}, FIRST_LOAD))[0],
    ).toBeVisible();
    await expect(email).toHaveValue('ana.nova@hangar.dev');
    await userEvent.clear(current);
    await userEvent.type(current, 'hangar123');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    await expect(
      await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD),
    ).toBeVisible();
  },
};

/** Creates sent by the modal: counted by `SavesOnEnter`. */
let creates = 0;

/**
 * Enter in E-mail saves a new user as SALVAR does, once; Enter in the open 'Perfis' list picks
 * the option and saves nothing.
 */
export const SavesOnEnter: Story = {
  beforeEach({ msw }) {
    creates = 0;
    msw.use(
      http.post('*/api/usuario', async () => {
        creates += 1;
        await delay(800); // then the regular mock answers
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    await fillNew();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Perfis' }), 'Instru');
    await page().findByRole('option', { name: 'Instrutor de Voo' });
    // The search answers after its debounce: until then the list offers every profile.
    await waitFor(() => expect(within(page().getByRole('listbox')).getAllByRole('option')).toHaveLength(1));
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(
      within(within(dialog).getByRole('list', { name: 'Perfis selecionados' })).getByText('Instrutor de Voo'),
    ).toBeVisible();
    await expect(creates).toBe(0);
    await userEvent.type(within(dialog).getByLabelText('E-mail'), '{Enter}');
    await page().findByRole('button', { name: 'SALVAR (carregando)' });
    await userEvent.keyboard('{Enter}');
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await expect(creates).toBe(1);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Novo Usuário' })).toBeNull());
  },
};

/** Enter in Nome checks the form as SALVAR does: the problems are listed, nothing is sent. */
export const EnterShowsProblems: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    await userEvent.type(within(dialog).getByLabelText('Nome'), 'Paula Prado{Enter}');
    const alert = await within(dialog).findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.userModalTitle)).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.login.passwordRequired)).toBeVisible();
  },
};

/** 'Editar Usuário' saves on Enter in Nome. */
export const EditSavesOnEnter: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement));
    await userEvent.type(within(dialog).getByLabelText('Nome'), '{Enter}');
    await expect(
      await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD),
    ).toBeVisible();
  },
};

/** The modal's photo; a failure says when, and what the modal showed from 'Foto' on. */
const photoIn = (dialog: HTMLElement, when: string) =>
  within(dialog)
    .findByRole('img', { name: 'Foto do usuário' }, FIRST_LOAD)
    .catch(() => {
      const text = dialog.textContent ?? '';
      throw new Error(`No photo ${when}; the modal showed: ${text.slice(text.indexOf('Foto'), 400)}`);
    });

/** Mock handlers: once a user is saved, the list's reloads answer `ms` late (or never). */
const listReloadsAfterSave = (ms: number | 'infinite') => {
  let saved = false;
  return [
    http.put('*/api/usuario/:id', () => {
      saved = true; // then the regular mock answers
    }),
    http.get('*/api/usuario', async () => {
      if (saved) await delay(ms);
    }),
  ];
};

// The upload and the save each go through the mocks: on a loaded machine they take longer than
// Testing Library's 1 s default (it passed only on a retry in CI), so the waits get FIRST_LOAD.
/**
 * A photo is uploaded (POST /api/arquivo/temp), previewed, saved with the user and shown when
 * reopened from the list. Both calls around the save are slow here: SALVAR waits for the upload
 * (it used to save without the photo the modal already previewed), and the success dialog waits
 * for the list's reload (it used to come first, and the user reopened at once was the old copy).
 */
export const Photo: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('arquivos.temp', 1500), ...listReloadsAfterSave(1500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const dialog = await openEdit(canvas, 'first open');
    const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, pngFile('foto.png'));
    await expect(await photoIn(dialog, 'after the upload')).toBeVisible();
    const salvar = page().getByRole('button', { name: 'SALVAR' });
    await expect(within(dialog).getByRole('progressbar')).toBeVisible();
    await expect(salvar).toBeDisabled();
    await waitFor(() => expect(salvar).toBeEnabled(), FIRST_LOAD);
    await userEvent.click(salvar);
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(
      () => expect(page().queryByRole('dialog', { name: 'Editar Usuário' })).toBeNull(),
      FIRST_LOAD,
    );
    const again = await openEdit(canvas, 'second open, after the save');
    await expect(await photoIn(again, 'reopened after the save')).toBeVisible();
  },
};

/** The list's reload after the save never answers: the success dialog comes anyway, after RELOAD_WAIT_MS. */
export const SavedWhileListStalls: Story = {
  beforeEach({ msw }) {
    msw.use(...listReloadsAfterSave('infinite'));
  },
  play: async ({ canvasElement }) => {
    await openEdit(within(canvasElement));
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole(
      'dialog',
      { name: MESSAGES.success.title },
      { timeout: RELOAD_WAIT_MS + FIRST_LOAD.timeout },
    );
    await expect(within(done).getByText(MESSAGES.success.text)).toBeVisible();
  },
};

/**
 * The server refuses fields: the first message of each, named by its field, in the modal, under
 * 'Houve alguns problemas :/'; nothing typed is lost.
 */
export const ServerErrors: Story = {
  beforeEach({ msw }) {
    msw.use(
      mockError('usuarios.create', 422, {
        email: [MESSAGES.taken.user, MESSAGES.field.emailInvalid],
        perfis: [MESSAGES.access.profilesNotHeld],
      }),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    await fillNew();
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const alert = await within(dialog).findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.errors.userModalTitle)).toBeVisible();
    // Each says what it is about, as in 'Avisos' elsewhere: the e-mail is taken, the profiles named.
    await expect(within(alert).getByText(MESSAGES.taken.user)).toBeVisible();
    await expect(within(alert).getByText(`Perfis: ${MESSAGES.access.profilesNotHeld}`)).toBeVisible();
    await expect(within(alert).queryByText(MESSAGES.field.emailInvalid)).toBeNull();
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Paula Prado');
    await expect(within(dialog).getByLabelText('E-mail')).toHaveValue('paula.prado@hangar.dev');
    await expect(within(dialog).getByLabelText('Senha')).toHaveValue('senha-segura-1');
  },
};

/** A body with `message` shows the generic error; the modal keeps what was typed. */
export const ServerMessage: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('usuarios.create', 500, { message: 'SQLSTATE[23000]' }));
  },
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await fillNew();
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(MESSAGES.errors.generic)).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(page().getByLabelText('Nome')).toHaveValue('Paula Prado');
  },
};

/** Removing the last way to manage users is refused by the server: its message is shown, the input kept. */
export const LastAdministratorRefused: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('usuarios.update', 409, { message: MESSAGES.access.lastAdministrator }));
  },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remover Instrutor de Voo' }));
    // Removing a tag leaves focus in the search, which may open its options: close them first.
    if (page().queryByRole('listbox')) await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('listbox')).toBeNull());
    await userEvent.click(await page().findByRole('button', { name: 'SALVAR' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(MESSAGES.access.lastAdministrator)).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(within(dialog).queryByText('Instrutor de Voo')).toBeNull();
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Carlos Eduardo Ribeiro');
  },
};

/** The view-only account opens a user read-only, titled so: no SALVAR, no Senha. */
export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async ({ canvasElement }) => {
    const dialog = await openEdit(within(canvasElement), 'the view modal', 'Visualizar Usuário');
    await expect(within(dialog).getByLabelText('Nome')).toBeDisabled();
    await expect(within(dialog).queryByRole('button', { name: 'SALVAR' })).toBeNull();
    await expect(within(dialog).queryByLabelText('Senha')).toBeNull();
  },
};

/** Only the profiles whose every permission the signed-in user holds are offered (`grantableProfiles`). */
export const OffersGrantableProfiles: Story = {
  beforeEach({ msw }) {
    const rows = [
      { id: 5, nome: 'Instrutor de Voo', permissoes: ['curso.visualizar'] },
      // A permission nobody in the catalogue holds: not grantable by the admin either.
      { id: 99, nome: 'Superusuário', permissoes: ['curso.visualizar', 'sistema.tudo'] },
    ];
    msw.use(
      http.get('*/api/perfil', () =>
        HttpResponse.json({
          data: { data: rows, total: 2, current_page: 1, per_page: 100, last_page: 1 },
        }),
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Perfis' }), 'i');
    await expect(await page().findByRole('option', { name: 'Instrutor de Voo' })).toBeVisible();
    await expect(page().queryByRole('option', { name: 'Superusuário' })).toBeNull();
  },
};

/**
 * A draft of a new user names a photo uploaded but never saved, which the server has since
 * cleared away: the save is refused on the photo, and what was typed stays.
 */
export const DraftWithSweptPhoto: Story = {
  // The list's 'Novo Usuário' modal keeps its draft under `#novo`.
  beforeEach: () =>
    keepDraft(`${usuarios.path}#novo`, {
      nome: 'Paula Prado',
      email: 'paula.prado@hangar.dev',
      perfis: [],
      situacao: 'Ativo',
      imagem_url: '/uploads/removida-pela-limpeza.png',
      password: '',
    }),
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    const offer = await within(dialog).findByRole('region', { name: MESSAGES.draft.title });
    await userEvent.click(within(offer).getByRole('button', { name: MESSAGES.draft.restore }));
    // The file is gone: the frame says so rather than showing a broken image.
    await expect(await within(dialog).findByText('Imagem indisponível')).toBeVisible();
    await userEvent.type(within(dialog).getByLabelText('Senha'), 'senha-segura-1');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const problems = await within(dialog).findByText(MESSAGES.errors.userModalTitle, {}, FIRST_LOAD);
    await expect(problems.closest('[role="alert"]')).toHaveTextContent(MESSAGES.image.notUploaded);
    await expect(
      within(dialog).getByRole('button', { name: 'Selecionar imagem' }),
    ).toHaveAccessibleDescription(MESSAGES.image.notUploaded);
    await expect(within(dialog).getByLabelText('Nome')).toHaveValue('Paula Prado');
    await expect(within(dialog).getByLabelText('Senha')).toHaveValue('senha-segura-1');
  },
};

const form = formStories({
  newPath: usuarios.path,
  editPath: usuarios.path,
  openNew: async (c) => void (await openNew(c)),
  openEdit: async (c) => void (await openEdit(c)),
  endpoints: { create: 'usuarios.create', update: 'usuarios.update' },
  fillNew,
  field: 'Nome',
  rejected: { body: {}, line: '' },
  draft: {
    value: {
      nome: 'Usuário do rascunho',
      email: 'rascunho@hangar.dev',
      perfis: [],
      situacao: 'Ativo',
      imagem_url: null,
      password: '',
    },
    scope: 'novo',
    check: async () => {
      await expect(page().getByLabelText('Nome')).toHaveValue('Usuário do rascunho');
    },
  },
  left: async () => {
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Editar Usuário' })).toBeNull());
  },
  // No record address: the list, searched for the user's e-mail.
  currentPath: `${usuarios.path}?search=carlos.ribeiro%40aeroclubesp.com.br`,
});
export const Save500 = form.Save500;
export const SaveOffline = form.SaveOffline;
export const SaveInProgress = form.SaveInProgress;
export const SaveStale = form.SaveStale;
export const AsksBeforeLeaving = form.AsksBeforeLeaving;
export const DraftRestored = form.DraftRestored;
export const TypingBesideOfferIsKept = form.TypingBesideOfferIsKept;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/**
 * Escape after choosing a profile asks first; 'Continuar editando' puts focus back on 'Perfis'
 * (React Aria left it on the page: lib/focus-rescue).
 */
export const StayKeepsFocus: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await openNew(within(canvasElement));
    const perfis = within(dialog).getByRole('combobox', { name: 'Perfis' });
    await userEvent.type(perfis, 'Instru');
    await userEvent.click(await page().findByRole('option', { name: 'Instrutor de Voo' }));
    await userEvent.keyboard('{Escape}');
    const ask = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(ask).getByRole('button', { name: MESSAGES.unsaved.stay }));
    await waitFor(() => expect(perfis).toHaveFocus());
    await expect(within(dialog).getByText('Instrutor de Voo')).toBeVisible();
  },
};
