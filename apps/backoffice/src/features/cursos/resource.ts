import { courseDeleteRefusal } from '@hangar/domain';
import { defineResource } from '../../lib/resource';

/** Courses (§2.4, §2.5): the list at its route of §2.1, the form at `/novo` and `/{uuid}`. */
export const cursos = defineResource({
  key: 'cursos',
  path: '/admin/administracao/cursos',
  title: 'Cursos',
  section: 'Administração',
  endpoints: { list: 'cursos.list', delete: 'cursos.delete' },
  rowId: (curso) => curso.uuid,
  rowLabel: (curso) => curso.nome,
  // §7: DELETE /api/curso/{uuid}?ids={uuid}.
  deleteInput: (curso) => ({ params: { id: curso.uuid }, query: { ids: curso.uuid } }),
  // Classes keep a course (the server's 409): said at once, not after the question.
  deleteRefusal: (curso) => courseDeleteRefusal(curso.turmas_count),
  texts: { add: 'ADICIONAR CURSO', empty: 'Nenhum curso cadastrado', search: 'Procurar cursos' },
});
