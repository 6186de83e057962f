import { useCallback } from 'react';
import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** Pickers do not refetch on focus; a failed picker load is silently ignored (§8): the list stays empty. */
const quiet = { revalidateOnFocus: false, revalidateIfStale: false } as const;
const PER_PAGE = 100;

/** Entities for the list's 'entidades' filter, searched by name (`GET /api/tenant`). */
export function useEntidades(nome: string, enabled = true) {
  const api = useApi();
  const swr = useSWR(
    enabled ? (['tenants.list', nome] as const) : null,
    ([, text]) => api.tenants.list({ query: { per_page: PER_PAGE, ...(text ? { nome: text } : {}) } }),
    quiet,
  );
  return { items: swr.data?.data.data ?? [], isLoading: swr.isLoading };
}

/**
 * Searches entities by name or trade name (`GET /api/tenant?nome=`), for a searchable picker:
 * resolves to the rows; aborts with `signal`. Not cached: each search is a new question.
 */
export function useSearchEntidades() {
  const api = useApi();
  return useCallback(
    async (nome: string, signal: AbortSignal) => {
      const text = nome.trim();
      const query = { per_page: PER_PAGE, ...(text ? { nome: text } : {}) };
      return (await api.tenants.list({ query, signal })).data.data;
    },
    [api],
  );
}
