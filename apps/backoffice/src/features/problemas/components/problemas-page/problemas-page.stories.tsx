import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { FIRST_LOAD, listStories, page } from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { problemas } from '../../resource';

const ROW = 'Pane de motor após a decolagem';

const meta = {
  title: 'Telas/Problemas/Lista',
  component: AppStory,
  args: { path: '/admin/administracao/problemas', account: 'admin' },
  parameters: screenParameters('Problem list (§2.6): ID and Título, the search and Refinar by question.'),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Loading, Empty, LoadError, ViewOnly, DeleteAsks, DeleteFails: the layer's generic list states. */
const generic = listStories({ resource: problemas, row: ROW });
export const Loading = generic.Loading;
export const Empty = generic.Empty;
export const LoadError = generic.LoadError;
export const ViewOnly = generic.ViewOnly;
export const DeleteAsks = generic.DeleteAsks;
export const DeleteFails = generic.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = generic.PastTheLastPage;

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Problemas', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Problemas' });
    await expect(await within(table).findByText(ROW)).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'ID' })).toBeVisible();
    await expect(within(table).getByRole('columnheader', { name: 'Título' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR PROBLEMA/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: `Ações de ${ROW}` }));
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

/** Refinar: questions searched remotely as the user types; APLICAR puts them in the address. */
export const RefineByQuestion: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', { name: 'Problemas' }, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /Refinar/ }));
    const drawer = within(await page().findByRole('dialog', { name: 'Refinar' }));
    const combo = drawer.getByRole('combobox', { name: 'Questões' });
    await userEvent.type(combo, 'letra C');
    const label = 'No alfabeto fonético ICAO, qual palavra representa a letra C?';
    await userEvent.click(await page().findByRole('option', { name: label }, FIRST_LOAD));
    await userEvent.click(drawer.getByText('Refinar', { selector: 'h2' }));
    await expect(
      within(drawer.getByRole('list', { name: 'Questões selecionados' })).getByText(label),
    ).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(await canvas.findByRole('button', { name: /Refinar.*1/ })).toBeVisible();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
