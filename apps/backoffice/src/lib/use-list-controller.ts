import type { FilterValues, ListState } from '@hangar/domain';
import { atom, useAtomValue, useSetAtom } from 'jotai';
import { useDeferredValue, useEffect, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import useSWR from 'swr';
import { takeEarlyList } from './early-list';
import { type ListEndpointName, type ListPage, pageOf, queryInput, type RowOf } from './endpoints';
import { handOverBigPage, isBigPage } from './hand-over-big-page';
import {
  abilitiesOf,
  countActiveFilters,
  type DeleteEndpointName,
  type FiltersOf,
  type ResourceAbilities,
  type ResourceDefinition,
  type ResourceName,
  recordPath,
  specOf,
} from './resource';
import { permissionsAtom, useApi } from './session';
import { type DeleteController, useDeleteController } from './use-delete-controller';

export type { DeleteController };

import { lastPageInstead, useListState } from './use-list-state';

/**
 * The query string each list was last shown with, by list path: a form returns there after
 * SALVAR or CANCELAR, so the user finds the same search, filters and page. Kept per app store
 * (not in a module variable), so stories never share it.
 */
const listSearchesAtom = atom<Readonly<Record<string, string>>>({});

/** Where a form of `resource` returns to: its list, with the search it was last shown with. */
export function useListReturn(resource: Pick<ResourceDefinition, 'path'>): string {
  const searches = useAtomValue(listSearchesAtom);
  return `${resource.path}${searches[resource.path] ?? ''}`;
}

/** What {@link useListController} gives a list screen. */
export interface ListController<K extends ResourceName, R> {
  /** Page, per_page, search and filters, read from the address. */
  state: ListState<FiltersOf<K>>;
  setSearch: (text: string) => void;
  setFilters: (patch: Partial<FilterValues<FiltersOf<K>>>) => void;
  setPage: (page: number, perPage?: number) => void;
  /** The rows of the current page (the previous page's while the next one loads). */
  rows: R[];
  total: number;
  /** The first load of this list has not answered yet. */
  isLoading: boolean;
  /** The last load failed (shown with 'Tentar novamente'; docs/legacy.md). */
  isError: boolean;
  retry: () => void;
  /** A search or a filter is active: an empty page means "no results", not "nothing registered". */
  isFiltered: boolean;
  /** How many filters are active (ordering not counted). */
  activeFilters: number;
  /** What the signed-in user may do here. */
  can: ResourceAbilities;
  /** Rows open in place (a modal form) rather than at their form route. */
  opensInPlace: boolean;
  /** The form route of a row (`null`: a new record). */
  pathOf: (row: R | null) => string;
  /** Opens a row's form (read-only when the user may not edit). */
  open: (row: R) => void;
  /** Opens the form of a new record. */
  add: () => void;
  /** Delete with confirmation and the §8 error. */
  deletion: DeleteController<R>;
}

/** Options of {@link useListController}. */
export interface ListControllerOptions<R> {
  /** Opens a row instead of going to its form route (a modal form, as categories have). */
  onOpen?: (row: R) => void;
  /** Opens a new record instead of going to `/novo`. */
  onAdd?: () => void;
}

/**
 * Everything a list screen does besides drawing, in the spirit of react-admin's
 * `useListController`: the list state in the address (`useListState`), one page of the
 * resource's list endpoint (typed by its name; the query checked against the endpoint's query
 * schema), what the user may do (`LIST_ACTIONS` and the route table), empty versus no results,
 * the load error with a retry, delete with confirmation, and the address the forms return to.
 * @example
 * const list = useListController(cursos);
 * <PagedTable data={list.rows} total={list.total} page={list.state.page} … />
 */
export function useListController<
  K extends ResourceName,
  L extends ListEndpointName,
  D extends DeleteEndpointName,
>(resource: ResourceDefinition<K, L, D>, options: ListControllerOptions<RowOf<L>> = {}) {
  const api = useApi();
  const navigate = useNavigate();
  const location = useLocation();
  const held = useAtomValue(permissionsAtom);
  const spec = specOf(resource);
  const { state, query, setSearch, setFilters, setPage } = useListState(spec);
  const name = resource.endpoints.list;
  const swr = useSWR(
    [name, { query }] as const,
    // The generic query of the list state is checked by the endpoint's own schema here. The page
    // the app asked for as it started on this list comes first (early-list.ts).
    ([n, input]) => handOverBigPage(takeEarlyList(n, input.query) ?? api.call(n, queryInput(n, input.query))),
    { keepPreviousData: true },
  );

  // Remember where this list stands, for the forms to return to it.
  const setSearches = useSetAtom(listSearchesAtom);
  useEffect(() => {
    setSearches((all) =>
      all[resource.path] === location.search ? all : { ...all, [resource.path]: location.search },
    );
  }, [setSearches, resource.path, location.search]);

  // A big page is drawn in a transition (useDeferredValue): React renders it in slices of a few
  // milliseconds, with the previous rows (or the skeleton) on screen meanwhile, where SWR's own
  // update renders in one task, which for 1,000 rows came near or over the 50 ms a page may hold
  // the main thread. Small pages skip the deferred value, whose second render they do not need.
  const big = swr.data !== undefined && isBigPage(swr.data);
  const deferred = useDeferredValue(big ? swr.data : undefined);
  const data = big ? deferred : swr.data;
  const page: ListPage<RowOf<L>> = data ? pageOf<L>(data) : { rows: [], total: 0 };
  const can = useMemo(() => abilitiesOf(resource, held), [resource, held]);
  const activeFilters = countActiveFilters(state.filters);
  const deletion = useDeleteController(resource, () => {
    // Deleting the only row of a later page steps back, instead of showing an empty page.
    if (page.rows.length === 1 && state.page > 1) setPage(state.page - 1);
  });
  // An address past the last page (?page=999, a bookmark, rows deleted by someone else) gets an
  // empty page with the real total: go to the last page there is, in place of that address (Back
  // does not return to it), keeping the search and filters. Read from SWR's own answer, which
  // says which page it is, so the previous page kept on screen while this one loads is not taken
  // for it.
  const stepBackTo = swr.data === undefined ? null : lastPageInstead(state.page, pageOf<L>(swr.data));
  useEffect(() => {
    if (stepBackTo !== null) setPage(stepBackTo, undefined, { replace: true });
  }, [stepBackTo, setPage]);
  // Meanwhile, and while the last page loads with that empty page still kept, the list reads as
  // loading: never the empty state ('Nenhuma … cadastrada') beside a total that says otherwise.
  const steppingBack =
    stepBackTo !== null ||
    (page.rows.length === 0 && page.total > 0 && page.page !== undefined && page.page !== state.page);

  const pathOf = (row: RowOf<L> | null) => recordPath(resource, row === null ? null : resource.rowId(row));
  const controller: ListController<K, RowOf<L>> = {
    state,
    setSearch,
    setFilters,
    setPage,
    rows: page.rows,
    total: page.total,
    isLoading: (!data && (swr.isLoading || swr.data !== undefined)) || steppingBack,
    isError: swr.error !== undefined,
    retry: () => void swr.mutate(),
    isFiltered: state.search.trim() !== '' || activeFilters > 0,
    activeFilters,
    can: options.onOpen ? { ...can, open: true } : can,
    opensInPlace: options.onOpen !== undefined,
    pathOf,
    open: (row) => (options.onOpen ? options.onOpen(row) : navigate(pathOf(row))),
    add: () => (options.onAdd ? options.onAdd() : navigate(pathOf(null))),
    deletion,
  };
  return controller;
}
