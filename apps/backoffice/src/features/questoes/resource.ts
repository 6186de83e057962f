import { defineResource } from '../../lib/resource';

/**
 * Questions (§2.7, §2.8): the list at its route of §2.1, the form at `/novo` and `/{uuid}`, the
 * classification wizard (§2.9) at `/{uuid}/classificacoes`.
 */
export const questoes = defineResource({
  key: 'questoes',
  path: '/admin/administracao/questoes',
  title: 'Questões',
  section: 'Administração',
  endpoints: { list: 'questoes.list', delete: 'questoes.delete' },
  rowId: (questao) => questao.uuid,
  rowLabel: (questao) => questao.titulo,
  // §7: DELETE /api/questao/{id}?ids={id}.
  deleteInput: (questao) => ({ params: { id: questao.uuid }, query: { ids: questao.uuid } }),
  texts: { add: 'ADICIONAR QUESTÃO', empty: 'Nenhuma questão cadastrada', search: 'Procurar questões' },
});

/**
 * The wizard's address for a question (§2.9). The list's search and filters need not travel in
 * it: the list controller remembers them (`useListReturn`), and the wizard returns there.
 */
export function classificacoesPath(uuid: string): string {
  return `${questoes.path}/${encodeURIComponent(uuid)}/classificacoes`;
}
