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

/** Everything React Aria's live announcer holds (its regions are `role="log"`). */
const announced = () =>
  screen
    .queryAllByRole('log')
    .map((log) => log.textContent)
    .join(' ');

const rowTexts = () =>
  within(screen.getByRole('grid', { name: 'Lista' }))
    .getAllByRole('row')
    .map((r) => r.textContent);

afterEach(cleanup);

describe('SortableList', () => {
  it('renders each item through the render prop with a named drag handle', () => {
    render(<Demo onReorder={() => {}} />);
    expect(rowTexts()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(screen.getByRole('button', { name: 'Mover Bravo' }).getClientRects().length).toBeGreaterThan(0);
  });

  it('reorders by keyboard: Enter on the handle, one arrow moves one place, Enter puts it down', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Demo onReorder={onReorder} />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover Alfa' }));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(announced()).toContain('Alfa selecionado para mover, posição 1 de 3.'));
    await user.keyboard('{ArrowDown}');
    // The list shows the move at once, keeps focus on the moved handle and says where it is.
    expect(rowTexts()).toEqual(['Bravo', 'Alfa', 'Charlie']);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Mover Alfa' }));
    await waitFor(() => expect(announced()).toContain('Alfa movido para a posição 2 de 3.'));
    expect(onReorder).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(onReorder.mock.lastCall?.[0].map((i: Item) => i.id)).toEqual(['b', 'a', 'c']);
    await waitFor(() => expect(announced()).toContain('Alfa solto na posição 2 de 3.'));
  });

  it('stops at the ends instead of wrapping around', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Demo onReorder={onReorder} />);
    await user.click(screen.getByText('Alfa'));
    await user.keyboard('{ArrowRight}{Enter}{ArrowUp}');
    expect(rowTexts()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    await waitFor(() => expect(announced()).toContain('Alfa já está na primeira posição.'));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}');
    expect(rowTexts()).toEqual(['Bravo', 'Charlie', 'Alfa']);
    await waitFor(() => expect(announced()).toContain('Alfa já está na última posição.'));
    await user.keyboard('{Home}');
    expect(rowTexts()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    await user.keyboard('{End}{Enter}');
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(rowTexts()).toEqual(['Bravo', 'Charlie', 'Alfa']);
  });

  it('Escape puts the item back and reports nothing', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(<Demo onReorder={onReorder} />);
    // Enter on a focused row picks it up too.
    await user.click(screen.getByText('Charlie'));
    await user.keyboard('{Enter}{ArrowUp}{ArrowUp}');
    expect(rowTexts()).toEqual(['Charlie', 'Alfa', 'Bravo']);
    await user.keyboard('{Escape}');
    expect(rowTexts()).toEqual(['Alfa', 'Bravo', 'Charlie']);
    expect(onReorder).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(announced()).toContain('Movimento cancelado. Charlie voltou para a posição 3 de 3.'),
    );
  });

  it('Tab away puts the item down where it is', async () => {
    const user = userEvent.setup();
    const onReorder = vi.fn();
    render(
      <>
        <Demo onReorder={onReorder} />
        <button type="button">Depois</button>
      </>,
    );
    await user.click(screen.getByText('Bravo'));
    await user.keyboard('{ArrowRight}{Enter}{ArrowUp}');
    await user.tab();
    expect(onReorder).toHaveBeenCalledTimes(1);
    expect(rowTexts()).toEqual(['Bravo', 'Alfa', 'Charlie']);
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
    // A single ArrowUp moves a nested item one place up.
    await user.keyboard('{Enter}');
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
