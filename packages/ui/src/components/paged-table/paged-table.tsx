import type { RowData } from '@tanstack/react-table';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';
import {
  Fragment,
  type Key,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { breakLongWords } from '../../utils/break-long-words';
import { cn } from '../../utils/cn';
import { focusVisibleRing } from '../../utils/focus-ring';
import { Button } from '../button/button';
import { EmptyState } from '../empty-state/empty-state';
import { PageSizeSelect } from '../page-size-select/page-size-select';
import { Skeleton } from '../skeleton/skeleton';
import { pageInfo, rangeText } from './pagination';
import { RowMenuButton } from './row-menu-button';
import type { RowWindow } from './row-window';
import { createAppColumnHelper, useAppTable } from './table-hook';
import { useIsNarrower } from './use-is-narrower';

/**
 * `PagedTable` renders only the rows in view (plus a margin) on pages longer than this: 1,000 rows
 * drawn at once held the main thread for about a second, and every keystroke on the screen redrew
 * them all. Exported for an app that treats such pages apart (the back-office hands them to the
 * screen in a task of their own).
 */
export const WINDOWED_ROWS_FROM = 100;

/** Rows drawn while the windowing code (TanStack Virtual) loads, on the first long page only. */
const FIRST_ROWS = 40;

// Loaded with the first long page: most lists never need it (10 kB gzip).
const RowWindowProbe = lazy(() => import('./row-window'));

/** A column of a PagedTable. */
export interface PagedTableColumn<T> {
  /** Stable id. */
  id: string;
  /** Header text (a real `<th scope="col">`). */
  header: ReactNode;
  /** Cell content for a row. */
  cell: (row: T, index: number) => ReactNode;
  /** Text alignment (numbers and actions right). @default 'left' */
  align?: 'left' | 'center' | 'right';
  /** CSS width of the column, e.g. '8rem' or '30%'. */
  width?: string;
  /** Extra classes for the cells of this column. */
  className?: string;
  /** Hide the column when the table is narrower than 36rem (secondary data). @default false */
  hideOnNarrow?: boolean;
}

/** An item of a row's actions menu. */
export interface RowAction {
  /** Stable key. */
  key: string;
  /** Menu text, e.g. 'Editar'. */
  label: string;
  /** Called when chosen. */
  onAction: () => void;
  /** Permissions needed; the item shows only when `can(permissions)` is true. */
  permissions?: readonly string[];
  /** Red text (deletions). @default false */
  danger?: boolean;
  /** Decorative icon. */
  icon?: ReactNode;
}

export interface PagedTableProps<T> {
  /** Accessible name of the table (e.g. 'Cursos'). */
  'aria-label': string;
  /** Columns, in order. */
  columns: PagedTableColumn<T>[];
  /** The rows of the current page (as returned by the server). */
  data: T[];
  /** Total rows on the server (for 'x-y de total' and the pager). */
  total: number;
  /** Current page, 1-based. */
  page: number;
  /** Rows per page. */
  perPage: number;
  /** Called with the new 1-based page. */
  onPageChange: (page: number) => void;
  /** Called with a new page size (shown only with `showSizeChanger`). */
  onPerPageChange?: (perPage: number) => void;
  /** Shows the page-size select. @default false */
  showSizeChanger?: boolean;
  /** Choices of the page-size select. @default [15, 30, 50, 100] */
  pageSizeOptions?: number[];
  /** Shows skeleton rows instead of data. @default false */
  loading?: boolean;
  /**
   * A failed load: `true` or a message. Shows the error state (with 'Tentar novamente' when
   * `onRetry` is given).
   */
  error?: boolean | ReactNode;
  /** Called by the error state's retry button. */
  onRetry?: () => void;
  /** Replaces the default empty state ('Nenhum registro encontrado'). */
  emptyState?: ReactNode;
  /** Renders at most this many rows of `data` (the questions list renders 20). */
  maxRows?: number;
  /** Toolbar above the table: SearchBox, RefineDrawer, buttons. */
  header?: ReactNode;
  /** Actions of a row; shown in a menu at the end of the row. */
  rowActions?: (row: T) => RowAction[];
  /** Permission predicate for `RowAction.permissions`. @default () => true */
  can?: (permissions: readonly string[]) => boolean;
  /** Accessible name of a row's action button. @default () => 'Ações' */
  rowActionsLabel?: (row: T) => string;
  /** Row key. @default the row's `id` field, else its index */
  getRowId?: (row: T, index: number) => Key;
  /** Table rows or a grid of cards. @default 'table' */
  layout?: 'table' | 'cards';
  /**
   * Layout while the table is narrower than 640 px (a phone): `'cards'` shows each row as a
   * card (`renderCard`, or a card listing every column's header and value) instead of a table
   * that scrolls sideways. Only applies to `layout="table"`.
   * @default 'table'
   */
  narrowLayout?: 'table' | 'cards';
  /**
   * Card of a row in the `cards` layout (and the narrow one); `actions` is the row's menu (or
   * null). Without it, a card lists each column's header and value.
   */
  renderCard?: (row: T, actions: ReactNode) => ReactNode;
  /**
   * Height after which the body scrolls under a sticky header. The default leaves room in the
   * window for a list page's header, the toolbar and the pager (~19rem), so on a laptop (1280 ×
   * 800) the pager shows without scrolling the page; at least 16rem on a short window.
   * @default 'max(16rem, calc(100dvh - 19rem))'
   */
  maxHeight?: string;
  /**
   * Pager texts.
   * @default { first: 'Primeira página', previous: 'Página anterior', next: 'Próxima página', last: 'Última página', of: 'de', perPage: 'Por página', retry: 'Tentar novamente', pager: 'Paginação' }
   */
  labels?: Partial<{
    first: string;
    previous: string;
    next: string;
    last: string;
    of: string;
    perPage: string;
    retry: string;
    pager: string;
  }>;
  /** Extra classes of the outer box. */
  className?: string;
}

/** The pager's buttons, by their `data-pager`. */
type PagerButton = 'first' | 'previous' | 'next' | 'last';

/**
 * Where focus goes when the pager button pressed is disabled under it: itself once enabled
 * again, else the nearest button still enabled ('Última página' on the last page: 'Página
 * anterior').
 */
const PAGER_FALLBACK: Record<PagerButton, PagerButton[]> = {
  first: ['first', 'previous', 'next', 'last'],
  previous: ['previous', 'next', 'first', 'last'],
  next: ['next', 'previous', 'last', 'first'],
  last: ['last', 'next', 'previous', 'first'],
};

const defaultLabels = {
  first: 'Primeira página',
  previous: 'Página anterior',
  next: 'Próxima página',
  last: 'Última página',
  of: 'de',
  perPage: 'Por página',
  retry: 'Tentar novamente',
  pager: 'Paginação',
};

/** A scrollable region must be reachable by keyboard (axe scrollable-region-focusable). */
const scrollRegionProps = { tabIndex: 0 } as const;

/**
 * Scrolls the nearest scrolling ancestor of `el` (or the page) so that `el`'s top is in view,
 * when it is above it; nothing else moves. `scrollIntoView` also scrolled ancestors that clip
 * without scrolling (a shell's `overflow: hidden`), which shifted the whole layout.
 */
function bringTopIntoView(el: HTMLElement) {
  const doc = el.ownerDocument;
  for (let node = el.parentElement; node && node !== doc.body; node = node.parentElement) {
    const { overflowY } = getComputedStyle(node);
    if ((overflowY === 'auto' || overflowY === 'scroll') && node.scrollHeight > node.clientHeight) {
      const above = el.getBoundingClientRect().top - node.getBoundingClientRect().top;
      if (above < 0) node.scrollTop += above;
      return;
    }
  }
  const top = el.getBoundingClientRect().top;
  if (top < 0) doc.defaultView?.scrollBy(0, top);
}

const alignClass = { left: 'text-left', center: 'text-center', right: 'text-right' } as const;

function defaultRowId(row: unknown, index: number): Key {
  if (row !== null && typeof row === 'object' && 'id' in row) {
    const id = (row as { id: unknown }).id;
    if (typeof id === 'string' || typeof id === 'number') return id;
  }
  return index;
}

/** Width below which `narrowLayout` applies: Tailwind's `sm` breakpoint, a phone held upright. */
const NARROW_WIDTH = 640;

/** The card of a row when the screen gives no `renderCard`: each column's header and value. */
function ColumnsCard<T>({
  row,
  index,
  columns,
  actions,
}: {
  row: T;
  index: number;
  columns: PagedTableColumn<T>[];
  actions: ReactNode;
}) {
  return (
    <div className="flex items-start gap-2 rounded-lg border border-border bg-surface p-3 shadow-xs">
      {/* The headers take their own width (up to 7.5rem), not always 7.5rem: on a 320 px screen
          a fixed column left the values ~60 px, and names broke inside their words. */}
      <dl className="grid min-w-0 flex-1 grid-cols-[fit-content(7.5rem)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1.5 text-sm">
        {columns.map((c) => (
          <Fragment key={c.id}>
            <dt className="truncate text-xs font-semibold uppercase tracking-wide text-fg-muted">
              {c.header}
            </dt>
            <dd className={cn('min-w-0 break-words text-fg', c.className)}>{c.cell(row, index)}</dd>
          </Fragment>
        ))}
      </dl>
      {actions}
    </div>
  );
}

// Loaded with the first row menu wanted (pointer over a trigger, focus on one): React Aria's
// menu, popover and positioning are ~18 kB gzip that a list's first load does not need.
const loadRowActionsMenu = () => import('./row-actions-menu');
let rowActionsMenu: Promise<typeof import('./row-actions-menu')> | null = null;
const preloadRowActionsMenu = () => {
  rowActionsMenu ??= loadRowActionsMenu().catch((error: unknown) => {
    rowActionsMenu = null; // a failed chunk load (offline) can be tried again
    throw error;
  });
  return rowActionsMenu;
};
const LazyRowActionsMenu = lazy(preloadRowActionsMenu);

/**
 * A row's actions menu button. Until this row's menu is first pressed it is a stand-in with the
 * same look and name (a menu button: `aria-haspopup`), which loads the menu on hover or focus;
 * the press (Enter, Space, ArrowDown, ArrowUp or a click) mounts the real one, which opens at once.
 */
function RowActionsMenu({ label, actions }: { label: string; actions: RowAction[] }) {
  const [openOn, setOpenOn] = useState<'first' | 'last' | null>(null);
  const standIn = (
    <RowMenuButton
      aria-label={label}
      aria-haspopup="menu"
      onHoverStart={() => void preloadRowActionsMenu().catch(() => {})}
      onFocus={() => void preloadRowActionsMenu().catch(() => {})}
      onPress={() => setOpenOn('first')}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          event.preventDefault();
          setOpenOn(event.key === 'ArrowDown' ? 'first' : 'last');
        } else event.continuePropagation();
      }}
    />
  );
  if (openOn === null) return standIn;
  return (
    <Suspense fallback={standIn}>
      <LazyRowActionsMenu label={label} actions={actions} openOn={openOn} />
    </Suspense>
  );
}

/**
 * The list table of every screen: server-side paging (TanStack Table v9, `manualPagination` +
 * `rowCount`), a toolbar slot, skeleton rows while loading, empty and error states, a row
 * actions menu filtered by permission, and a cards layout (always, or only on phones with
 * `narrowLayout="cards"`).
 * @example
 * <PagedTable aria-label="Cursos" columns={cols} data={res.data} total={res.total}
 *   page={page} perPage={15} onPageChange={setPage} header={<SearchBox onSearch={setBusca} />}
 *   rowActions={(c) => [{ key: 'editar', label: 'Editar', onAction: () => nav(`/cursos/${c.id}`), permissions: ['curso.alterar'] }]}
 *   can={(p) => p.every(has)} />
 */
export function PagedTable<T extends RowData>({
  'aria-label': ariaLabel,
  columns,
  data,
  total,
  page,
  perPage,
  onPageChange,
  onPerPageChange,
  showSizeChanger = false,
  pageSizeOptions = [15, 30, 50, 100],
  loading = false,
  error,
  onRetry,
  emptyState,
  maxRows,
  header,
  rowActions,
  can = () => true,
  rowActionsLabel = () => 'Ações',
  getRowId = defaultRowId,
  layout = 'table',
  narrowLayout = 'table',
  renderCard,
  maxHeight = 'max(16rem, calc(100dvh - 19rem))',
  labels: labelsProp,
  className,
}: PagedTableProps<T>) {
  const labels = { ...defaultLabels, ...labelsProp };
  const boxRef = useRef<HTMLDivElement>(null);
  const narrow = useIsNarrower(boxRef, NARROW_WIDTH, layout === 'table' && narrowLayout === 'cards');
  const asCards = layout === 'cards' || narrow;
  const rows = useMemo(() => (maxRows === undefined ? data : data.slice(0, maxRows)), [data, maxRows]);

  const tanstackColumns = useMemo(() => {
    const helper = createAppColumnHelper<T>();
    return helper.columns(
      columns.map((c) =>
        helper.display({
          id: c.id,
          header: () => c.header,
          // A word longer than the table (a name of 2,000 'x') would set its column's minimum
          // width, and the table's, to the word's, every row's later columns and actions pushed
          // out of sight: a text cell offers breaks inside such runs (`breakLongWords`; a cell
          // that draws its own markup calls it itself).
          cell: (ctx) => {
            const content = c.cell(ctx.row.original, ctx.row.index);
            return typeof content === 'string' ? breakLongWords(content) : content;
          },
        }),
      ),
    );
  }, [columns]);

  const table = useAppTable<T>({
    columns: tanstackColumns,
    data: rows,
    getRowId: (row, index) => String(getRowId(row, index)),
  });

  const failed = error !== undefined && error !== false && error !== null;
  const scrollRef = useRef<HTMLElement>(null);
  // Long pages (per_page up to 1,000) render the rows in view only; short ones render all.
  const windowed =
    !asCards && !loading && !failed && rows.length > WINDOWED_ROWS_FROM && maxHeight !== 'none';
  const [rowWindow, setRowWindow] = useState<RowWindow | null>(null);

  const info = pageInfo(page, perPage, total);
  const pagerRef = useRef<HTMLDivElement>(null);
  const pagerHadFocus = useRef(false);
  const lastPager = useRef<PagerButton>('next');
  const prevDisabled = !info.hasPrevious || loading;
  const nextDisabled = !info.hasNext || loading;
  // 'Primeira página' and 'Última página' from three pages on: with two, they are the arrows.
  const showEnds = info.pageCount > 2;
  // A pager button that becomes disabled while it has focus (the last page reached, or both while
  // the page loads) would drop focus to <body>. Keep it in the pager: on the button last pressed
  // when it is enabled again, else on the nearest one still enabled (`PAGER_FALLBACK`), else
  // (loading) on the pager group itself.
  // After every render: cheap, and a disabled button is only seen once it is committed.
  useLayoutEffect(() => {
    const pager = pagerRef.current;
    if (!pager || !pagerHadFocus.current) return;
    const active = pager.ownerDocument.activeElement;
    const lost =
      active === null ||
      active === pager.ownerDocument.body ||
      active === pager ||
      (pager.contains(active) && (active as HTMLButtonElement).disabled === true);
    if (!lost) return;
    const button = (which: PagerButton) =>
      pager.querySelector<HTMLButtonElement>(`[data-pager="${which}"]:not(:disabled)`);
    const target = PAGER_FALLBACK[lastPager.current].map(button).find((b) => b !== null);
    // Without scrolling: a page turned by the pager shows its first rows (below), not the pager.
    (target ?? pager).focus({ preventScroll: true });
  });
  // A page turned by the pager starts at its first row: the table's own scroll goes back to the
  // top, and the table's top comes into view if it is above the window (a phone, a long page),
  // where the new page showed its last rows and one scrolled back up to find the first.
  const turnedByPager = useRef(false);
  /** A pager button pressed: the page it goes to, and the button focus stays on. */
  const turn = (which: PagerButton, to: number) => {
    lastPager.current = which;
    turnedByPager.current = true;
    onPageChange(to);
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page changes, on purpose.
  useEffect(() => {
    if (!turnedByPager.current) return;
    turnedByPager.current = false;
    scrollRef.current?.scrollTo?.({ top: 0 });
    if (boxRef.current) bringTopIntoView(boxRef.current);
  }, [page]);
  const colById = new Map(columns.map((c) => [c.id, c]));
  const actionsFor = (row: T): RowAction[] =>
    rowActions
      ? rowActions(row).filter((a) => !a.permissions || a.permissions.length === 0 || can(a.permissions))
      : [];
  const hasActionsColumn = rowActions !== undefined;
  const skeletonCount = Math.min(perPage, maxRows ?? perPage, 10);

  const errorView = (
    <EmptyState
      variant="error"
      compact
      description={typeof error === 'boolean' ? undefined : error}
      actions={onRetry ? <Button onPress={onRetry}>{labels.retry}</Button> : undefined}
    />
  );
  const emptyView = emptyState ?? <EmptyState compact />;

  let body: ReactNode;
  if (asCards) {
    // Secondary columns stay out of the narrow cards, as they stay out of a narrow table.
    const cardColumns = narrow ? columns.filter((c) => !c.hideOnNarrow) : columns;
    body = (
      <div aria-busy={loading || undefined} className="p-3">
        {failed ? (
          errorView
        ) : loading ? (
          <ul aria-label={ariaLabel} className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
            {Array.from({ length: skeletonCount }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
              <li key={i} className="rounded-lg border border-border bg-surface p-4">
                <Skeleton lines={3} />
              </li>
            ))}
          </ul>
        ) : rows.length === 0 ? (
          emptyView
        ) : (
          <ul aria-label={ariaLabel} className="grid grid-cols-[repeat(auto-fill,minmax(16rem,1fr))] gap-3">
            {table.getRowModel().rows.map((r) => {
              const acts = actionsFor(r.original);
              const menu =
                acts.length > 0 ? (
                  <RowActionsMenu label={rowActionsLabel(r.original)} actions={acts} />
                ) : null;
              return (
                <li key={r.id} className="min-w-0">
                  {renderCard ? (
                    renderCard(r.original, menu)
                  ) : (
                    <ColumnsCard row={r.original} index={r.index} columns={cardColumns} actions={menu} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  } else {
    const colCount = columns.length + (hasActionsColumn ? 1 : 0);
    const modelRows = table.getRowModel().rows;
    // Windowed: the rows in view once the window is known, the first rows until then. Either
    // way the rows are this table's children, keyed by id, so none is remounted (focus stays).
    const drawn = !windowed
      ? modelRows
      : rowWindow
        ? rowWindow.indexes.flatMap((i) => (modelRows[i] ? [modelRows[i]] : []))
        : modelRows.slice(0, FIRST_ROWS);
    const spacer = (height: number) =>
      height > 0 && (
        <tr aria-hidden style={{ height }}>
          <td colSpan={colCount} />
        </tr>
      );
    /** One body row; windowed, it carries its index and is measured as drawn. */
    const renderRow = (r: (typeof modelRows)[number]) => {
      const acts = hasActionsColumn ? actionsFor(r.original) : [];
      return (
        <tr
          key={r.id}
          ref={windowed ? rowWindow?.measure : undefined}
          data-index={windowed ? r.index : undefined}
          aria-rowindex={windowed ? r.index + 2 : undefined}
          className="group border-b border-border transition-colors last:border-b-0 hover:bg-surface-muted"
        >
          {r.getAllCells().map((cell) => {
            const col = colById.get(cell.column.id);
            return (
              <td
                key={cell.id}
                className={cn(
                  'px-3 py-2.5 align-middle text-fg',
                  alignClass[col?.align ?? 'left'],
                  col?.hideOnNarrow && '@max-xl:hidden',
                  col?.className,
                )}
              >
                <table.FlexRender cell={cell} />
              </td>
            );
          })}
          {hasActionsColumn && (
            <td className="sticky right-0 bg-surface px-2 py-1 text-right transition-colors group-hover:bg-surface-muted">
              {acts.length > 0 && <RowActionsMenu label={rowActionsLabel(r.original)} actions={acts} />}
            </td>
          )}
        </tr>
      );
    };
    body = (
      <section
        ref={scrollRef}
        aria-label={ariaLabel}
        {...scrollRegionProps}
        className={cn(focusVisibleRing, 'overflow-auto outline-offset-[-2px]')}
        style={{ maxHeight }}
      >
        {/*
          Below 36rem (a phone) the layout is fixed: the table takes the box's width and no wider,
          so a cell that will not wrap (a truncated name) is cut with an ellipsis instead of pushing
          the later columns ('SITUAÇÃO') out of sight behind a sideways scroll.
        */}
        <table
          aria-label={ariaLabel}
          aria-busy={loading || undefined}
          // Windowed, the rows not drawn still count: assistive tech announces 'row 731 of 1001'.
          aria-rowcount={windowed ? rows.length + 1 : undefined}
          className="w-full border-collapse text-sm @max-xl:table-fixed"
        >
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id} aria-rowindex={windowed ? 1 : undefined}>
                {group.headers.map((h) => {
                  const col = colById.get(h.column.id);
                  return (
                    <th
                      key={h.id}
                      scope="col"
                      style={col?.width ? { width: col.width } : undefined}
                      className={cn(
                        'sticky top-0 z-10 whitespace-nowrap border-b border-border bg-surface-muted px-3 py-2.5 text-xs font-semibold uppercase tracking-wide text-fg-muted',
                        // A narrow column's header wraps rather than running under its neighbour.
                        '@max-xl:whitespace-normal @max-xl:break-words',
                        alignClass[col?.align ?? 'left'],
                        col?.hideOnNarrow && '@max-xl:hidden',
                      )}
                    >
                      {h.isPlaceholder ? null : <table.FlexRender header={h} />}
                    </th>
                  );
                })}
                {hasActionsColumn && (
                  <th
                    scope="col"
                    className="sticky top-0 right-0 z-20 w-12 border-b border-border bg-surface-muted px-3 py-2.5 text-right"
                  >
                    <span className="sr-only">Ações</span>
                  </th>
                )}
              </tr>
            ))}
          </thead>
          <tbody>
            {failed ? (
              <tr>
                <td colSpan={colCount}>{errorView}</td>
              </tr>
            ) : loading ? (
              Array.from({ length: skeletonCount }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                <tr key={i} className="border-b border-border last:border-b-0">
                  {Array.from({ length: colCount }, (_, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: placeholders never reorder.
                    <td key={j} className="px-3 py-3">
                      <Skeleton width={j === 0 ? '70%' : '50%'} />
                    </td>
                  ))}
                </tr>
              ))
            ) : rows.length === 0 ? (
              <tr>
                <td colSpan={colCount}>{emptyView}</td>
              </tr>
            ) : (
              <>
                {windowed && rowWindow && spacer(rowWindow.before)}
                {drawn.map(renderRow)}
                {windowed && rowWindow && spacer(rowWindow.after)}
              </>
            )}
          </tbody>
        </table>
        {windowed && (
          <Suspense fallback={null}>
            <RowWindowProbe count={modelRows.length} scrollRef={scrollRef} onWindow={setRowWindow} />
          </Suspense>
        )}
      </section>
    );
  }

  return (
    <div
      ref={boxRef}
      className={cn(
        '@container flex flex-col overflow-hidden rounded-lg border border-border bg-surface shadow-xs',
        className,
      )}
    >
      {header != null && (
        <div className="flex flex-wrap items-center gap-2 border-b border-border px-3 py-2.5">{header}</div>
      )}
      {body}
      <div className="flex flex-wrap items-center justify-end gap-x-4 gap-y-2 border-t border-border px-3 py-2 text-sm text-fg-muted">
        {showSizeChanger && onPerPageChange && (
          <PageSizeSelect
            aria-label={labels.perPage}
            sizes={pageSizeOptions}
            value={perPage}
            onChange={(size) => size !== perPage && onPerPageChange(size)}
          />
        )}
        <span className="tabular-nums" aria-live="polite">
          {/* Nothing known yet, or a failed load: no range to give ('0-0 de 0' read as an empty list). */}
          {(loading && total === 0) || failed ? '\u00a0' : rangeText(page, perPage, total, labels.of)}
        </span>
        {/* biome-ignore lint/a11y/useSemanticElements: a fieldset is for form fields; this groups two buttons. */}
        <div
          ref={pagerRef}
          role="group"
          aria-label={labels.pager}
          tabIndex={-1}
          // On a touch screen the arrows stand apart, so each one's 44 px tap area (touchTarget)
          // ends where the other's begins.
          className={cn('flex items-center gap-1 rounded-md pointer-coarse:gap-3', focusVisibleRing)}
          onFocus={() => {
            pagerHadFocus.current = true;
          }}
          onBlur={(event) => {
            // A button disabled under focus blurs with no new target: the pager still owns focus.
            const next = event.relatedTarget as Node | null;
            const target = event.target as unknown as HTMLButtonElement;
            if (next ? !event.currentTarget.contains(next) : !target.disabled) pagerHadFocus.current = false;
          }}
        >
          {showEnds && (
            <PagerStep
              which="first"
              label={labels.first}
              isDisabled={prevDisabled}
              onPress={() => turn('first', 1)}
            >
              <ChevronsLeft aria-hidden />
            </PagerStep>
          )}
          <PagerStep
            which="previous"
            label={labels.previous}
            isDisabled={prevDisabled}
            onPress={() => turn('previous', page - 1)}
          >
            <ChevronLeft aria-hidden />
          </PagerStep>
          <PagerStep
            which="next"
            label={labels.next}
            isDisabled={nextDisabled}
            onPress={() => turn('next', page + 1)}
          >
            <ChevronRight aria-hidden />
          </PagerStep>
          {showEnds && (
            <PagerStep
              which="last"
              label={labels.last}
              isDisabled={nextDisabled}
              onPress={() => turn('last', info.pageCount)}
            >
              <ChevronsRight aria-hidden />
            </PagerStep>
          )}
        </div>
      </div>
    </div>
  );
}

/** One button of the pager, named by `label`, found by `data-pager` when focus must stay there. */
function PagerStep({
  which,
  label,
  isDisabled,
  onPress,
  children,
}: {
  which: PagerButton;
  label: string;
  isDisabled: boolean;
  onPress: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      data-pager={which}
      isDisabled={isDisabled}
      onPress={onPress}
      className="size-8"
    >
      {children}
    </Button>
  );
}
