import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

import { PagedTable, type PagedTableColumn } from './paged-table';

type Row = { id: number; nome: string };
const rows: Row[] = Array.from({ length: 42 }, (_, i) => ({ id: i + 1, nome: `Curso ${i + 1}` }));
const columns: PagedTableColumn<Row>[] = [
  { id: 'id', header: 'ID', cell: (r) => r.id },
  { id: 'nome', header: 'Nome', cell: (r) => r.nome },
];

function Server({
  perPage = 15,
  ...rest
}: {
  perPage?: number;
  onPage?: (p: number) => void;
  maxRows?: number;
}) {
  const [page, setPage] = useState(1);
  return (
    <PagedTable
      aria-label="Cursos"
      columns={columns}
      data={rows.slice((page - 1) * perPage, page * perPage)}
      total={rows.length}
      page={page}
      perPage={perPage}
      onPageChange={(p) => {
        setPage(p);
        rest.onPage?.(p);
      }}
      maxRows={rest.maxRows}
    />
  );
}

describe('PagedTable', () => {
  it('pages through the server data with the pager buttons', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Server onPage={onPage} />);
    const table = screen.getByRole('table', { name: 'Cursos' });
    expect(within(table).getAllByRole('row')).toHaveLength(16);
    expect(screen.getByText('1-15 de 42')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Próxima página' }));
    expect(onPage).toHaveBeenLastCalledWith(2);
    expect(screen.getByText('16-30 de 42')).toBeTruthy();
    expect(within(table).getByRole('cell', { name: 'Curso 16' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    expect(onPage).toHaveBeenLastCalledWith(1);
  });

  it('renders at most maxRows rows', () => {
    render(<Server perPage={30} maxRows={20} />);
    expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(21);
  });

  it('filters row actions by the permission predicate and hides an empty menu', async () => {
    const user = userEvent.setup();
    const onEdit = vi.fn();
    render(
      <PagedTable<Row>
        aria-label="Cursos"
        columns={columns}
        data={rows.slice(0, 2)}
        total={2}
        page={1}
        perPage={15}
        onPageChange={() => {}}
        rowActionsLabel={(r) => `Ações de ${r.nome}`}
        rowActions={(r) =>
          r.id === 1
            ? [
                { key: 'editar', label: 'Editar', onAction: () => onEdit(r), permissions: ['curso.alterar'] },
                { key: 'excluir', label: 'Excluir', onAction: () => {}, permissions: ['curso.excluir'] },
              ]
            : [{ key: 'excluir', label: 'Excluir', onAction: () => {}, permissions: ['curso.excluir'] }]
        }
        can={(perms) => perms.every((p) => p === 'curso.alterar')}
      />,
    );
    expect(screen.queryByRole('button', { name: 'Ações de Curso 2' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Ações de Curso 1' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Editar']);
    await user.click(items[0]!);
    expect(onEdit).toHaveBeenCalledWith(rows[0]);
  });

  it('shows skeleton rows while loading and the empty state without data', () => {
    const { rerender } = render(
      <PagedTable
        aria-label="Cursos"
        columns={columns}
        data={[]}
        total={0}
        page={1}
        perPage={5}
        onPageChange={() => {}}
        loading
      />,
    );
    const table = screen.getByRole('table');
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    rerender(
      <PagedTable
        aria-label="Cursos"
        columns={columns}
        data={[]}
        total={0}
        page={1}
        perPage={5}
        onPageChange={() => {}}
      />,
    );
    expect(screen.getByText('Nenhum registro encontrado')).toBeTruthy();
    expect(screen.getByText('0-0 de 0')).toBeTruthy();
  });
});
