import { PICKER_SIZE } from '@hangar/domain';
import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** Pickers do not refetch on focus; a failed picker load is silently ignored (§8): the list stays empty. */
const quiet = { revalidateOnFocus: false, revalidateIfStale: false } as const;

/**
 * Modalidades for pickers (`per_page` 100, §9).
 */
export function useModalidades() {
  const api = useApi();
  const swr = useSWR(
    ['modalidades.list', PICKER_SIZE.modalidade] as const,
    ([, perPage]) => api.modalidades.list({ query: { per_page: perPage } }),
    quiet,
  );
  return swr.data?.data.data ?? [];
}
