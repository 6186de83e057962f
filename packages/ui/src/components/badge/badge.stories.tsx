import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  tags: ['autodocs'],
  args: { children: 'Ativo', tone: 'success' },
} satisfies Meta<typeof Badge>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Ativo')).toBeVisible();
  },
};

export const Tones: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge tone="success" dot>
        Ativo
      </Badge>
      <Badge tone="error" dot>
        Inativo
      </Badge>
      <Badge tone="warning">Incompleta</Badge>
      <Badge tone="neutral">Sem Classificação</Badge>
      <Badge tone="info">Cursos 3</Badge>
    </div>
  ),
};

export const LongContent: Story = {
  args: { children: 'Uma situação com um nome extremamente longo que deve ser truncada' },
  decorators: [(Story) => <div className="w-48">{Story()}</div>],
};
