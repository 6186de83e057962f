import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../button/button';
import { Card } from './card';

const meta = {
  title: 'UI/Card',
  component: Card,
  tags: ['autodocs'],
  args: {
    title: 'Turma PP-2026/1',
    description: 'Piloto Privado — Intensivo',
    children: 'Início em 03/02/2026.',
  },
} satisfies Meta<typeof Card>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  args: { className: 'max-w-sm' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Turma PP-2026/1' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { className: 'max-w-md' },
  render: (args) => {
    const onEdit = fn();
    return (
      <Card
        {...args}
        actions={
          <Button size="sm" onPress={onEdit}>
            Editar
          </Button>
        }
        footer={<Button variant="primary">Abrir</Button>}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Editar' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Abrir' })).toHaveFocus();
  },
};

export const BodyOnly: Story = { args: { title: undefined, description: undefined, className: 'max-w-sm' } };

export const LongContent: Story = {
  args: {
    className: 'w-[390px]',
    title: 'Turma de Piloto Comercial de Avião com instrução noturna e navegação',
    children: 'Texto do cartão. '.repeat(40),
  },
};
