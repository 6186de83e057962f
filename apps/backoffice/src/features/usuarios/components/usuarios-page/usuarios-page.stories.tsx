import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import {
  clearDrafts,
  expectDeleteRefused,
  FIRST_LOAD,
  listStories,
} from '../../../../testing/resource-stories';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';
import { usuarios } from '../../resource';

const meta = {
  title: 'Telas/Usuários',
  component: AppStory,
  args: { path: usuarios.path, account: 'admin' },
  parameters: screenParameters(
    'User list (§2.13): avatar and name, e-mail, profiles as tags and situação; the user modal opens from it.',
  ),
  tags: ['autodocs'],
  beforeEach: clearDrafts,
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const table = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('table', { name: 'Usuários' }, FIRST_LOAD);

/** USUÁRIO, E-MAIL, PERFIL (tags) and SITUAÇÃO (an empty one reads Pendente); search by name or e-mail. */
export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Usuários', level: 1 }, FIRST_LOAD),
    ).toBeVisible();
    const t = await table(canvasElement);
    for (const header of ['Usuário', 'E-mail', 'Perfil', 'Situação']) {
      await expect(within(t).getByRole('columnheader', { name: header })).toBeInTheDocument();
    }
    const leonardo = (await within(t).findByText('Leonardo Souza')).closest('tr')!;
    await expect(within(leonardo).getByText('leonardo.souza@escolaasas.com.br')).toBeVisible();
    await expect(within(leonardo).getByText('Instrutor de Voo')).toBeVisible();
    await expect(within(leonardo).getByText('Pendente')).toBeVisible();
    const gustavo = within(t).getByText('Gustavo Henrique Lima').closest('tr')!;
    await expect(within(gustavo).getByText('Coordenação Pedagógica')).toBeVisible();
    await expect(within(gustavo).getByText('Ativo')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR USUÁRIO/ })).toBeVisible();
    // By e-mail.
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'escolavoar{Enter}');
    await waitFor(() => expect(within(t).queryByText('Leonardo Souza')).toBeNull());
    await expect(within(t).getByText('Daniela Fernandes')).toBeVisible();
    await expect(within(t).getByText('Eduardo Nogueira')).toBeVisible();
  },
};

/** Nobody deletes themselves: the server's refusal is said in clear Portuguese. */
export const DeleteSelfRefused: Story = {
  play: async ({ canvasElement }) =>
    expectDeleteRefused(canvasElement, {
      table: () => table(canvasElement),
      row: 'Ana Administradora',
      message: MESSAGES.access.selfDelete,
    }),
};

const list = listStories({ resource: usuarios, row: 'Otávio Pereira' });
export const Loading = list.Loading;
export const Empty = list.Empty;
export const LoadError = list.LoadError;
export const ViewOnly = list.ViewOnly;
export const DeleteAsks = list.DeleteAsks;
export const DeleteFails = list.DeleteFails;
/** An address past the last page shows the last page (the address replaced, the rest kept). */
export const PastTheLastPage = list.PastTheLastPage;

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
