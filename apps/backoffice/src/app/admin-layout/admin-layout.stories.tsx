import { ENDPOINTS } from '@hangar/api-client/contract';
import { mockDelay, mockError } from '@hangar/api-client/mocks';
import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../../testing/app-story';
import { phoneStory, screenParameters } from '../../testing/story-parameters';

const meta = {
  title: 'Telas/Shell',
  component: AppStory,
  args: { path: '/admin/dashboard', account: 'admin' },
  parameters: screenParameters(
    "The shell around every signed-in screen (§2.2): the top bar with the user's name, avatar and sign-out, and the side menu whose entries follow the user's permissions. A screen the user may not open sends them to the start.",
  ),
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

/**
 * A page opened from the menu: focus goes to its heading, where a screen reader starts reading
 * the new page (it stayed on the link, and only the list's page count was heard).
 */
export const MenuMovesFocusToThePage: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const nav = await screen.findByRole('navigation', { name: 'Menu' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Categorias' }));
    const heading = await screen.findByRole('heading', { name: 'Categorias', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // By keyboard too.
    within(nav).getByRole('link', { name: 'Cursos' }).focus();
    await userEvent.keyboard('{Enter}');
    const cursos = await screen.findByRole('heading', { name: 'Cursos', level: 1 });
    await waitFor(() => expect(cursos).toHaveFocus());
  },
};

/** The same on a phone, where the menu is a drawer that gave focus back to 'Menu' as it closed. */
export const MenuMovesFocusToThePageOnAPhone: Story = {
  globals: { viewport: { value: 'celular', isRotated: false } },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await screen.findByRole('heading', { name: 'Dashboard', level: 1 });
    await userEvent.click(screen.getByRole('button', { name: 'Menu' }));
    const nav = await within(canvasElement.ownerDocument.body).findByRole('navigation', { name: 'Menu' });
    await userEvent.click(await within(nav).findByRole('link', { name: 'Categorias' }));
    const heading = await screen.findByRole('heading', { name: 'Categorias', level: 1 });
    await waitFor(() => expect(heading).toHaveFocus());
    // Still there once the drawer has closed.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(heading).toHaveFocus();
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
    // Drawn in the shell's `<main>`, not in a second one (axe: landmark-no-duplicate-main).
    await expect(screen.getAllByRole('main')).toHaveLength(1);
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

/**
 * Loading the signed-in user fails once: the shell says so (instead of 'Carregando dados'
 * forever) and 'Tentar novamente' loads it again.
 */
export const UserLoadFails: Story = {
  beforeEach({ msw }) {
    msw.use(
      http.get(
        `*${ENDPOINTS['auth.userinfo'].path}`,
        () => HttpResponse.json({ message: 'Server Error' }, { status: 500 }),
        { once: true },
      ),
    );
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    const alert = await screen.findByRole('alert');
    await expect(within(alert).getByText('Não foi possível carregar seus dados')).toBeVisible();
    await expect(within(alert).getByText(MESSAGES.errors.generic)).toBeVisible();
    await expect(screen.queryByText('Carregando dados')).toBeNull();
    // 'Sair' stays in reach.
    await expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    await userEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await expect((await screen.findAllByText('Ana Administradora'))[0]).toBeVisible();
    await expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

/**
 * The session ends on its own (the server refuses the token and its refresh): the sign-in page
 * says the session expired.
 */
export const SessionExpires: Story = {
  beforeEach({ msw }) {
    msw.use(mockError('auth.userinfo', 401), mockError('auth.token', 401));
    // The note of the ended session lives in this tab's sessionStorage: leave none for the next story.
    return () => sessionStorage.removeItem('hangar.sessionEnded');
  },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(screen.getByRole('status')).toHaveTextContent('Sua sessão foi encerrada. Entre novamente.');
  },
};

/** Signing out on purpose is no expired session: the sign-in page says nothing of the kind. */
export const SignsOutWithoutExpiryNote: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await userEvent.click(await screen.findByRole('button', { name: 'Sair' }));
    await expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeVisible();
    await expect(screen.queryByText('Sua sessão foi encerrada. Entre novamente.')).toBeNull();
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
