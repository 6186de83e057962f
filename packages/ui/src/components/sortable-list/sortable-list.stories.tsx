import type { Meta, StoryObj } from '@storybook/react-vite';
import { BookOpen, Layers } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { collectionShown } from '../../testing/collection-shown';
import { SortableList } from './sortable-list';

interface Assunto {
  id: string;
  nome: string;
}
interface Modulo {
  id: string;
  nome: string;
  assuntos: Assunto[];
}

const modulos: Modulo[] = [
  {
    id: 'm1',
    nome: 'Conhecimentos Técnicos',
    assuntos: [
      { id: 'a1', nome: 'Motores a pistão' },
      { id: 'a2', nome: 'Sistemas elétricos' },
    ],
  },
  { id: 'm2', nome: 'Meteorologia', assuntos: [{ id: 'a3', nome: 'Massas de ar' }] },
  { id: 'm3', nome: 'Navegação Aérea', assuntos: [] },
];

/** The texts of a list's own rows (not those of the lists nested in them). */
const names = (list: HTMLElement) =>
  within(list)
    .getAllByRole('row')
    .filter((row) => row.parentElement === list)
    .map((row) => row.textContent);

function ModulesDemo({
  initial,
  onReorder,
  isDisabled,
  nested = true,
}: {
  initial: Modulo[];
  onReorder?: (items: Modulo[]) => void;
  isDisabled?: boolean;
  nested?: boolean;
}) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      aria-label="Módulos"
      items={items}
      isDisabled={isDisabled}
      getTextValue={(m) => m.nome}
      emptyState="Nenhum Módulo foi adicionado ao Curso"
      onReorder={(next) => {
        setItems(next);
        onReorder?.(next);
      }}
    >
      {(modulo, { index }) => (
        <div className="flex flex-col gap-2">
          <div className="flex items-center gap-2 pt-1">
            <Layers aria-hidden className="size-4 text-accent" />
            <span className="font-medium">
              {index + 1}. {modulo.nome}
            </span>
            <span className="ml-auto text-xs text-fg-subtle">{modulo.assuntos.length} assuntos</span>
          </div>
          {nested && (
            <SubjectList
              modulo={modulo}
              isDisabled={isDisabled}
              onChange={(assuntos) =>
                setItems((all) => all.map((m) => (m.id === modulo.id ? { ...m, assuntos } : m)))
              }
            />
          )}
        </div>
      )}
    </SortableList>
  );
}

function SubjectList({
  modulo,
  onChange,
  isDisabled,
}: {
  modulo: Modulo;
  onChange: (a: Assunto[]) => void;
  isDisabled?: boolean;
}) {
  return (
    <SortableList
      aria-label={`Assuntos de ${modulo.nome}`}
      items={modulo.assuntos}
      isDisabled={isDisabled}
      getTextValue={(a) => a.nome}
      emptyState="Nenhum assunto"
      onReorder={onChange}
      className="gap-1"
    >
      {(assunto) => (
        <span className="flex items-center gap-2 py-1">
          <BookOpen aria-hidden className="size-3.5 text-fg-subtle" />
          {assunto.nome}
        </span>
      )}
    </SortableList>
  );
}

const meta = {
  title: 'UI/SortableList',
  component: SortableList,
  tags: ['autodocs'],
  parameters: {
    docs: {
      description: {
        component:
          "Reorderable list: drag with the pointer, or focus the handle (or the row), press Enter, move one place per arrow (Home / End to the ends, no wrap-around) and press Enter; Escape puts it back. Each step is announced through React Aria's live announcer. Lists can be nested.",
      },
    },
  },
  args: { onReorder: fn() },
  render: (args) => (
    <div className="max-w-xl">
      <ModulesDemo initial={modulos} onReorder={args.onReorder as (m: Modulo[]) => void} />
    </div>
  ),
} satisfies Meta<typeof SortableList<Modulo>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What React Aria's live announcer holds for screen readers (its regions are `role="log"`). */
const announced = () =>
  within(document.body)
    .queryAllByRole('log')
    .map((log) => log.textContent)
    .join(' ');

/**
 * Modules holding their subject lists; reorder both by keyboard: Enter on the handle picks an
 * item up, each arrow moves it one place, Enter puts it down. Every step is announced.
 */
export const Default: Story = {
  args: { items: modulos, children: () => null },
  play: async ({ canvasElement, args }) => {
    await collectionShown(within(canvasElement).getByRole('grid', { name: 'Módulos' }));
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Módulos' });
    // Pointer on the row, ArrowRight to its handle (as a keyboard user would reach it).
    await userEvent.click(canvas.getByText('1. Conhecimentos Técnicos'));
    await userEvent.keyboard('{ArrowRight}');
    const handle = canvas.getByRole('button', { name: 'Mover Conhecimentos Técnicos' });
    await expect(handle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(announced()).toContain('Conhecimentos Técnicos selecionado para mover, posição 1 de 3.'),
    );
    await userEvent.keyboard('{ArrowDown}');
    // The row moves at once and the handle keeps focus; the list reports on drop only.
    await waitFor(() => expect(names(list)[1]).toContain('Conhecimentos Técnicos'));
    await expect(canvas.getByRole('button', { name: 'Mover Conhecimentos Técnicos' })).toHaveFocus();
    await waitFor(() =>
      expect(announced()).toContain('Conhecimentos Técnicos movido para a posição 2 de 3.'),
    );
    await expect(args.onReorder).not.toHaveBeenCalled();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const order = (args.onReorder as ReturnType<typeof fn>).mock.lastCall?.[0] as Modulo[];
    expect(order.map((m) => m.nome)).toEqual(['Meteorologia', 'Conhecimentos Técnicos', 'Navegação Aérea']);
    await waitFor(() => expect(announced()).toContain('Conhecimentos Técnicos solto na posição 2 de 3.'));

    // The nested list reorders its own items only: a single ArrowUp moves a subject one place up.
    const inner = canvas.getByRole('grid', { name: 'Assuntos de Conhecimentos Técnicos' });
    await userEvent.click(within(inner).getByText('Sistemas elétricos'));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('button', { name: 'Mover Sistemas elétricos' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(
        within(inner)
          .getAllByRole('row')
          .map((r) => r.textContent),
      ).toEqual(['Sistemas elétricos', 'Motores a pistão']),
    );
    expect(args.onReorder).toHaveBeenCalledTimes(1);
    expect(names(list)[0]).toContain('Meteorologia');
  },
};

/** No items yet: the empty state of the course form. */
export const Empty: Story = {
  args: { items: [], children: () => null },
  render: () => <ModulesDemo initial={[]} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Nenhum Módulo foi adicionado ao Curso')).toBeVisible();
  },
};

/** Reordering turned off: handles are disabled, content is still shown. */
export const Disabled: Story = {
  args: { items: modulos, children: () => null },
  render: (args) => (
    <ModulesDemo initial={modulos} isDisabled onReorder={args.onReorder as never} nested={false} />
  ),
  play: async ({ canvasElement, args }) => {
    await collectionShown(within(canvasElement).getByRole('grid', { name: 'Módulos' }));
    const canvas = within(canvasElement);
    const handle = canvas.getByRole('button', { name: 'Mover Meteorologia' });
    await expect(handle).toBeDisabled();
    await userEvent.click(canvas.getByText('2. Meteorologia'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Enter}');
    expect(args.onReorder).not.toHaveBeenCalled();
  },
};

const longList: Modulo[] = Array.from({ length: 12 }, (_, i) => ({
  id: `l${i}`,
  nome:
    i === 2
      ? 'Regulamentação da Aviação Civil, Regulamentos Brasileiros de Homologação Aeronáutica e Instruções Suplementares aplicáveis à instrução de voo'
      : `Módulo ${i + 1}`,
  assuntos: [],
}));

/** Many items and a very long title: the text wraps, the handle stays put. */
export const LongContent: Story = {
  args: { items: longList, children: () => null },
  render: (args) => (
    <div className="max-w-xl">
      <ModulesDemo initial={longList} nested={false} onReorder={args.onReorder as never} />
    </div>
  ),
  play: async ({ canvasElement, args }) => {
    await collectionShown(within(canvasElement).getByRole('grid', { name: 'Módulos' }));
    const canvas = within(canvasElement);
    // Pointer to pick the row, keyboard to move it to the top: the second ArrowUp finds the top
    // and says so instead of wrapping around to the bottom.
    await userEvent.click(canvas.getByText('2. Módulo 2'));
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(announced()).toContain('Módulo 2 já está na primeira posição.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onReorder).toHaveBeenCalledTimes(1));
    const order = (args.onReorder as ReturnType<typeof fn>).mock.lastCall?.[0] as Modulo[];
    expect(order[0]?.nome).toBe('Módulo 2');
    expect(order[1]?.nome).toBe('Módulo 1');
  },
};

/** A phone-sized column (390 px). */
export const NarrowScreen: Story = {
  args: { items: modulos, children: () => null },
  render: (args) => (
    <div style={{ width: 358 }}>
      <ModulesDemo initial={modulos} onReorder={args.onReorder as never} />
    </div>
  ),
  globals: { viewport: { value: 'mobile1' } },
  play: async ({ canvasElement }) => {
    await collectionShown(within(canvasElement).getByRole('grid', { name: 'Módulos' }));
    const canvas = within(canvasElement);
    const list = canvas.getByRole('grid', { name: 'Módulos' });
    // Pointer: clicking a row focuses it; arrow keys then move between rows, not into the nested list.
    const rows = within(list)
      .getAllByRole('row')
      .filter((r) => r.parentElement === list);
    await userEvent.click(canvas.getByText('2. Meteorologia'));
    await waitFor(() => expect(document.activeElement).toBe(rows[1]));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(document.activeElement).toBe(rows[2]));
  },
};
