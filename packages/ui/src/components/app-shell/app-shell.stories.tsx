import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  BookOpen,
  FolderTree,
  GraduationCap,
  HelpCircle,
  LayoutDashboard,
  School,
  Shield,
  Users,
  Wrench,
} from 'lucide-react';
import { RouterProvider } from 'react-aria-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppShell, type MenuSection } from './app-shell';

const sections: MenuSection[] = [
  {
    title: null,
    entries: [{ key: 'dashboard', label: 'Dashboard', href: '/admin/dashboard', icon: <LayoutDashboard /> }],
  },
  {
    title: 'Administração',
    entries: [
      { key: 'cursos', label: 'Cursos', href: '/admin/administracao/cursos', icon: <BookOpen /> },
      { key: 'turmas', label: 'Turmas', href: '/admin/entidade/turmas', icon: <GraduationCap /> },
      { key: 'problemas', label: 'Problemas', href: '/admin/administracao/problemas', icon: <Wrench /> },
      { key: 'questoes', label: 'Questões', href: '/admin/administracao/questoes', icon: <HelpCircle /> },
      { key: 'entidades', label: 'Entidade', href: '/admin/administracao/entidades', icon: <School /> },
    ],
  },
  {
    title: 'Configurações',
    entries: [
      { key: 'perfis', label: 'Perfis de Acesso', href: '/admin/configuracao/perfis', icon: <Shield /> },
      { key: 'usuarios', label: 'Usuários', href: '/admin/configuracao/usuarios', icon: <Users /> },
      {
        key: 'categorias',
        label: 'Categorias',
        href: '/admin/configuracao/categorias',
        icon: <FolderTree />,
      },
    ],
  },
];

const meta = {
  title: 'UI/AppShell',
  component: AppShell,
  tags: ['autodocs'],
  parameters: { layout: 'fullscreen' },
  args: {
    sections,
    user: { nome: 'Marina Albuquerque', imagemUrl: null },
    currentPath: '/admin/administracao/cursos/12',
    onLogout: fn(),
    children: (
      <div className="p-6">
        <h1 className="text-2xl font-semibold">Cursos</h1>
        <p className="mt-2 text-fg-muted">Conteúdo da página.</p>
      </div>
    ),
  },
  // The docs page renders every story at once; keep each one in its own box.
  decorators: [(Story) => <div className="h-[560px] overflow-hidden">{Story()}</div>],
} satisfies Meta<typeof AppShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(within(nav).getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    await expect(canvas.getByText('Marina Albuquerque')).toBeVisible();
    // Pointer: collapse the menu to a rail of icons; links keep their names.
    const toggle = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(canvas.queryByText('Perfis de Acesso')).toBeNull());
    await expect(within(nav).getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    // Keyboard: Enter on the focused toggle expands it again.
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Perfis de Acesso')).toBeVisible();
    // Power button logs out by pointer and keyboard.
    const sair = canvas.getByRole('button', { name: 'Sair' });
    await userEvent.click(sair);
    await userEvent.keyboard(' ');
    await expect(args.onLogout).toHaveBeenCalledTimes(2);
  },
};

/** Collapsed to the icon rail: each icon shows its label in a tooltip on hover and on keyboard focus. */
export const CollapsedRail: Story = {
  args: { menuOpen: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const nav = canvas.getByRole('navigation', { name: 'Menu' });
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
    // Icons only: no label is drawn, yet every link keeps its name.
    await expect(within(nav).queryByText('Perfis de Acesso')).toBeNull();
    await expect(within(nav).getAllByRole('link')).toHaveLength(9);
    await expect(within(nav).getByRole('link', { name: 'Cursos' })).toHaveAttribute('aria-current', 'page');
    // The labels come in a chunk of their own, after the icons, and wrapping a link in its label
    // draws the link anew. Under Vitest the chunk is in before the play; in a production Storybook
    // the play can hover a link that is then replaced, as a person's mouse can rest on an icon
    // before its label exists. So the play waits for the chunk, finds the link afresh and, like
    // the person, moves the mouse off and on again until the label shows.
    await import('./shell-overlays');
    const cursosLink = () => within(nav).getByRole('link', { name: 'Cursos' });
    // Pointer: the mouse comes in over the page, then rests on an icon: its label shows beside it.
    await userEvent.hover(canvas.getByText('Conteúdo da página.'));
    await waitFor(
      async () => {
        await userEvent.unhover(cursosLink());
        await userEvent.hover(cursosLink());
        await expect(await body.findByRole('tooltip', {}, { timeout: 800 })).toHaveTextContent('Cursos');
      },
      { timeout: 4000 },
    );
    const cursos = cursosLink();
    await userEvent.unhover(cursos);
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
    // Keyboard: focusing a link shows its label; the name is still the link's own.
    within(nav).getByRole('link', { name: 'Dashboard' }).focus();
    await userEvent.tab();
    await expect(cursos).toHaveFocus();
    const tip = await body.findByRole('tooltip');
    await expect(tip).toHaveTextContent('Cursos');
    await expect(cursos).toHaveAccessibleName('Cursos');
    await expect(cursos).toHaveAccessibleDescription('Cursos');
    await userEvent.tab();
    await waitFor(() => expect(body.getByRole('tooltip')).toHaveTextContent('Turmas'));
    // Escape hides it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('tooltip')).toBeNull());
  },
};

export const Loading: Story = {
  args: { loading: true, sections: null, user: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Carregando dados')).toBeVisible();
    await expect(canvas.getByText('Carregando Menu')).toBeVisible();
  },
};

export const NoNameWithAvatar: Story = {
  args: {
    user: {
      nome: null,
      imagemUrl:
        'data:image/svg+xml;utf8,<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="%231659c7"/><text x="16" y="21" font-size="14" text-anchor="middle" fill="white" font-family="sans-serif">MA</text></svg>',
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('-')).toBeVisible();
    await expect(canvas.getByRole('img', { name: 'Usuário' })).toBeVisible();
  },
};

export const EmptyMenu: Story = { args: { sections: [] } };

export const LongContent: Story = {
  args: {
    user: { nome: 'Maria Eduarda de Albuquerque Cavalcanti Pereira dos Santos' },
    sections: [
      ...sections,
      {
        title: 'Uma seção com um título realmente muito comprido',
        entries: Array.from({ length: 12 }, (_, i) => ({
          key: `x${i}`,
          label: `Entrada de menu com um nome bem longo número ${i + 1}`,
          href: `/admin/x/${i}`,
        })),
      },
    ],
    children: (
      <div className="space-y-3 p-6">
        {Array.from({ length: 40 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static filler.
          <p key={i}>Linha de conteúdo {i + 1}</p>
        ))}
      </div>
    ),
  },
};

export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  args: { wideQuery: '(min-width: 10000px)' },
  decorators: [(Story) => <div className="w-[390px] border-r border-border">{Story()}</div>],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(canvas.queryByRole('navigation', { name: 'Menu' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Cursos' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // Closing gives focus back to the button, and the keyboard opens the drawer again.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(await body.findByRole('dialog', { name: 'Menu' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Menu' })).toHaveFocus());
  },
};

const navigate = fn();

/**
 * A link in the phone's drawer leads to another page: the drawer closes and focus is left on the
 * content (`<main>`, where the app moves it on to the new page's heading), not given back to
 * 'Menu' as after Escape.
 */
export const NarrowScreenLinkLeavesFocusOnTheContent: Story = {
  globals: NarrowScreen.globals,
  args: NarrowScreen.args,
  decorators: [
    (Story) => (
      <RouterProvider navigate={navigate}>
        <div className="w-[390px] border-r border-border">{Story()}</div>
      </RouterProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    navigate.mockClear();
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await body.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(drawer).getByRole('link', { name: 'Turmas' }));
    await expect(navigate).toHaveBeenCalledWith('/admin/entidade/turmas', undefined);
    await waitFor(() => expect(body.queryByRole('dialog', { name: 'Menu' })).toBeNull());
    // The drawer's focus restore runs a frame after it closes: wait past it.
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
