import type { Meta, StoryObj } from '@storybook/react-vite';
import { Plus } from 'lucide-react';
import { expect, userEvent, within } from 'storybook/test';
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
    // The current page is plain text marked as such, and no tab stop.
    await expect(within(trail).queryByRole('link', { name: 'Cursos' })).toBeNull();
    await expect(within(trail).getByText('Cursos')).toHaveAttribute('aria-current', 'page');
  },
};

/**
 * A trail with a step that has no page of its own (a menu group, as 'Administração' in the app):
 * it reads as text, and Tab goes from the links straight to the page's actions.
 */
export const StepWithoutPage: Story = {
  args: {
    breadcrumbs: [{ label: 'Início', href: '/admin' }, { label: 'Administração' }, { label: 'Cursos' }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trail = within(canvas.getByRole('navigation', { name: 'Trilha de navegação' }));
    await expect(trail.getAllByRole('link').map((l) => l.textContent)).toEqual(['Início']);
    await userEvent.tab();
    await expect(trail.getByRole('link', { name: 'Início' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ADICIONAR CURSO' })).toHaveFocus();
  },
};

export const TitleOnly: Story = {
  args: { breadcrumbs: undefined, actions: undefined, description: 'Gerencie os cursos da escola.' },
};

export const NarrowScreen: Story = {
  args: { title: 'Editar Piloto Comercial de Avião — Teórico' },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
};

/** The title of a record named with one long run without spaces, on a phone. */
const LONG_TITLE = `Editar ${'Procedimentodeemergênciaemvoo'.repeat(5)}`;

/**
 * A long run in the title or the description wraps on the screen: the page scrolled sideways
 * (2,208 px at 1,280) with 'Editar' and a record named with a pasted code.
 */
export const LongTitle: Story = {
  args: { title: LONG_TITLE, description: LONG_TITLE.slice(7) },
  decorators: [(Story) => <div className="w-[390px]">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    const heading = within(canvasElement).getByRole('heading', { level: 1, name: LONG_TITLE });
    await expect(heading.getBoundingClientRect().right).toBeLessThanOrEqual(
      box.getBoundingClientRect().right,
    );
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
