import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SortableList } from './sortable-list';

interface Item {
  id: string;
  nome: string;
}

const initial: Item[] = [
  { id: 'a', nome: 'Alfa' },
  { id: 'b', nome: 'Bravo' },
  { id: 'c', nome: 'Charlie' },
];

function Demo({ onReorder }: { onReorder: (items: Item[]) => void }) {
  const [items, setItems] = useState(initial);
  return (
    <SortableList
      aria-label="Lista"
      items={items}
      getTextValue={(i) => i.nome}
      onReorder={(next) => {
        setItems(next);
        onReorder(next);
      }}
    >
      {(item) => <span>{item.nome}</span>}
    </SortableList>
  );
}

function Nested({ outer, inner }: { outer: (g: unknown) => void; inner: (i: Item[]) => void }) {
  const [groups, setGroups] = useState([
    { id: 'g1', nome: 'Grupo 1', items: initial },
    { id: 'g2', nome: 'Grupo 2', items: [] as Item[] },
  ]);
  return (
    <SortableList
      aria-label="Grupos"
      items={groups}
      getTextValue={(g) => g.nome}
      onReorder={(next) => {
        outer(next);
        setGroups(next);
      }}
    >
      {(group) => (
        <SortableList
          aria-label={group.nome}
          items={group.items}
          getTextValue={(i) => i.nome}
          onReorder={(items) => {
            inner(items);
            setGroups((gs) => gs.map((g) => (g.id === group.id ? { ...g, items } : g)));
          }}
        >
          {(item) => item.nome}
        </SortableList>
      )}
    </SortableList>
  );
}

const rowTexts = () =>
  within(screen.getByRole('grid', { name: 'Lista' }))
    .getAllByRole('row')
    .map((r) => r.textContent);

afterEach(cleanup);

describe('SortableList', () => {
  it('renders each item through the render prop with a named drag handle', () => {
    render(<Demo onReorder={() => {}} />);
    expect(rowTexts()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(screen.getByRole('button', { name: 'Mover Bravo' })).toBeTruthy();
  });

  it('reorders by keyboard: Enter on the handle, arrows, Enter', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Demo onReorder={onReorder} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Enter}');
    // The first drop target is right after the dragged item; each arrow moves one gap.
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onReorder).toHaveBeenCalledTimes(1));
    expect(rowTexts()).toEqual(['Bravo', 'Alfa', 'Charlie']);
    expect(onReorder.mock.lastCall?.[0].map((i: Item) => i.id)).toEqual(['b', 'a', 'c']);
  });

  it('keeps nested lists apart: moving a child never reorders the parent', async () => {
    const user = userEvent.setup();
    const outer = vi.fn();
    const inner = vi.fn();
    render(<Nested outer={outer} inner={inner} />);
    // Pointer on the nested row, then keyboard: ArrowRight reaches its handle, Enter starts the move.
    await user.click(screen.getByText('Charlie'));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover Charlie' }));
    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{ArrowUp}');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(inner).toHaveBeenCalledTimes(1));
    expect(outer).not.toHaveBeenCalled();
    const grupo1 = screen.getByRole('grid', { name: 'Grupo 1' });
    expect(
      within(grupo1)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual(['Alfa', 'Charlie', 'Bravo']);
  });
});
