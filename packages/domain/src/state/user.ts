import type { Tone } from './tones.js';

/** User situacao values (§4). */
export const USER_SITUACOES = ['Ativo', 'Inativo', 'Pendente'] as const;
export type UserSituacao = (typeof USER_SITUACOES)[number];

/** A new user's situacao (§4). */
export const DEFAULT_USER_SITUACAO: UserSituacao = 'Ativo';

/**
 * How a user situacao is shown: an empty value reads 'Pendente' (§4).
 * @example userSituacaoLabel(null) // 'Pendente'
 */
export function userSituacaoLabel(situacao: string | null | undefined): string {
  return situacao === null || situacao === undefined || situacao.trim() === '' ? 'Pendente' : situacao;
}

/**
 * Tag tone of a user situacao (after {@link userSituacaoLabel}): Ativo success, Inativo error,
 * Pendente (or anything else) warning.
 * @example userSituacaoTone('') // 'warning'
 */
export function userSituacaoTone(situacao: string | null | undefined): Tone {
  const label = userSituacaoLabel(situacao);
  if (label === 'Ativo') return 'success';
  if (label === 'Inativo') return 'error';
  return 'warning';
}
