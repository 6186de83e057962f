import type { Tone } from './tones.js';

/** Course situacao values (§3, §4). */
export const COURSE_SITUACOES = ['Ativo', 'Inativo', 'Erro', 'Novo'] as const;
export type CourseSituacao = (typeof COURSE_SITUACOES)[number];

/** A filter option: its label and the value sent (`undefined` = no filter). */
export interface FilterOption<V> {
  readonly label: string;
  readonly value: V | undefined;
}

/** The course list's Situação filter (§2.4): Todas, Ativo, Inativo. */
export const COURSE_SITUACAO_FILTER_OPTIONS: readonly FilterOption<CourseSituacao>[] = [
  { label: 'Todas', value: undefined },
  { label: 'Ativo', value: 'Ativo' },
  { label: 'Inativo', value: 'Inativo' },
];

const COURSE_TONES: Record<CourseSituacao, Tone> = {
  Ativo: 'success',
  Inativo: 'neutral',
  Erro: 'error',
  Novo: 'info',
};

/**
 * The tag tone of a course situacao (§2.4: coloured for Ativo, Inativo, Erro, Novo); unknown or
 * empty values are neutral.
 * @example courseSituacaoTone('Erro') // 'error'
 */
export function courseSituacaoTone(situacao: string | null | undefined): Tone {
  return COURSE_TONES[situacao as CourseSituacao] ?? 'neutral';
}
