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
import { useCallback, useEffect, useMemo } from 'react';
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

/**
 * The page a list goes to instead of `requested` when the server answered that page empty
 * although the list has rows: an address past the last page (typed, bookmarked, or left behind
 * by deletions elsewhere) goes to the last page there is. `null` when the answer is not an empty
 * page past the end, or is not the answer for `requested`.
 * @example lastPageInstead(999, { rows: [], total: 42, page: 999, lastPage: 3 }) // 3
 */
export function lastPageInstead(
  requested: number,
  answer: { rows: readonly unknown[]; total: number; page?: number; lastPage?: number },
): number | null {
  const { rows, total, page, lastPage } = answer;
  if (rows.length > 0 || total === 0 || requested <= 1 || page !== requested || lastPage === undefined) {
    return null;
  }
  // Only ever backwards, so an answer that disagrees with itself cannot send the list round in circles.
  return lastPage >= 1 && lastPage < requested ? lastPage : null;
}

/**
 * The address a list should show instead of `current` when its `page` or `per_page` could not be
 * read (`?page=abc`, `per_page=-3`, a size over the list's largest): the list shows the defaults,
 * so the address says them too, and a shared or reloaded address is what the person saw. `null`
 * when both read as written (or are absent). Only the paging is judged; the rest of the state is
 * written back as the list read it.
 * @example pagingCorrection('?page=abc&search=IFR', LIST_SPECS.cursos) // '?search=IFR'
 */
export function pagingCorrection<F extends FilterSpecs>(current: string, spec: ListSpec<F>): string | null {
  const raw = new URLSearchParams(current);
  const state = parseListState(current, spec);
  const misread = (key: string, value: number) =>
    raw.has(key) && raw.getAll(key).some((v) => v !== String(value));
  if (!misread('page', state.page) && !misread('per_page', state.per_page)) return null;
  const search = serializeListState(state, spec);
  return search ? `?${search}` : '';
}

/** How an address change is written in the history. */
export interface ListChangeOptions {
  /**
   * Replace the current entry rather than push one: for corrections the user did not ask for
   * (a page past the end), which Back should not return to. @default false
   */
  replace?: boolean;
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
  setPage: (page: number, perPage?: number, options?: ListChangeOptions) => void;
}

/**
 * A paged list's state (page, per_page, search, filters) kept in the address, so reloading or
 * sharing the address restores the view (§2.4, §9). Every change pushes a history entry (unless
 * asked to replace it), so the browser's Back button steps back through filter, search and page
 * changes; applying a filter or a search goes back to page 1. An address whose page or size cannot
 * be read is replaced by the one of what the list shows ({@link pagingCorrection}). Generic over
 * any `LIST_SPECS` entry.
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
    (change: ListChange<F>, options?: ListChangeOptions) => {
      const search = listSearchAfter(location.search, spec, change);
      if (search !== null) navigate({ pathname: location.pathname, search }, { replace: options?.replace });
    },
    [navigate, location.pathname, location.search, spec],
  );

  // An unreadable page or size is corrected in place (replace: Back does not return to it).
  const correction = useMemo(() => pagingCorrection(location.search, spec), [location.search, spec]);
  useEffect(() => {
    if (correction !== null) navigate({ pathname: location.pathname, search: correction }, { replace: true });
  }, [correction, navigate, location.pathname]);

  return {
    state,
    query,
    setSearch: useCallback((text: string) => go({ type: 'search', text }), [go]),
    setFilters: useCallback((patch: Partial<FilterValues<F>>) => go({ type: 'filters', patch }), [go]),
    setPage: useCallback(
      (page: number, perPage?: number, options?: ListChangeOptions) =>
        go({ type: 'page', page, perPage }, options),
      [go],
    ),
  };
}
