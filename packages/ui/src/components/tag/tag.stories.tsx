import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tag } from './tag';

const meta = {
  title: 'UI/Tag',
  component: Tag,
  tags: ['autodocs'],
  args: { children: 'Piloto Privado' },
} satisfies Meta<typeof Tag>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Removable: Story = {
  args: { onRemove: fn(), removeLabel: 'Remover Piloto Privado' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Remover Piloto Privado' });
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    await expect(args.onRemove).toHaveBeenCalledTimes(2);
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Tag tone="success">Aprovado</Tag>
      <Tag tone="error">Reprovado</Tag>
      <Tag tone="warning">Pendente</Tag>
      <Tag tone="neutral">Teórico</Tag>
      <Tag tone="info">ANAC</Tag>
    </div>
  ),
};

export const Disabled: Story = {
  args: { onRemove: fn(), isDisabled: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Remover' }));
    await expect(args.onRemove).not.toHaveBeenCalled();
  },
};

export const LongContent: Story = {
  args: { children: 'Piloto Comercial de Avião com habilitação para voo por instrumentos', onRemove: fn() },
  decorators: [(Story) => <div className="w-56">{Story()}</div>],
};
