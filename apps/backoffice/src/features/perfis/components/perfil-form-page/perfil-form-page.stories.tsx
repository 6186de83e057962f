import { mockError } from '@hangar/api-client/mocks';
import { lockedOutMessage, MESSAGES } from '@hangar/domain';
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
import { perfis } from '../../resource';

const meta = {
  title: 'Telas/Perfis de Acesso/Formulário',
  component: AppStory,
  args: { path: `${perfis.path}/novo`, account: 'admin' },
  parameters: screenParameters('Profile form (§2.12): Nome do Perfil and the checkable permission tree.'),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const row = (name: string) => page().getByRole('row', { name });
const box = (name: string) => within(row(name)).getByRole('checkbox');
const tree = () => page().findByRole('treegrid', { name: 'Permissões' }, FIRST_LOAD);

/** A new profile: checking a family checks its actions; the filter narrows the tree and keeps checks; SALVAR. */
export const New: Story = {
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Adicionar Novo Perfil', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await userEvent.type(page().getByLabelText('Nome do Perfil'), 'Somente Cursos');
    const t = await tree();
    await within(t).findByRole('row', { name: 'Cursos' });
    await userEvent.click(box('Cursos'));
    await waitFor(() => expect(box('Cursos')).toBeChecked());
    // The filter shows only the Usuários family; the Cursos checks stay.
    await userEvent.type(page().getByLabelText('Filtrar permissões'), 'usuarios');
    await waitFor(() => expect(within(t).queryByRole('row', { name: 'Cursos' })).toBeNull());
    await expect(within(t).getByRole('row', { name: 'Usuários' })).toBeVisible();
    await userEvent.clear(page().getByLabelText('Filtrar permissões'));
    await waitFor(() => expect(box('Cursos')).toBeChecked());
    await expect(box('Usuários')).not.toBeChecked();
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await expect(within(done).getByText(MESSAGES.success.text)).toBeVisible();
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await expect(
      await within(await page().findByRole('table', { name: 'Perfis de Acesso' })).findByText(
        'Somente Cursos',
      ),
    ).toBeVisible();
  },
};

/** 'Instrutor de Voo' holds only some course permissions: Cursos shows the mixed state; keyboard checks. */
export const EditPartlyChecked: Story = {
  args: { path: `${perfis.path}/5` },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Editar Instrutor de Voo', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    const t = await tree();
    await within(t).findByRole('row', { name: 'Cursos' });
    await expect(box('Cursos')).toBePartiallyChecked();
    await expect(box('Usuários')).not.toBeChecked();
    // Keyboard: into the tree, to the Cursos family, Space checks all of it.
    await userEvent.click(page().getByLabelText('Filtrar permissões'));
    // Tab enters the tree on its first checked action (Cursos › Visualizar); ArrowLeft goes up to Cursos.
    await userEvent.tab();
    await waitFor(() => expect(document.activeElement?.getAttribute('role')).toBe('row'));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row('Cursos')).toHaveFocus());
    await userEvent.keyboard(' ');
    await waitFor(() => expect(box('Cursos')).toBeChecked());
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row('Cursos')).toHaveAttribute('aria-expanded', 'false'));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(row('Cursos')).toHaveAttribute('aria-expanded', 'true'));
  },
};

/**
 * Unticking what nobody else could grant back is refused (409): the server's message is shown,
 * with the permissions it names.
 */
export const LastAdministratorRefused: Story = {
  args: { path: `${perfis.path}/5` },
  beforeEach({ msw }) {
    msw.use(mockError('perfis.update', 409, { message: lockedOutMessage(['curso.visualizar']) }));
  },
  play: async () => {
    const t = await tree();
    await within(t).findByRole('row', { name: 'Cursos' });
    await userEvent.click(box('Cursos'));
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(lockedOutMessage(['curso.visualizar']))).toBeVisible();
    await expect(error).toHaveTextContent('Cursos › Visualizar');
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(box('Cursos')).toBeChecked();
  },
};

/** A profile's form needs `perfil.alterar` (route table): the view-only account is sent away. */
export const ViewOnlySentAway: Story = {
  args: { path: `${perfis.path}/5`, account: 'leitor' },
  play: async () => {
    await expect(
      await page().findByRole('heading', { name: 'Dashboard', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    await expect(page().queryByLabelText('Nome do Perfil')).toBeNull();
  },
};

const form = formStories({
  newPath: `${perfis.path}/novo`,
  editPath: `${perfis.path}/5`,
  endpoints: { create: 'perfis.create', update: 'perfis.update' },
  fillNew: async (canvas: Canvas) => {
    await userEvent.type(await canvas.findByLabelText('Nome do Perfil', undefined, FIRST_LOAD), 'Secretaria');
  },
  field: 'Nome do Perfil',
  rejected: { body: { nome: [MESSAGES.taken.profile] }, line: MESSAGES.taken.profile },
  draft: {
    value: { nome: 'Perfil do rascunho', permissoes: [] },
    check: async () => {
      await expect(page().getByLabelText('Nome do Perfil')).toHaveValue('Perfil do rascunho');
    },
  },
  left: async () => {
    await expect(await page().findByRole('table', { name: 'Perfis de Acesso' }, FIRST_LOAD)).toBeVisible();
  },
});
export const Save422 = form.Save422;
export const Save500 = form.Save500;
export const SaveOffline = form.SaveOffline;
export const SaveInProgress = form.SaveInProgress;
export const SaveStale = form.SaveStale;
export const AsksBeforeLeaving = form.AsksBeforeLeaving;
export const DraftRestored = form.DraftRestored;
export const TypingBesideOfferIsKept = form.TypingBesideOfferIsKept;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();

/** EditLoading and EditNotFound: the page before its record is there (the resource layer's states). */
const record = recordPageStories({
  resource: perfis,
  editPath: `${perfis.path}/5`,
  get: 'perfis.get',
  loadingLabel: 'Carregando perfil',
});
export const EditLoading = record.EditLoading;
export const EditNotFound = record.EditNotFound;
