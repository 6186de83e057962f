import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** Pickers do not refetch on focus; a failed picker load is silently ignored (§8): the list stays empty. */
const quiet = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/** Entities for the list's 'entidades' filter, searched by name (`GET /api/tenant`). */
export function useEntidades(nome: string, enabled = true) {
  const api = useApi();
  const swr = useSWR(
    enabled ? (['tenants.list', nome] as const) : null,
    ([, text]) => api.tenants.list({ query: { per_page: 100, ...(text ? { nome: text } : {}) } }),
    quiet,
  );
  return { items: swr.data?.data.data ?? [], isLoading: swr.isLoading };
}
