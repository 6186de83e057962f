import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { collectionShown } from '../../testing/collection-shown';
import { CheckTree } from './check-tree';
import type { CheckTreeNode, TreeKey } from './check-tree-logic';

const family = (id: string, label: string, actions = ['visualizar', 'adicionar', 'alterar', 'excluir']) => ({
  id,
  label,
  children: actions.map((a) => ({
    id: `${id}.${a}`,
    label: a[0]!.toUpperCase() + a.slice(1),
    description: `${id}.${a}`,
  })),
});

const permissions: CheckTreeNode[] = [
  family('curso', 'Cursos'),
  family('questao', 'Questões'),
  family('usuario', 'Usuários'),
  {
    id: 'turma',
    label: 'Turmas',
    children: [
      ...family('turma', 'Turmas', ['visualizar', 'adicionar', 'cancelar', 'alterar']).children,
      family('turma.aluno', 'Alunos', ['alterar', 'adicionar', 'enviarEmail', 'excluir']),
    ],
  },
];

function Demo({
  initial = [],
  onChange,
  ...props
}: { initial?: TreeKey[]; onChange?: (k: TreeKey[]) => void } & Partial<Parameters<typeof CheckTree>[0]>) {
  const [keys, setKeys] = useState<TreeKey[]>(initial);
  return (
    <CheckTree
      aria-label="Permissões"
      items={permissions}
      {...props}
      checkedKeys={keys}
      onChange={(k) => {
        setKeys(k);
        onChange?.(k);
      }}
    />
  );
}

const row = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('row', { name });

const meta = {
  title: 'UI/CheckTree',
  component: CheckTree,
  tags: ['autodocs'],
  args: { items: permissions, checkedKeys: [], onChange: fn() },
  render: (args) => (
    <div className="max-w-lg">
      <Demo initial={['curso.visualizar']} onChange={args.onChange} />
    </div>
  ),
} satisfies Meta<typeof CheckTree>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The permission tree: a partial parent, checking by pointer and keyboard. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const canvas = within(canvasElement);
    const tree = canvas.getByRole('treegrid', { name: 'Permissões' });
    await expect(tree).toHaveStyle({ height: '500px' });
    // 'Cursos' is partial: one of its four leaves is checked.
    const cursosBox = within(row(canvas, 'Cursos')).getByRole('checkbox');
    await expect(cursosBox).toBePartiallyChecked();
    // React Aria names the selection checkbox in the locale (pt-BR from Storybook's preview).
    await expect(cursosBox).toHaveAccessibleName('Selecionar Cursos');
    // A leaf's box names its parent too: 'Visualizar' stands under every resource.
    await expect(
      within(row(canvas, 'Visualizar (curso.visualizar)')).getByRole('checkbox'),
    ).toHaveAccessibleName('Selecionar em Cursos: Visualizar (curso.visualizar)');
    // Pointer: checking the partial parent checks every child.
    await userEvent.click(cursosBox);
    await waitFor(() => expect(row(canvas, 'Cursos')).toHaveAttribute('aria-selected', 'true'));
    await expect(row(canvas, 'Excluir (curso.excluir)')).toHaveAttribute('aria-selected', 'true');
    const keys = (args.onChange as ReturnType<typeof fn>).mock.lastCall?.[0] as TreeKey[];
    expect([...keys].sort()).toEqual([
      'curso',
      'curso.adicionar',
      'curso.alterar',
      'curso.excluir',
      'curso.visualizar',
    ]);
    // Keyboard: ArrowDown to a leaf, Space unchecks it and the parent turns partial again.
    await userEvent.keyboard('{ArrowDown}');
    await expect(row(canvas, 'Visualizar (curso.visualizar)')).toHaveFocus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(row(canvas, 'Visualizar (curso.visualizar)')).toHaveAttribute('aria-selected', 'false'),
    );
    await expect(within(row(canvas, 'Cursos')).getByRole('checkbox')).toBePartiallyChecked();
    // ArrowLeft on a leaf goes to its parent; ArrowLeft again collapses it.
    await userEvent.keyboard('{ArrowLeft}');
    await expect(row(canvas, 'Cursos')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(row(canvas, 'Cursos')).toHaveAttribute('aria-expanded', 'false'));
    await expect(canvas.queryByRole('row', { name: 'Adicionar (curso.adicionar)' })).toBeNull();
  },
};

/** Nested groups: a grandchild change shows up as partial two levels up. */
export const Nested: Story = {
  render: (args) => (
    <div className="max-w-lg">
      <Demo onChange={args.onChange} defaultExpandedKeys={['turma', 'turma.aluno']} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const canvas = within(canvasElement);
    await userEvent.click(within(row(canvas, 'EnviarEmail (turma.aluno.enviarEmail)')).getByRole('checkbox'));
    await waitFor(() => expect(within(row(canvas, 'Alunos')).getByRole('checkbox')).toBePartiallyChecked());
    await expect(within(row(canvas, 'Turmas')).getByRole('checkbox')).toBePartiallyChecked();
    await userEvent.click(within(row(canvas, 'Turmas')).getByRole('checkbox'));
    await waitFor(() => expect(within(row(canvas, 'Alunos')).getByRole('checkbox')).toBeChecked());
  },
};

/** While the tree loads. */
export const Loading: Story = {
  render: () => (
    <div className="max-w-lg">
      <Demo isLoading />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status', { name: 'Carregando' })).toBeVisible();
    await expect(canvas.queryByRole('treegrid')).toBeNull();
  },
};

/** No permissions to show. */
export const Empty: Story = {
  render: () => (
    <div className="max-w-lg">
      <Demo items={[]} height={200} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nenhuma permissão disponível')).toBeVisible();
  },
};

/** Read-only: browsing works, checking does not. */
export const Disabled: Story = {
  render: (args) => (
    <div className="max-w-lg">
      <Demo isDisabled initial={['questao']} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const canvas = within(canvasElement);
    await userEvent.click(within(row(canvas, 'Cursos')).getByRole('checkbox'));
    expect(args.onChange).not.toHaveBeenCalled();
    await expect(within(row(canvas, 'Questões')).getByRole('checkbox')).toBeChecked();
  },
};

const big: CheckTreeNode[] = Array.from({ length: 12 }, (_, i) =>
  family(
    `recurso${i}`,
    i === 0
      ? 'Gerenciamento de provas, simulados e avaliações práticas de voo por instrutor credenciado'
      : `Recurso ${i + 1}`,
  ),
);

/** Long labels and many nodes: the tree scrolls inside its 500 px. */
export const LongContent: Story = {
  render: () => (
    <div className="max-w-lg">
      <Demo items={big} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const tree = within(canvasElement).getByRole('treegrid');
    await expect(tree.scrollHeight).toBeGreaterThan(tree.clientHeight);
  },
};

/** Phone width, smaller height. */
export const NarrowScreen: Story = {
  render: (args) => (
    <div style={{ width: 358 }}>
      <Demo height={360} onChange={args.onChange} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Usuários'));
    await expect(row(canvas, 'Usuários')).toHaveAttribute('aria-selected', 'true');
  },
};

/**
 * More rows than the box holds: they scroll inside it, and nothing of them (React Aria's
 * visually hidden checkboxes included) reaches past it to stretch the page below.
 */
export const TallerThanItsBox: Story = {
  render: (args) => (
    <div className="max-w-lg">
      <Demo
        height={160}
        items={Array.from({ length: 12 }, (_, i) => family(`familia${i}`, `Família ${i + 1}`))}
        onChange={args.onChange}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await collectionShown(within(canvasElement).getByRole('treegrid'));
    const tree = within(canvasElement).getByRole('treegrid', { name: 'Permissões' });
    await expect(tree.scrollHeight).toBeGreaterThan(tree.clientHeight);
    const page = canvasElement.ownerDocument.scrollingElement!;
    const bottom = tree.getBoundingClientRect().bottom + page.scrollTop;
    await expect(page.scrollHeight).toBeLessThanOrEqual(Math.max(page.clientHeight, Math.ceil(bottom) + 64));
  },
};
