import { defineResource } from '../../lib/resource';

/** Entities (§2.10): aeroclubs and schools; the list, the form at `/novo` and `/{id}`. */
export const entidades = defineResource({
  key: 'entidades',
  path: '/admin/administracao/entidades',
  title: 'Entidades',
  section: 'Administração',
  endpoints: { list: 'tenants.list', delete: 'tenants.delete' },
  rowId: (entidade) => entidade.id,
  rowLabel: (entidade) => entidade.nome,
  // §7: DELETE /api/tenant/{id}?ids={id}.
  deleteInput: (entidade) => ({ params: { id: entidade.id }, query: { ids: String(entidade.id) } }),
  texts: { add: 'ADICIONAR ENTIDADE', empty: 'Nenhuma entidade cadastrada', search: 'Procurar entidades' },
});
