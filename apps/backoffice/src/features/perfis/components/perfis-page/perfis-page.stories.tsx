import { MESSAGES, profileDeleteQuestion } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  clearDrafts,
  expectDeleteRefused,
  FIRST_LOAD,
  listStories,
  page,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { perfis } from '../../resource';

const meta = {
  title: 'Telas/Perfis de Acesso',
  component: AppStory,
  args: { path: perfis.path, account: 'admin' },
  parameters: screenParameters('Profile list (§2.12): the PERFIL column and the row menu.'),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Perfis de Acesso' }, FIRST_LOAD);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Perfis de Acesso', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    const t = await table(canvasElement);
    await expect(await within(t).findByText('Coordenação Pedagógica')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR PERFIL/ })).toBeVisible();
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Secre{Enter}');
    await waitFor(() => expect(within(t).queryByText('Coordenação Pedagógica')).toBeNull());
    await expect(within(t).getByText('Secretaria')).toBeVisible();
  },
};

/** A profile in use: the confirmation says how many users hold it; Excluir deletes it. */
export const DeleteInUse: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = await table(canvasElement);
    await within(t).findByText('Secretaria', undefined, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Secretaria' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(profileDeleteQuestion(3))).toBeVisible();
    await expect(
      within(dialog).getByText('Este perfil está atribuído a 3 usuários. Deseja realmente excluí-lo?'),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(async () =>
      expect(within(await table(canvasElement)).queryByText('Secretaria')).toBeNull(),
    );
  },
};

/** Saying no keeps the profile. */
export const DeleteCancelled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const t = await table(canvasElement);
    await within(t).findByText('Leitura', undefined, FIRST_LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Leitura' }));
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(profileDeleteQuestion(2))).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.confirm.cancel }));
    await expect(within(t).getByText('Leitura')).toBeVisible();
  },
};

const list = listStories({ resource: perfis, row: 'Instrutor de Voo' });
export const Loading = list.Loading;
export const Empty = list.Empty;
export const LoadError = list.LoadError;
export const ViewOnly = list.ViewOnly;
export const DeleteFails = {
  ...list.DeleteFails,
  // The row is in use: the confirmation says so before the (failing) delete.
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) =>
    expectDeleteRefused(canvasElement, {
      table: () => table(canvasElement),
      row: 'Instrutor de Voo',
      message: MESSAGES.errors.generic,
    }),
} satisfies Story;

/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = list.PastTheLastPage;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
