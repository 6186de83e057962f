import {
  type ApiQueryValue,
  type FilterSpecs,
  type FilterValues,
  type ListSpec,
  type ListState,
  parseListState,
  serializeListState,
  toApiQuery,
  withFilters,
  withPage,
  withSearch,
} from '@hangar/domain';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';

/** What {@link useListState} gives a list screen. */
export interface ListStateApi<F extends FilterSpecs> {
  /** The state read from the address (defaults filled in: page 1, per_page 15…). */
  state: ListState<F>;
  /** The API query of that state (`toApiQuery`): pass it to the list endpoint and the SWR key. */
  query: Record<string, ApiQueryValue>;
  /** Changes the search text and goes back to page 1. */
  setSearch: (text: string) => void;
  /** Changes filters (a key set to `undefined` clears it) and goes back to page 1. */
  setFilters: (patch: Partial<FilterValues<F>>) => void;
  /** Moves to a page; a new page size goes back to page 1. */
  setPage: (page: number, perPage?: number) => void;
}

/**
 * A paged list's state (page, per_page, search, filters) kept in the address, so reloading or
 * sharing the address restores the view (§2.4, §9). Every change pushes a history entry, so the
 * browser's Back button steps back through filter, search and page changes; applying a filter or
 * a search goes back to page 1. Generic over any `LIST_SPECS` entry.
 *
 * The address is written with the domain's `serializeListState` (defaults left out, arrays
 * PHP-style and readable: `categorias[]=2`), through `navigate` rather than `setSearchParams`,
 * which would re-encode the brackets.
 * @example
 * const { state, query, setSearch, setFilters, setPage } = useListState(LIST_SPECS.cursos);
 * const { data } = useCursos(query);
 */
export function useListState<F extends FilterSpecs>(spec: ListSpec<F>): ListStateApi<F> {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `raw` is the identity of `searchParams`.
  const state = useMemo(() => parseListState(searchParams, spec), [raw, spec]);
  const query = useMemo(() => toApiQuery(state, spec), [state, spec]);

  const go = useCallback(
    (next: ListState<F>) => {
      const search = serializeListState(next, spec);
      const current = serializeListState(state, spec);
      if (search === current) return;
      navigate({ pathname: location.pathname, search: search ? `?${search}` : '' });
    },
    [navigate, location.pathname, spec, state],
  );

  return {
    state,
    query,
    setSearch: useCallback((text: string) => go(withSearch(state, text)), [go, state]),
    setFilters: useCallback((patch: Partial<FilterValues<F>>) => go(withFilters(state, patch)), [go, state]),
    setPage: useCallback((page: number, perPage?: number) => go(withPage(state, page, perPage)), [go, state]),
  };
}
