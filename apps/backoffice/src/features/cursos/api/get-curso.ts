import useSWR from 'swr';
import { useApi } from '../../../app/session';

/** SWR key of one course with its modules, subjects and materials. */
export const cursoKey = (id: string) => ['cursos.get', id] as const;

/** `GET /api/curso/{id}` (§2.5); `id` is the uuid (or numeric id). `null` loads nothing. */
export function useCurso(id: string | null) {
  const api = useApi();
  return useSWR(id ? cursoKey(id) : null, ([, key]) => api.cursos.get({ params: { id: key } }), {
    revalidateOnFocus: false,
    revalidateIfStale: false,
  });
}
