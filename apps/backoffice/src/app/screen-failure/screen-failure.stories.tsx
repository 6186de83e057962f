import { MESSAGES } from '@hangar/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { phoneStory, screenParameters } from '../../testing/story-parameters';
import { ScreenFailure, ScreenFailureBoundary } from './screen-failure';

const meta = {
  title: 'Telas/Falha ao abrir a tela',
  component: ScreenFailure,
  args: { onReload: fn() },
  parameters: screenParameters(
    'Shown in place of a screen that could not be drawn: its code did not load (a tab open across a deploy, a dropped network) or it failed while drawing.',
  ),
  tags: ['autodocs'],
} satisfies Meta<typeof ScreenFailure>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What the person reads, and the one thing to do: reload. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const screen = within(canvasElement);
    await expect(screen.getByRole('heading', { name: MESSAGES.screen.failedTitle })).toBeVisible();
    await expect(screen.getByText(MESSAGES.screen.failed)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: MESSAGES.screen.reload }));
    await expect(args.onReload).toHaveBeenCalledOnce();
  },
};

function Broken(): never {
  throw new Error('Failed to fetch dynamically imported module');
}

/** The boundary around the routes: a screen that throws is replaced by the message, not a blank page. */
export const CaughtByTheBoundary: Story = {
  render: () => (
    <ScreenFailureBoundary address="/admin/quebrada">
      <Broken />
    </ScreenFailureBoundary>
  ),
  play: async ({ canvasElement }) => {
    const screen = within(canvasElement);
    await expect(await screen.findByRole('heading', { name: MESSAGES.screen.failedTitle })).toBeVisible();
  },
};

/** On a phone: nothing wider than 390 px. */
export const Celular: Story = phoneStory();
