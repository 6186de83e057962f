import { defineResource } from '../../lib/resource';

/** Access profiles (§2.12): the list, the form at `/novo` and `/{id}` with the permission tree. */
export const perfis = defineResource({
  key: 'perfis',
  path: '/admin/configuracao/perfis',
  title: 'Perfis de Acesso',
  section: 'Configurações',
  endpoints: { list: 'perfis.list', delete: 'perfis.delete' },
  rowId: (perfil) => perfil.id,
  rowLabel: (perfil) => perfil.nome,
  deleteInput: (perfil) => ({ params: { id: perfil.id } }),
  texts: { add: 'ADICIONAR PERFIL', empty: 'Nenhum perfil cadastrado', search: 'Procurar perfis' },
});
