import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, within } from 'storybook/test';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  tags: ['autodocs'],
  args: {
    title: 'Cursos',
    breadcrumbs: [
      { label: 'Início', href: '/admin' },
      { label: 'Administração', href: '/admin/administracao' },
      { label: 'Cursos' },
    ],
    actions: (
      <Button variant="primary">
        <Plus aria-hidden /> ADICIONAR CURSO
      </Button>
    ),
  },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cursos' })).toBeVisible();
    const trail = canvas.getByRole('navigation', { name: 'Trilha de navegação' });
    await expect(within(trail).getByRole('link', { name: 'Início' })).toHaveAttribute('href', '/admin');
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, actions: undefined, description: 'Gerencie os cursos da escola.' },
};

export const NarrowScreen: Story = {
  args: { title: 'Editar Piloto Comercial de Avião — Teórico' },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};
