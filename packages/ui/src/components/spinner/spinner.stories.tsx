import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Spinner } from './spinner';

const meta = { title: 'UI/Spinner', component: Spinner, tags: ['autodocs'] } satisfies Meta<typeof Spinner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Carregando' })).toBeVisible();
  },
};

export const Sizes: Story = {
  render: () => (
    <div className="flex items-center gap-4 text-accent">
      <Spinner size="sm" label="Pequeno" />
      <Spinner size="md" label="Médio" />
      <Spinner size="lg" label="Grande" />
    </div>
  ),
};

export const Decorative: Story = {
  args: { label: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};
