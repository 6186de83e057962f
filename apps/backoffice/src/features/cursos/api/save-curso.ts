import type { CourseBody } from '@hangar/domain';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useApi } from '../../../app/session';
import { cursoKey } from './get-curso';
import { isCursosKey } from './get-cursos';

/**
 * `POST /api/curso` (no id) or `PUT /api/curso/{id}` (§7). On success every cached list page is
 * revalidated and the saved course replaces its cached record.
 */
export function useSaveCurso() {
  const api = useApi();
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: string | null, body: CourseBody) => {
      const saved = id
        ? await api.cursos.update({ params: { id }, body: body as never })
        : await api.cursos.create({ body: body as never });
      await mutate(isCursosKey);
      await mutate(cursoKey(saved.data.uuid), saved, { revalidate: false });
      return saved.data;
    },
    [api, mutate],
  );
}
