import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// No vitest globals here, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// The kit's stylesheet: the narrow-table test measures the real layout.
import '../../styles/index.css';
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

/** Page loads the test finishes itself (`finishLoad()`), so the loading state lasts as long as it needs. */
const pendingLoads: (() => void)[] = [];
const finishLoad = () => act(() => pendingLoads.shift()?.());

/** A server whose pages load until the test calls `finishLoad()`: `loading` meanwhile. */
function SlowServer() {
  const [page, setPage] = useState(2);
  const [loading, setLoading] = useState(false);
  return (
    <PagedTable
      aria-label="Cursos"
      columns={columns}
      data={loading ? [] : rows.slice((page - 1) * 15, page * 15)}
      total={rows.length}
      page={page}
      perPage={15}
      loading={loading}
      onPageChange={(p) => {
        setPage(p);
        setLoading(true);
        pendingLoads.push(() => setLoading(false));
      }}
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

  it('jumps to the last page and back to the first (a probe needed 347 presses for the last)', async () => {
    const user = userEvent.setup();
    const onPage = vi.fn();
    render(<Server onPage={onPage} />);
    const first = screen.getByRole('button', { name: 'Primeira página' }) as HTMLButtonElement;
    expect(first.disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Última página' }));
    expect(onPage).toHaveBeenLastCalledWith(3);
    expect(screen.getByText('31-42 de 42')).toBeTruthy();
    const last = screen.getByRole('button', { name: 'Última página' }) as HTMLButtonElement;
    expect(last.disabled).toBe(true);
    // Focus stays in the pager, on the nearest button still enabled.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Página anterior' }));
    await user.click(first);
    expect(onPage).toHaveBeenLastCalledWith(1);
    expect(screen.getByText('1-15 de 42')).toBeTruthy();
  });

  it('keeps focus in the pager when the last page disables "Próxima página" and while a page loads', async () => {
    const user = userEvent.setup();
    render(<SlowServer />);
    await user.click(screen.getByRole('button', { name: 'Página anterior' }));
    // While page 1 loads both buttons are disabled: the pager group holds focus.
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Paginação' }));
    // Loaded: focus returns to the button pressed.
    await finishLoad();
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect((screen.getByRole('button', { name: 'Página anterior' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Próxima página' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('16-30 de 42').getClientRects().length).toBeGreaterThan(0);
    expect(document.activeElement).toBe(screen.getByRole('group', { name: 'Paginação' }));
    await finishLoad();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Próxima página' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('31-42 de 42').getClientRects().length).toBeGreaterThan(0);
    await finishLoad();
    // The last page: 'Próxima página' stays disabled, so its neighbour takes focus, never <body>.
    expect((screen.getByRole('button', { name: 'Próxima página' }) as HTMLButtonElement).disabled).toBe(true);
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Página anterior' }));
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

describe('PagedTable narrowLayout', () => {
  const table = (narrowLayout?: 'table' | 'cards') => (
    <PagedTable
      aria-label="Cursos"
      columns={columns}
      data={rows.slice(0, 3)}
      total={3}
      page={1}
      perPage={15}
      onPageChange={() => {}}
      narrowLayout={narrowLayout}
    />
  );
  /** A box of the given width around the table; returns a function that resizes it. */
  const renderIn = (width: number, ui: ReactElement) => {
    const { container } = render(<div style={{ width }}>{ui}</div>);
    const box = container.firstElementChild as HTMLElement;
    return (w: number) => {
      box.style.width = `${w}px`;
    };
  };

  it('switches between table and cards at 640 px as the box resizes', async () => {
    const resize = renderIn(900, table('cards'));
    expect(screen.getByRole('table', { name: 'Cursos' })).toBeTruthy();
    resize(390);
    const list = await screen.findByRole('list', { name: 'Cursos' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(
      within(list)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['1', 'Curso 1', '2', 'Curso 2', '3', 'Curso 3']);
    resize(640);
    expect(await screen.findByRole('table', { name: 'Cursos' })).toBeTruthy();
  });

  it('keeps every column of a narrow table in sight, cutting long unwrapped text instead', async () => {
    const long: PagedTableColumn<Row>[] = [
      {
        id: 'nome',
        header: 'Curso',
        cell: (r) => (
          <span className="block truncate">{`${r.nome} – Gerenciamento de Recursos de Equipe (CRM)`}</span>
        ),
      },
      { id: 'situacao', header: 'Situação', width: '8rem', cell: () => 'Ativo' },
    ];
    render(
      <div style={{ width: 358 }}>
        <PagedTable
          aria-label="Cursos"
          columns={long}
          data={rows.slice(0, 3)}
          total={3}
          page={1}
          perPage={15}
          onPageChange={() => {}}
          rowActions={() => [{ key: 'editar', label: 'Editar', onAction: () => {} }]}
        />
      </div>,
    );
    const region = screen.getByRole('region', { name: 'Cursos' });
    // No sideways scroll: the table fits the box.
    expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
    // 'Situação' ends before the sticky actions column starts, so nothing covers it.
    const situacao = screen.getByRole('columnheader', { name: 'Situação' }).getBoundingClientRect();
    const acoes = screen.getByRole('columnheader', { name: 'Ações' }).getBoundingClientRect();
    expect(situacao.right).toBeLessThanOrEqual(acoes.left + 0.5);
    expect(situacao.left).toBeGreaterThanOrEqual(region.getBoundingClientRect().left);
  });

  it('keeps the table on a narrow box by default', async () => {
    renderIn(390, table());
    // Give a resize observer the chance to (wrongly) switch.
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
    expect(screen.getByRole('table', { name: 'Cursos' })).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });
});
