/**
 * One picker hook for every list endpoint a form or a filter chooses from, so no feature reads
 * another feature's data hooks. The page size of each picker is §9's (`PICKER_SIZE`); a failed
 * picker load is silently ignored (§8): the options stay empty.
 */
import { ENDPOINTS, type EndpointDef } from '@hangar/api-client/contract';
import { PICKER_SIZE } from '@hangar/domain';
import { useCallback } from 'react';
import useSWR from 'swr';
import { type AnswerOf, queryInput } from './endpoints';
import { useApi } from './session';

/** Each picker's endpoint, its fixed query (§9 page sizes) and the query parameter it searches by. */
export const PICKERS = {
  'cursos.list': { query: { per_page: PICKER_SIZE.cursos }, search: 'nome' },
  'cursos.modulos': { query: {}, search: null },
  'cursos.assuntos': { query: {}, search: null },
  'problemas.list': { query: { per_page: PICKER_SIZE.problemas }, search: 'titulo' },
  'questoes.simple': { query: { per_page: PICKER_SIZE.questoes }, search: 'titulo' },
  'perfis.list': { query: { per_page: PICKER_SIZE.perfil }, search: 'nome' },
  'categorias.list': { query: { per_page: PICKER_SIZE.categoria }, search: 'nome' },
  'modalidades.list': { query: { per_page: PICKER_SIZE.modalidade }, search: 'nome' },
  'tenants.list': { query: { per_page: PICKER_SIZE.modalidade }, search: 'nome' },
  'arquivos.tipos': { query: null, search: null },
} as const satisfies Record<string, { query: Record<string, unknown> | null; search: string | null }>;

/** An endpoint a picker reads. */
export type PickerName = keyof typeof PICKERS;

/** An option row of picker `N`: the rows of a paged answer, or of a plain list. */
export type PickerRow<N extends PickerName> =
  AnswerOf<N> extends { data: { data: (infer R)[] } }
    ? R
    : AnswerOf<N> extends { data: (infer R)[] }
      ? R
      : never;

/** The rows of a picker's answer, whether paged (`data.data`) or a plain list (`data`). */
function rowsOf<N extends PickerName>(answer: AnswerOf<N>): PickerRow<N>[] {
  const data: unknown = answer.data;
  const rows = Array.isArray(data)
    ? data
    : typeof data === 'object' && data !== null && 'data' in data && Array.isArray(data.data)
      ? data.data
      : [];
  return rows.filter((row): row is PickerRow<N> => typeof row === 'object' && row !== null);
}

/** Pickers do not refetch on focus or when stale: their options change rarely, and writes revalidate them. */
const QUIET = { revalidateOnFocus: false, revalidateIfStale: false } as const;

function usePickerFetch<N extends PickerName>(name: N) {
  const api = useApi();
  return useCallback(
    async (query: Record<string, unknown>, signal?: AbortSignal): Promise<PickerRow<N>[]> => {
      const def: EndpointDef = ENDPOINTS[name];
      const answer =
        def.query === undefined
          ? await api.call(name)
          : await api.call(name, { ...queryInput(name, { ...PICKERS[name].query, ...query }), signal });
      return rowsOf<N>(answer);
    },
    [api, name],
  );
}

/** Options of {@link usePicker}. */
export interface PickerOptions {
  /** More query parameters (`{ cursos: [1, 2] }` for the modules of those courses). @default {} */
  query?: Record<string, unknown>;
  /** `false` loads nothing (e.g. until a course is chosen). @default true */
  enabled?: boolean;
}

/**
 * The options of a picker, loaded once and cached under `[name, query]` (shared with every other
 * picker of the same endpoint, and revalidated when the resource is written).
 * @example const modalidades = usePicker('modalidades.list').items;
 * @example const modulos = usePicker('cursos.modulos', { query: { cursos: chosen }, enabled: chosen.length > 0 });
 */
export function usePicker<N extends PickerName>(name: N, { query = {}, enabled = true }: PickerOptions = {}) {
  const fetchRows = usePickerFetch(name);
  const swr = useSWR(
    enabled ? ([name, { query }, 'picker'] as const) : null,
    ([, input]) => fetchRows(input.query),
    QUIET,
  );
  return {
    items: swr.data ?? [],
    isLoading: swr.isLoading,
    /** The options have come (a failed load leaves them empty and this false). */
    isLoaded: swr.data !== undefined,
    /** Loads the options again (a save was refused over one that no longer exists). */
    reload: swr.mutate,
  };
}

/**
 * A search for a searchable picker (`RemoteMultiSelect`'s `loadOptions`): resolves to the rows
 * whose searched field matches `text`; aborts with `signal`. Not cached: each search is a new
 * question.
 * @example const search = usePickerSearch('categorias.list'); <RemoteMultiSelect loadOptions={async (t, s) => (await search(t, s)).map(toOption)} />
 */
export function usePickerSearch<N extends PickerName>(
  name: N,
  { query = {} }: Pick<PickerOptions, 'query'> = {},
) {
  const fetchRows = usePickerFetch(name);
  const param: string | null = PICKERS[name].search;
  // The same query written again on every render must not make a new search function.
  const fixed = JSON.stringify(query);
  return useCallback(
    (text: string, signal?: AbortSignal) => {
      const base: Record<string, unknown> = JSON.parse(fixed);
      const trimmed = text.trim();
      return fetchRows(param && trimmed ? { ...base, [param]: trimmed } : base, signal);
    },
    [fetchRows, param, fixed],
  );
}
