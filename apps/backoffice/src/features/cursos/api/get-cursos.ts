import type { ApiQueryValue } from '@hangar/domain';
import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** SWR key of one page of the course list. */
export const cursosKey = (query: Record<string, ApiQueryValue>) => ['cursos.list', query] as const;

/** Whether an SWR key belongs to the course list (any page, any filter). */
export const isCursosKey = (key: unknown) => Array.isArray(key) && key[0] === 'cursos.list';

/**
 * One page of `GET /api/curso` (§2.4) for the list's API query (`useListState(...).query`).
 * Keeps the previous page on screen while the next one loads.
 */
export function useCursos(query: Record<string, ApiQueryValue>) {
  const api = useApi();
  return useSWR(cursosKey(query), ([, q]) => api.cursos.list({ query: q as never }), {
    keepPreviousData: true,
  });
}
