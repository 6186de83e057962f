import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProgressBar } from './progress-bar';

const meta = {
  title: 'UI/ProgressBar',
  component: ProgressBar,
  tags: ['autodocs'],
  args: { label: 'Andamento da turma', value: 42, className: 'max-w-sm' },
} satisfies Meta<typeof ProgressBar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Andamento da turma' });
    await expect(bar).toHaveAttribute('aria-valuenow', '42');
    await expect(bar).toHaveTextContent('42%');
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex max-w-sm flex-col gap-3">
      <ProgressBar label="Concluído" value={100} tone="success" />
      <ProgressBar label="Atrasado" value={80} tone="warning" />
      <ProgressBar label="Falhou" value={35} tone="error" />
      <ProgressBar aria-label="Fino" value={60} size="sm" showValue={false} />
    </div>
  ),
};

export const Indeterminate: Story = { args: { isIndeterminate: true, label: 'Enviando arquivo' } };

export const Empty: Story = { args: { value: 0 } };

export const NarrowScreen: Story = {
  args: { className: 'w-[390px]', label: 'Um rótulo longo para uma barra de progresso estreita' },
};
