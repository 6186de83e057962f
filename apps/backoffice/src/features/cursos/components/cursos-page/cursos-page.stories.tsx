import { mockDelay, mockEmpty, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';

const meta = {
  title: 'Telas/Cursos/Lista',
  component: AppStory,
  args: { path: '/admin/administracao/cursos', account: 'admin' },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

export const Filled: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Cursos', level: 1 })).toBeVisible();
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await expect(await within(table).findByText('Piloto Comercial – Avião')).toBeVisible();
    await expect(canvas.getByRole('button', { name: /ADICIONAR CURSO/ })).toBeVisible();
    await expect(canvas.getByRole('button', { name: /SINCRONIZAR/ })).toBeVisible();
    await expect(canvas.getByText(/Última sincronização/)).toBeVisible();
    await expect(canvas.getByPlaceholderText('Procurar')).toBeVisible();
    // Row actions follow the permissions: the admin may edit and delete.
    await userEvent.click(canvas.getByRole('button', { name: 'Ações de Piloto Comercial – Avião' }));
    await expect(await page().findByRole('menuitem', { name: 'Editar' })).toBeVisible();
    await expect(page().getByRole('menuitem', { name: 'Excluir' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('cursos.list', 'infinite'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await waitFor(() => expect(table).toHaveAttribute('aria-busy', 'true'));
  },
};

export const Empty: Story = {
  beforeEach({ msw }) {
    msw.use(mockEmpty('cursos.list'));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Nenhum curso cadastrado')).toBeVisible();
  },
};

export const LoadError: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('cursos.list', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Não foi possível carregar os dados')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
  },
};

export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await expect(await within(table).findByText('Piloto Comercial – Avião')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /ADICIONAR CURSO/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Ações de/ })).toBeNull();
    await expect(within(table).queryByRole('link')).toBeNull();
  },
};

export const SearchAndRefine: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.type(canvas.getByPlaceholderText('Procurar'), 'Helicóptero{Enter}');
    await waitFor(() => expect(within(table).queryByText('Piloto Comercial – Avião')).toBeNull());
    await expect(within(table).getByText('Piloto Privado – Helicóptero')).toBeVisible();
    // Refinar: Situação Inativo, applied on APLICAR.
    await userEvent.click(canvas.getByRole('button', { name: 'Limpar busca' }));
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.click(canvas.getByRole('button', { name: /Refinar/ }));
    const dialog = await page().findByRole('dialog', { name: 'Refinar' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inativo' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(within(table).queryAllByText('Ativo', { exact: true })).toHaveLength(0));
    await expect(within(table).getAllByText('Inativo', { exact: true }).length).toBeGreaterThan(0);
  },
};

/**
 * Categorias are searched as the user types and chosen as tags; APLICAR filters the list and the
 * trigger counts the filter. Reopened, the drawer shows the chosen tag with its name; a change
 * discarded with Escape does not reach the list.
 */
export const RefineByCategoria: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Piloto Comercial – Avião');
    await userEvent.click(canvas.getByRole('button', { name: 'Refinar' }));
    let dialog = await page().findByRole('dialog', { name: 'Refinar' });
    const situacao = within(dialog).getByRole('radiogroup', { name: 'Situação' });
    await expect(within(situacao).getByRole('radio', { name: 'Todas' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Categorias' }), 'Tripul');
    await userEvent.click(await page().findByRole('option', { name: 'Tripulação de Cabine' }));
    // Clicking elsewhere in the drawer closes the options popover (which hides the rest meanwhile).
    await userEvent.click(within(dialog).getByText('Refinar', { selector: 'h2' }));
    const chosen = within(dialog).getByRole('list', { name: 'Categorias selecionados' });
    await expect(within(chosen).getByText('Tripulação de Cabine')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'APLICAR' }));
    await waitFor(() => expect(within(table).queryByText('Piloto Comercial – Avião')).toBeNull());
    await expect(within(table).getByRole('link', { name: 'Comissário de Voo' })).toBeVisible();
    const trigger = canvas.getByRole('button', { name: /^Refinar/ });
    await expect(trigger).toHaveAccessibleName('Refinar 1 filtros ativos');

    // Reopen: the tag is there by name; a discarded change (Escape) leaves the list as it was.
    await userEvent.click(trigger);
    dialog = await page().findByRole('dialog', { name: 'Refinar' });
    await expect(
      within(within(dialog).getByRole('list', { name: 'Categorias selecionados' })).getByText(
        'Tripulação de Cabine',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Inativo' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page().queryByRole('dialog', { name: 'Refinar' })).toBeNull());
    await expect(within(table).getByRole('link', { name: 'Comissário de Voo' })).toBeVisible();
    await expect(trigger).toHaveAccessibleName('Refinar 1 filtros ativos');
  },
};

export const DeleteAsksThenReloads: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Gerenciamento de Recursos de Equipe (CRM)');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ações de Gerenciamento de Recursos de Equipe (CRM)' }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const dialog = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await expect(within(dialog).getByText(MESSAGES.confirm.text)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    await waitFor(() =>
      expect(within(table).queryByText('Gerenciamento de Recursos de Equipe (CRM)')).toBeNull(),
    );
  },
};

export const DeleteFails: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('cursos.delete', 500));
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Cursos' });
    await within(table).findByText('Gerenciamento de Recursos de Equipe (CRM)');
    await userEvent.click(
      canvas.getByRole('button', { name: 'Ações de Gerenciamento de Recursos de Equipe (CRM)' }),
    );
    await userEvent.click(await page().findByRole('menuitem', { name: 'Excluir' }));
    const confirm = await page().findByRole('alertdialog', { name: MESSAGES.confirm.title });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    const error = await page().findByRole('alertdialog', { name: MESSAGES.errors.title });
    await expect(within(error).getByText(MESSAGES.errors.generic)).toBeVisible();
    await userEvent.click(within(error).getByRole('button', { name: 'OK' }));
    await expect(within(table).getByText('Gerenciamento de Recursos de Equipe (CRM)')).toBeVisible();
  },
};
