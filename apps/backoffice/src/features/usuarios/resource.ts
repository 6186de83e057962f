import { defineResource } from '../../lib/resource';

/** Users (§2.13): a list whose rows open in the modal 'Novo Usuário' / 'Editar Usuário'. */
export const usuarios = defineResource({
  key: 'usuarios',
  path: '/admin/configuracao/usuarios',
  title: 'Usuários',
  section: 'Configurações',
  endpoints: { list: 'usuarios.list', delete: 'usuarios.delete' },
  rowId: (usuario) => usuario.id,
  rowLabel: (usuario) => usuario.nome,
  deleteInput: (usuario) => ({ params: { id: usuario.id } }),
  texts: { add: 'ADICIONAR USUÁRIO', empty: 'Nenhum usuário cadastrado', search: 'Procurar usuários' },
});
