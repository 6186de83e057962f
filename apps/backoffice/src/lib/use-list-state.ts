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

/** A change a list screen asks for. */
export type ListChange<F extends FilterSpecs> =
  | { type: 'search'; text: string }
  | { type: 'filters'; patch: Partial<FilterValues<F>> }
  | { type: 'page'; page: number; perPage?: number };

/**
 * The address query string after a change (with its `?`, or `''` for all defaults), or `null`
 * when the change leaves the address as it is (nothing to push). A search or a filter goes back
 * to page 1 (§2.4, §9); defaults are left out; arrays are PHP-style (`categorias[]=2`).
 * @example listSearchAfter('?page=3', LIST_SPECS.cursos, { type: 'search', text: 'IFR' }) // '?search=IFR'
 */
export function listSearchAfter<F extends FilterSpecs>(
  current: string,
  spec: ListSpec<F>,
  change: ListChange<F>,
): string | null {
  const state = parseListState(current, spec);
  const next =
    change.type === 'search'
      ? withSearch(state, change.text)
      : change.type === 'filters'
        ? withFilters(state, change.patch)
        : withPage(state, change.page, change.perPage);
  const search = serializeListState(next, spec);
  if (search === serializeListState(state, spec)) return null;
  return search ? `?${search}` : '';
}

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
 * The address is written by {@link listSearchAfter} (the domain's `serializeListState`: defaults
 * left out, arrays PHP-style and readable, `categorias[]=2`), through `navigate` rather than
 * `setSearchParams`, which would re-encode the brackets.
 * @example
 * const { state, query, setSearch, setFilters, setPage } = useListState(LIST_SPECS.cursos);
 * const { data } = useCursos(query);
 */
export function useListState<F extends FilterSpecs>(spec: ListSpec<F>): ListStateApi<F> {
  const [searchParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const raw = searchParams.toString();
  // Parsed from `raw`, the query string's identity (`searchParams` is a new object more often).
  const state = useMemo(() => parseListState(new URLSearchParams(raw), spec), [raw, spec]);
  const query = useMemo(() => toApiQuery(state, spec), [state, spec]);

  const go = useCallback(
    (change: ListChange<F>) => {
      const search = listSearchAfter(location.search, spec, change);
      if (search !== null) navigate({ pathname: location.pathname, search });
    },
    [navigate, location.pathname, location.search, spec],
  );

  return {
    state,
    query,
    setSearch: useCallback((text: string) => go({ type: 'search', text }), [go]),
    setFilters: useCallback((patch: Partial<FilterValues<F>>) => go({ type: 'filters', patch }), [go]),
    setPage: useCallback((page: number, perPage?: number) => go({ type: 'page', page, perPage }), [go]),
  };
}
