import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppStory } from '../../testing/app-story';
import { phoneStory, screenParameters } from '../../testing/story-parameters';

const meta = {
  title: 'Telas/Página não encontrada',
  component: AppStory,
  args: { path: '/endereco-que-nao-existe', account: null },
  parameters: screenParameters('The page shown at an address the app does not know.'),
  tags: ['autodocs'],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Outside the shell: any unknown address, signed in or not. */
export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(screen.getByRole('link', { name: 'Voltar ao início' })).toHaveAttribute('href', '/');
  },
};

/** The screen on a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
