import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  type Canvas,
  clearDrafts,
  expectDeleteRefused,
  FIRST_LOAD,
  formStories,
  listStories,
  page,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { categorias } from '../../resource';

const meta = {
  title: 'Telas/Categorias',
  component: AppStory,
  args: { path: categorias.path, account: 'admin' },
  parameters: screenParameters(
    "Categories (§2.11): the list with its search, ADICIONAR CATEGORIA, and the modal 'Nova Categoria' / 'Editar Categoria' with its one field.",
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

// The modal's code and the record load first: on a busy machine that took over findBy's 1 s
// (a CI run's first attempt of Save500).
const modal = (name: 'Nova Categoria' | 'Editar Categoria') =>
  page().findByRole('dialog', { name }, FIRST_LOAD);
const openNew = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: /ADICIONAR CATEGORIA/ }, FIRST_LOAD));
  await modal('Nova Categoria');
};
const openEdit = async (canvas: Canvas) => {
  await userEvent.click(await canvas.findByRole('button', { name: 'Reciclagem' }, FIRST_LOAD));
  await modal('Editar Categoria');
};

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Categorias', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Categorias' });
    await expect(await within(table).findByText('Formação de Pilotos')).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Mec{Enter}');
    await waitFor(() => expect(within(table).queryByText('Formação de Pilotos')).toBeNull());
    await expect(within(table).getByText('Mecânica')).toBeVisible();
  },
};

/** ADICIONAR CATEGORIA opens 'Nova Categoria'; SALVAR, the success message, and the list has it. */
export const CreatesInModal: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await openNew(canvas);
    await userEvent.type(page().getByLabelText('Nome da Categoria'), 'Meteorologia Avançada');
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title });
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Nova Categoria' })).toBeNull());
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Meteorologia{Enter}');
    // The list answers twice (the revalidation after the save, then the search): look the row up
    // again until the table that stays on screen shows it.
    await waitFor(() =>
      expect(
        within(canvas.getByRole('table', { name: 'Categorias' })).getByText('Meteorologia Avançada'),
      ).toBeVisible(),
    );
  },
};

/** SALVAR with no name: 'Avisos' says so and focus goes to the field. */
export const RequiresName: Story = {
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await userEvent.click(page().getByRole('button', { name: 'SALVAR' }));
    const alert = await page().findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.category.nomeRequired)).toBeVisible();
    await waitFor(() => expect(page().getByLabelText('Nome da Categoria')).toHaveFocus());
  },
};

/** Creates sent by the modal (the first answers late): counted by `SavesOnEnter`. */
let creates = 0;

/**
 * Enter in 'Nome da Categoria' saves as SALVAR does, once: Enter, or SALVAR, pressed again while
 * the save runs sends nothing more.
 */
export const SavesOnEnter: Story = {
  beforeEach({ msw }) {
    creates = 0;
    msw.use(
      http.post('*/api/categoria', async () => {
        creates += 1;
        await delay(800); // then the regular mock answers
      }),
    );
  },
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await userEvent.type(page().getByLabelText('Nome da Categoria'), 'Meteorologia Avançada{Enter}');
    const pending = await page().findByRole('button', { name: 'SALVAR (carregando)' });
    await userEvent.keyboard('{Enter}');
    await userEvent.click(pending);
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await expect(creates).toBe(1);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Nova Categoria' })).toBeNull());
  },
};

/** Enter with no name: the same 'Avisos' as SALVAR, focus on the field, nothing sent. */
export const EnterRequiresName: Story = {
  play: async ({ canvasElement }) => {
    await openNew(within(canvasElement));
    await userEvent.type(page().getByLabelText('Nome da Categoria'), '{Enter}');
    const alert = await page().findByRole('alert');
    await expect(within(alert).getByText(MESSAGES.category.nomeRequired)).toBeVisible();
    await waitFor(() => expect(page().getByLabelText('Nome da Categoria')).toHaveFocus());
  },
};

/** 'Editar Categoria' saves on Enter too, and closes after the success message. */
export const EditSavesOnEnter: Story = {
  play: async ({ canvasElement }) => {
    await openEdit(within(canvasElement));
    await userEvent.type(page().getByLabelText('Nome da Categoria'), ' Avançada{Enter}');
    const done = await page().findByRole('dialog', { name: MESSAGES.success.title }, FIRST_LOAD);
    await userEvent.click(within(done).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Editar Categoria' })).toBeNull());
    await expect(
      await within(within(canvasElement).getByRole('table', { name: 'Categorias' })).findByText(
        'Reciclagem Avançada',
      ),
    ).toBeVisible();
  },
};

/** The generic list states, on the one category of the mocks no course uses (one in use stays). */
const list = listStories({ resource: categorias, row: 'Despacho Operacional' });
export const Loading = list.Loading;
export const Empty = list.Empty;
export const LoadError = list.LoadError;
export const DeleteAsks = list.DeleteAsks;
export const DeleteFails = list.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = list.PastTheLastPage;

/** A category that courses use is not deleted, and the user is told why and what to do first. */
export const DeleteRefusedInUse: Story = {
  play: async ({ canvasElement }) =>
    expectDeleteRefused(canvasElement, {
      table: () => within(canvasElement).findByRole('table', { name: 'Categorias' }),
      row: 'Inglês Aeronáutico',
      message: MESSAGES.conflict.categoryInUse,
    }),
};

const form = formStories({
  newPath: categorias.path,
  editPath: categorias.path,
  openNew,
  openEdit,
  endpoints: { create: 'categorias.create', update: 'categorias.update' },
  fillNew: async () => {
    await userEvent.type(page().getByLabelText('Nome da Categoria'), 'Reciclagem');
  },
  field: 'Nome da Categoria',
  rejected: { body: { nome: [MESSAGES.taken.category] }, line: MESSAGES.taken.category },
  draft: {
    value: { nome: 'Categoria do rascunho' },
    scope: 'nova',
    check: async () => {
      await expect(page().getByLabelText('Nome da Categoria')).toHaveValue('Categoria do rascunho');
    },
  },
  left: async () => {
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Editar Categoria' })).toBeNull());
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
