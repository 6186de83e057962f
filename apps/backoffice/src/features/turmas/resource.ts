import { defineResource } from '../../lib/resource';

/**
 * Classes (§2.14): cards at their route of §2.1, the form at `/novo` and `/{uuid}`. Deleting a
 * class needs `turma.cancelar` (§3 has no `turma.excluir`; the domain's `LIST_ACTIONS`).
 */
export const turmas = defineResource({
  key: 'turmas',
  path: '/admin/entidade/turmas',
  title: 'Turmas',
  section: 'Administração',
  endpoints: { list: 'turmas.list', delete: 'turmas.delete' },
  rowId: (turma) => turma.uuid,
  rowLabel: (turma) => turma.nome,
  // §7: DELETE /api/turma/{id}?ids={id}.
  deleteInput: (turma) => ({ params: { id: turma.uuid }, query: { ids: turma.uuid } }),
  texts: { add: 'ADICIONAR TURMA', empty: 'Nenhuma turma cadastrada', search: 'Procurar turmas' },
});
