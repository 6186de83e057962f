/**
 * List state kept in the address bar (§2.4, §2.6, §2.7, §9): page, per_page, search and the
 * filters a list declares. Parsing never throws: unknown or bad values fall back to defaults.
 */

import { MAX_PER_PAGE, PAGE_SIZE } from '../constants.js';
import { encodeQueryPairs, type ParsedQuery, parseQuery, type QueryPairs } from './query-string.js';

/** A free-text filter; empty means "not set". */
export interface StringFilterSpec {
  readonly type: 'string';
  /** Value used when the address has none. @default undefined */
  readonly default?: string;
}
/** An integer filter (ids, 0/1 flags), optionally limited to `values`. */
export interface NumberFilterSpec {
  readonly type: 'number';
  /** Allowed values; others fall back to the default. @default undefined (any safe integer) */
  readonly values?: readonly number[];
  /** @default undefined */
  readonly default?: number;
}
/** One value out of a fixed list. */
export interface EnumFilterSpec<V extends string = string> {
  readonly type: 'enum';
  readonly values: readonly V[];
  /** @default undefined */
  readonly default?: V;
}
/** A list of strings, PHP-style in the address (`situacao[]=Ativo&situacao[]=Novo`). */
export interface StringArrayFilterSpec<V extends string = string> {
  readonly type: 'string[]';
  /** Allowed values; others are dropped. @default undefined (any non-empty string) */
  readonly values?: readonly V[];
}
/** A list of integers (ids), PHP-style in the address (`cursos[]=1&cursos[]=2`). */
export interface NumberArrayFilterSpec {
  readonly type: 'number[]';
}

/** How one filter is read from and written to the address. */
export type FilterSpec =
  | StringFilterSpec
  | NumberFilterSpec
  | EnumFilterSpec
  | StringArrayFilterSpec
  | NumberArrayFilterSpec;

/** The filters a list declares, by name (the name is both the address key and the API key). */
export type FilterSpecs = Record<string, FilterSpec>;

/** The value type of a filter. */
export type FilterValue<S extends FilterSpec> =
  S extends EnumFilterSpec<infer V>
    ? V
    : S extends StringArrayFilterSpec<infer V>
      ? V[]
      : S extends NumberArrayFilterSpec
        ? number[]
        : S extends NumberFilterSpec
          ? number
          : string;

/** The filter values of a list; absent means "not set". */
export type FilterValues<F extends FilterSpecs> = { [K in keyof F]?: FilterValue<F[K]> };

/** A list's declaration. */
export interface ListSpec<F extends FilterSpecs = FilterSpecs> {
  /** The declared filters. @default {} */
  readonly filters?: F;
  /** The API parameter that carries the search text (`nome`, `titulo`...). @default 'nome' */
  readonly searchParam?: string;
  /** Page size when the address has none. @default PAGE_SIZE (15) */
  readonly perPage?: number;
  /**
   * The largest page size the address may ask for; a larger one reads as the default (the
   * question list renders at most 20 rows, §2.7). @default MAX_PER_PAGE
   */
  readonly maxPerPage?: number;
}

/** The state of a list. */
export interface ListState<F extends FilterSpecs = FilterSpecs> {
  page: number;
  per_page: number;
  search: string;
  filters: FilterValues<F>;
}

/**
 * Declares a list spec with its filter types inferred.
 * @example const spec = defineListSpec({ searchParam: 'titulo', filters: { cursos: { type: 'number[]' } } });
 */
export function defineListSpec<const F extends FilterSpecs>(spec: ListSpec<F>): ListSpec<F> {
  return spec;
}

const INT = /^\d+$/;
const SIGNED_INT = /^-?\d+$/;

function parsePositiveInt(raw: string | undefined, max: number): number | undefined {
  if (raw === undefined || !INT.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= max ? n : undefined;
}

function parseInteger(raw: string): number | undefined {
  const trimmed = raw.trim();
  if (!SIGNED_INT.test(trimmed)) return undefined;
  const n = Number(trimmed);
  return Number.isSafeInteger(n) ? n : undefined;
}

function parseFilter(spec: FilterSpec, raw: string[] | undefined): unknown {
  const last = raw?.[raw.length - 1];
  switch (spec.type) {
    case 'string':
      return last !== undefined && last !== '' ? last : spec.default;
    case 'number': {
      const n = last === undefined ? undefined : parseInteger(last);
      return n !== undefined && (!spec.values || spec.values.includes(n)) ? n : spec.default;
    }
    case 'enum':
      return last !== undefined && spec.values.includes(last) ? last : spec.default;
    case 'string[]': {
      const list = (raw ?? []).filter((v) => v !== '' && (!spec.values || spec.values.includes(v)));
      return list.length > 0 ? list : undefined;
    }
    case 'number[]': {
      const list = (raw ?? []).map(parseInteger).filter((n): n is number => n !== undefined);
      return list.length > 0 ? list : undefined;
    }
  }
}

/**
 * Reads a list's state from an address query string (with or without `?`) or `URLSearchParams`.
 * Defaults: page 1, per_page 15 (or `spec.perPage`), search ''. Never throws.
 * @example parseListState('?page=2&cursos[]=3', spec) // { page: 2, per_page: 15, search: '', filters: { cursos: [3] } }
 */
export function parseListState<F extends FilterSpecs>(
  search: string | QueryPairs,
  spec: ListSpec<F> = {},
): ListState<F> {
  const parsed: ParsedQuery = parseQuery(search);
  const all = (key: string): string[] | undefined => {
    const value = parsed[key];
    return value === undefined ? undefined : Array.isArray(value) ? value : [value];
  };
  const single = (key: string) => all(key)?.at(-1);
  const filters: Record<string, unknown> = {};
  for (const [name, filterSpec] of Object.entries(spec.filters ?? {})) {
    const value = parseFilter(filterSpec, all(name));
    if (value !== undefined) filters[name] = value;
  }
  return {
    page: parsePositiveInt(single('page'), Number.MAX_SAFE_INTEGER) ?? 1,
    per_page:
      parsePositiveInt(single('per_page'), spec.maxPerPage ?? MAX_PER_PAGE) ?? spec.perPage ?? PAGE_SIZE,
    search: single('search') ?? '',
    filters: filters as FilterValues<F>,
  };
}

function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
  );
}

/**
 * Writes a list's state as an address query string (no leading `?`). Defaults are left out, so the
 * address stays short; arrays are PHP-style (`cursos[]=1&cursos[]=2`).
 * @example serializeListState({ page: 2, per_page: 15, search: 'abc', filters: {} }) // 'page=2&search=abc'
 */
export function serializeListState<F extends FilterSpecs>(
  state: ListState<F>,
  spec: ListSpec<F> = {},
): string {
  const params: Array<[string, string]> = [];
  if (state.page !== 1) params.push(['page', String(state.page)]);
  if (state.per_page !== (spec.perPage ?? PAGE_SIZE)) params.push(['per_page', String(state.per_page)]);
  if (state.search !== '') params.push(['search', state.search]);
  const specs: FilterSpecs = spec.filters ?? {};
  const filters = state.filters as Record<string, unknown>;
  const names = [...Object.keys(specs), ...Object.keys(filters).filter((k) => !(k in specs))];
  for (const name of names) {
    const value = filters[name];
    if (isEmptyValue(value)) continue;
    const filterSpec = specs[name];
    if (filterSpec && 'default' in filterSpec && filterSpec.default === value) continue;
    if (Array.isArray(value)) for (const item of value) params.push([`${name}[]`, String(item)]);
    else params.push([name, String(value)]);
  }
  return encodeQueryPairs(params);
}

/**
 * Changes filters and goes back to page 1 (§2.4, §9). A key set to `undefined` clears the filter.
 * @example withFilters(state, { situacao: 'Ativo' }).page // 1
 */
export function withFilters<F extends FilterSpecs>(
  state: ListState<F>,
  patch: Partial<FilterValues<F>>,
): ListState<F> {
  const filters: Record<string, unknown> = { ...state.filters };
  for (const [key, value] of Object.entries(patch)) {
    if (isEmptyValue(value)) delete filters[key];
    else filters[key] = value;
  }
  return { ...state, page: 1, filters: filters as FilterValues<F> };
}

/**
 * Changes the search text and goes back to page 1 (§2.7).
 * @example withSearch(state, 'motor').page // 1
 */
export function withSearch<F extends FilterSpecs>(state: ListState<F>, search: string): ListState<F> {
  return { ...state, page: 1, search };
}

/**
 * Moves to another page (and optionally another page size, which resets to page 1).
 * @example withPage(state, 3).page // 3
 */
export function withPage<F extends FilterSpecs>(
  state: ListState<F>,
  page: number,
  perPage?: number,
): ListState<F> {
  if (perPage !== undefined && perPage !== state.per_page) return { ...state, page: 1, per_page: perPage };
  return { ...state, page };
}

/** A query parameter value for the API; arrays are sent PHP-style by the client. */
export type ApiQueryValue = string | number | readonly (string | number)[];

/**
 * The API query of a list: page, per_page, the trimmed search under `spec.searchParam` (when not
 * empty) and every set filter under its own name.
 * @example toApiQuery({ page: 1, per_page: 15, search: ' asa ', filters: { cursos: [1] } }) // { page: 1, per_page: 15, nome: 'asa', cursos: [1] }
 */
export function toApiQuery<F extends FilterSpecs>(
  state: ListState<F>,
  spec: ListSpec<F> = {},
): Record<string, ApiQueryValue> {
  const query: Record<string, ApiQueryValue> = { page: state.page, per_page: state.per_page };
  const text = state.search.trim();
  if (text !== '') query[spec.searchParam ?? 'nome'] = text;
  for (const [name, value] of Object.entries(state.filters as Record<string, unknown>)) {
    if (isEmptyValue(value)) continue;
    query[name] = value as ApiQueryValue;
  }
  return query;
}
