import { defineResource } from '../../lib/resource';

/** Categories (§2.11): a list whose rows open in a modal; any signed-in user manages them. */
export const categorias = defineResource({
  key: 'categorias',
  path: '/admin/configuracao/categorias',
  title: 'Categorias',
  section: 'Configurações',
  endpoints: { list: 'categorias.list', delete: 'categorias.delete' },
  rowId: (categoria) => categoria.id,
  rowLabel: (categoria) => categoria.nome,
  deleteInput: (categoria) => ({ params: { id: categoria.id } }),
  texts: { add: 'ADICIONAR CATEGORIA', empty: 'Nenhuma categoria cadastrada', search: 'Procurar categorias' },
});
