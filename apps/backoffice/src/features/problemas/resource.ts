import { defineResource } from '../../lib/resource';

/** Problems (§2.6): the list, the form at `/novo` and `/{id}`; actions follow `problema.*`. */
export const problemas = defineResource({
  key: 'problemas',
  path: '/admin/administracao/problemas',
  title: 'Problemas',
  section: 'Administração',
  endpoints: { list: 'problemas.list', delete: 'problemas.delete' },
  rowId: (problema) => problema.id,
  rowLabel: (problema) => problema.titulo,
  // §7: DELETE /api/problema/{id}?ids={id}.
  deleteInput: (problema) => ({ params: { id: problema.id }, query: { ids: String(problema.id) } }),
  texts: { add: 'ADICIONAR PROBLEMA', empty: 'Nenhum problema cadastrado', search: 'Procurar problemas' },
});
