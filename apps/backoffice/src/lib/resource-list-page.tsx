import {
  Button,
  breakLongWords,
  cn,
  EmptyState,
  PagedTable,
  type PagedTableColumn,
  PageHeader,
  type RowAction,
  SearchBox,
  touchTarget,
} from '@hangar/ui';
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import type { ListEndpointName, RowOf } from './endpoints';
import { usePageTitle } from './page-title';
import type { DeleteEndpointName, ResourceDefinition, ResourceName } from './resource';
import { RouterLink } from './router-link';
import type { RowActionDialogsProps } from './row-action-dialogs';
import type { DeleteController } from './use-delete-controller';
import type { ListController } from './use-list-controller';

export interface ResourceListPageProps<
  K extends ResourceName,
  L extends ListEndpointName,
  D extends DeleteEndpointName,
  R = RowOf<L>,
> {
  /** The resource's definition. */
  resource: ResourceDefinition<K, L, D>;
  /** The resource's {@link useListController} result. */
  list: ListController<K, R>;
  /** The table's columns (`<RecordLink>` makes a row's name open its form). */
  columns: PagedTableColumn<R>[];
  /** More header buttons, before the add button (e.g. SINCRONIZAR). */
  actions?: ReactNode;
  /** The 'Refinar' drawer, beside the search box. */
  refine?: ReactNode;
  /** A phone-sized card of a row; by default the card lists every column. */
  renderCard?: (row: R, actions: ReactNode) => ReactNode;
  /** Drawn after the list (a modal form). */
  children?: ReactNode;
  /** Rows rendered at most (the question list renders 20, §2.7). @default every row of the page */
  maxRows?: number;
  /** The page-size changer under the table (the question list has none, §2.7). @default true */
  showSizeChanger?: boolean;
  /** The delete question for a row (a profile says how many users hold it). @default MESSAGES.confirm.text */
  deleteQuestion?: (row: R) => string;
}

/**
 * A list screen from a resource and its controller: header with breadcrumb and the add button
 * (when permitted), search box and Refinar, the paged table (cards on a phone), row actions
 * (Editar, or Visualizar for who may only see; Excluir), empty versus no results, the load error
 * with 'Tentar novamente', and the delete confirmation and error. Screens that need another
 * layout (class cards) use the controller and {@link DeleteDialogs} directly.
 */
export function ResourceListPage<
  K extends ResourceName,
  L extends ListEndpointName,
  D extends DeleteEndpointName,
>({
  resource,
  list,
  columns,
  actions,
  refine,
  renderCard,
  children,
  maxRows,
  showSizeChanger = true,
  deleteQuestion,
}: ResourceListPageProps<K, L, D>) {
  usePageTitle(resource.title);
  type R = RowOf<L>;
  const rowActions = (row: R): RowAction[] => [
    ...(list.can.edit && list.can.open
      ? [{ key: 'editar', label: 'Editar', icon: <Pencil />, onAction: () => list.open(row) }]
      : list.can.open
        ? [{ key: 'visualizar', label: 'Visualizar', icon: <Eye />, onAction: () => list.open(row) }]
        : []),
    ...(list.can.delete
      ? [
          {
            key: 'excluir',
            label: 'Excluir',
            icon: <Trash2 />,
            danger: true,
            onAction: () => list.deletion.ask(row),
          },
        ]
      : []),
  ];
  const hasRowActions = list.can.open || list.can.delete;
  return (
    <div className="flex flex-col gap-4 p-4 sm:p-6">
      <PageHeader
        title={resource.title}
        breadcrumbs={[{ label: resource.section }, { label: resource.title }]}
        actions={
          <>
            {actions}
            {list.can.add && (
              <Button variant="primary" onPress={list.add}>
                <Plus aria-hidden />
                {resource.texts.add}
              </Button>
            )}
          </>
        }
      />
      <PagedTable
        aria-label={resource.title}
        columns={columns}
        data={list.rows}
        total={list.total}
        page={list.state.page}
        perPage={list.state.per_page}
        onPageChange={(p) => list.setPage(p)}
        onPerPageChange={(size) => list.setPage(1, size)}
        showSizeChanger={showSizeChanger}
        maxRows={maxRows}
        loading={list.isLoading}
        // §8 ignores failed list loads; Hangar says so and offers a retry (docs/legacy.md).
        error={list.isError || undefined}
        onRetry={list.retry}
        emptyState={
          list.isFiltered ? (
            <EmptyState variant="no-results" compact description="Altere a busca ou os filtros." />
          ) : (
            <EmptyState compact title={resource.texts.empty} />
          )
        }
        header={
          <div className="flex flex-wrap items-center gap-2">
            <SearchBox
              key={list.state.search}
              defaultValue={list.state.search}
              label={resource.texts.search}
              placeholder="Procurar"
              onSearch={list.setSearch}
              className="min-w-0 flex-1 sm:max-w-sm"
            />
            {refine}
          </div>
        }
        rowActions={hasRowActions ? rowActions : undefined}
        rowActionsLabel={(row) => `Ações de ${resource.rowLabel(row)}`}
        getRowId={resource.rowId}
        narrowLayout="cards"
        renderCard={renderCard}
      />
      <DeleteDialogs deletion={list.deletion} question={deleteQuestion} />
      {children}
    </div>
  );
}

const LoadedRowActionDialogs = lazy(async () => ({
  default: (await import('./row-action-dialogs')).RowActionDialogs,
}));

/**
 * A row action's confirmation and the error of a failed one (a delete's: §5, §8), loaded on the
 * first question: until then a list needs none of the dialogs' code (issue 15). Once shown they
 * stay mounted, so they close as they opened.
 */
export function RowActionDialogs<R>(props: RowActionDialogsProps<R>) {
  const wanted = props.action.asking !== null || props.action.error !== null;
  const [used, setUsed] = useState(wanted);
  if (wanted && !used) setUsed(true);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <LoadedRowActionDialogs {...(props as RowActionDialogsProps<unknown>)} />
    </Suspense>
  );
}

export interface DeleteDialogsProps<R> {
  deletion: DeleteController<R>;
  /** The question for the row being deleted. @default MESSAGES.confirm.text */
  question?: (row: R) => string;
}

/** The delete confirmation (§5, 'Excluir'), the §8 error of a failed delete and its status line. */
export function DeleteDialogs<R>({ deletion, question }: DeleteDialogsProps<R>) {
  return <RowActionDialogs action={deletion} question={question} confirmLabel="Excluir" />;
}

/**
 * A name as a list shows it: on two lines at most, then '…', a long run without spaces broken
 * (`breakLongWords`). On one line (`truncate`), a long name widened its column, on a desktop, until
 * the columns after it left the screen on every row (an entity's or a user's: a UI probe), and
 * a phone's card showed ~15 characters of it. Anything but a text is the caller's to lay out.
 */
function NameText({ children }: { children: ReactNode }) {
  if (typeof children !== 'string') return <span className="block">{children}</span>;
  return <span className="line-clamp-2 whitespace-normal">{breakLongWords(children)}</span>;
}

/**
 * A row's name that opens its form when the user may open it (plain text otherwise), for the
 * first column of a list: a text is shown as {@link NameText} shows it. A block, so it ends in '…'
 * wherever it sits (an inline clamp does not clip: on a phone's card it ran past the card's edge).
 */
export function RecordLink<K extends ResourceName, R>({
  list,
  row,
  children,
}: {
  list: ListController<K, R>;
  row: R;
  children: ReactNode;
}) {
  if (!list.can.open)
    return (
      <span className="block max-w-full font-medium text-fg">
        <NameText>{children}</NameText>
      </span>
    );
  if (list.opensInPlace) {
    return (
      <button
        type="button"
        onClick={() => list.open(row)}
        className={cn(
          'relative block max-w-full text-left font-medium text-fg hover:text-accent hover:underline',
          touchTarget,
        )}
      >
        {/* The ellipsis on a span of its own: on the button itself a long name was cut with one
            or ran over the row's menu, from one run to the next (the phone story's baseline). */}
        <NameText>{children}</NameText>
      </button>
    );
  }
  return (
    <RouterLink
      to={list.pathOf(row)}
      className={cn(
        'relative block max-w-full font-medium text-fg hover:text-accent hover:underline',
        touchTarget,
      )}
    >
      {/* Clipped on a span of its own: the link's tap area on a touch screen reaches past it. */}
      <NameText>{children}</NameText>
    </RouterLink>
  );
}
