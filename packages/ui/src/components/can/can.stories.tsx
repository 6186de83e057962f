import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { Can } from './can';

const held = ['curso.visualizar', 'curso.adicionar'];
const hasAll = (perms: readonly string[]) => perms.every((p) => held.includes(p));

const meta = {
  title: 'UI/Can',
  component: Can,
  tags: ['autodocs'],
  args: {
    permissions: ['curso.adicionar'],
    check: hasAll,
    children: <Button variant="primary">ADICIONAR CURSO</Button>,
  },
} satisfies Meta<typeof Can<string>>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'ADICIONAR CURSO' })).toBeVisible();
  },
};

export const Denied: Story = {
  args: { permissions: ['curso.adicionar', 'curso.excluir'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

export const DeniedWithFallback: Story = {
  args: {
    permissions: ['curso.excluir'],
    fallback: <p className="text-fg-muted">Sem permissão para adicionar.</p>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Sem permissão para adicionar.')).toBeVisible();
  },
};
