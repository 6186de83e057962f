/** Entity situacao values (§4). */
export const ENTITY_SITUACOES = ['Ativo', 'Liberada', 'Suspensa', 'A Vencer'] as const;
export type EntitySituacao = (typeof ENTITY_SITUACOES)[number];

/** The entity form's option order (§4): Ativo, Liberada, A Vencer, Suspensa. */
export const ENTITY_SITUACAO_FORM_ORDER: readonly EntitySituacao[] = [
  'Ativo',
  'Liberada',
  'A Vencer',
  'Suspensa',
];

/** The list tone of an entity situacao: a tag tone, or '--' (no tag, a dash) when empty. */
export type EntitySituacaoTone = 'success' | 'error' | 'warning' | '--';

/**
 * The list tone of an entity situacao (§4): Ativo and Liberada success, Suspensa error, anything
 * else warning, '--' when empty.
 * @example entitySituacaoTone('A Vencer') // 'warning'
 */
export function entitySituacaoTone(situacao: string | null | undefined): EntitySituacaoTone {
  if (situacao === null || situacao === undefined || situacao.trim() === '') return '--';
  if (situacao === 'Ativo' || situacao === 'Liberada') return 'success';
  if (situacao === 'Suspensa') return 'error';
  return 'warning';
}
