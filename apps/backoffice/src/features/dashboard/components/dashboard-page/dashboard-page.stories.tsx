import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../../../../testing/app-story';
import { phoneStory, screenParameters } from '../../../../testing/story-parameters';

const meta = {
  title: 'Telas/Dashboard',
  component: AppStory,
  args: { path: '/admin/dashboard', account: 'admin' },
  parameters: screenParameters('Dashboard: its title (§2.1).'),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(screen.queryByRole('alert')).toBeNull();
  },
};

export const ViewOnly: Story = { args: { account: 'leitor' }, play: Default.play };

/**
 * A read-only user who opens the new-course address is sent here (§2.1), and told why: the
 * guard carries the refused page through '/' and '/admin'.
 */
export const DeniedRoute: Story = {
  args: { path: '/admin/administracao/cursos/novo', account: 'leitor' },
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    const alert = screen.getByRole('alert');
    await expect(alert).toHaveTextContent('Acesso negado');
    await expect(alert).toHaveTextContent(
      'Seu perfil não tem permissão para abrir a página /admin/administracao/cursos/novo.',
    );
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
