import { mockDelay } from '@hangar/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppStory } from '../../testing/app-story';

const meta = {
  title: 'Telas/Shell',
  component: AppStory,
  args: { path: '/admin/dashboard', account: 'admin' },
  parameters: { layout: 'fullscreen' },
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const ALL = [
  'Dashboard',
  'Cursos',
  'Turmas',
  'Problemas',
  'Questões',
  'Entidade',
  'Perfis de Acesso',
  'Usuários',
  'Categorias',
];

export const Admin: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    for (const label of ALL)
      await expect(await within(nav).findByRole('link', { name: label })).toBeVisible();
    await expect(screen.getAllByText('Ana Administradora')[0]).toBeVisible();
  },
};

export const ViewOnly: Story = {
  args: { account: 'leitor' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    await expect(await within(nav).findByRole('link', { name: 'Cursos' })).toBeVisible();
    await expect(within(nav).getByRole('link', { name: 'Categorias' })).toBeVisible();
  },
};

export const Loading: Story = {
  beforeEach({ msw }) {
    msw.use(mockDelay('auth.userinfo', 'infinite'));
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByText('Carregando Menu')).toBeVisible();
    await expect(screen.getByText('Carregando dados')).toBeVisible();
  },
};

export const SignsOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
  },
};

export const NotFound: Story = {
  args: { path: '/admin/nao-existe' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await userEvent.click(screen.getByRole('link', { name: 'Voltar ao início' }));
    await expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};

export const PermissionGuard: Story = {
  args: { account: 'leitor', path: '/admin/administracao/cursos/novo' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    // No curso.adicionar: the guard sends the user to '/', which lands on the dashboard.
    await expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  },
};
