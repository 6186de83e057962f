import type { Tone } from './tones.js';

/**
 * Question situacao values (§3, §4), accented: these are both the stored value and the label.
 * (SPEC.md writes 'Sem Classificacao' without accents; Hangar writes the word correctly.)
 */
export const QUESTION_SITUACOES = ['Sem Classificação', 'Incompleta', 'Classificada'] as const;
export type QuestionSituacao = (typeof QUESTION_SITUACOES)[number];

/** The question list's Situação radio (§2.7): Todas, Ativo = 1, Inativo = 0 (sent as `ativo`). */
export const QUESTION_ATIVO_OPTIONS: readonly { label: string; value: 0 | 1 | undefined }[] = [
  { label: 'Todas', value: undefined },
  { label: 'Ativo', value: 1 },
  { label: 'Inativo', value: 0 },
];

/**
 * Badge tone of a question situacao: Classificada success, Incompleta warning, Sem Classificação
 * (and unknown) neutral.
 * @example questionSituacaoTone('Incompleta') // 'warning'
 */
export function questionSituacaoTone(situacao: string | null | undefined): Tone {
  if (situacao === 'Classificada') return 'success';
  if (situacao === 'Incompleta') return 'warning';
  return 'neutral';
}

/** A question's classification as the server stores it (§3, §7 `PUT /api/questao/{id}/classificacao`). */
export interface QuestionClassification {
  /** Chosen course ids. */
  cursos: readonly (number | string)[];
  /** Chosen modules, each with its course. */
  modulos: readonly { id: number | string; curso_id: number | string }[];
  /** Chosen subjects, each with its module. */
  assuntos: readonly { curso_modulo_id: number | string }[];
}

/**
 * The rule the server uses to derive a question's situacao from its classification:
 * - Sem Classificação: no course, module or subject chosen;
 * - Classificada: at least one course; every chosen course has a chosen module, every chosen
 *   module a chosen subject, and nothing chosen hangs from a parent that is not chosen;
 * - Incompleta: anything in between. Problems do not count.
 * @example questionSituacao({ cursos: [1], modulos: [{ id: 5, curso_id: 1 }], assuntos: [] }) // 'Incompleta'
 */
export function questionSituacao(classification: QuestionClassification): QuestionSituacao {
  const { cursos, modulos, assuntos } = classification;
  if (cursos.length === 0 && modulos.length === 0 && assuntos.length === 0) return 'Sem Classificação';
  const courseIds = new Set(cursos.map(String));
  const moduleIds = new Set(modulos.map((m) => String(m.id)));
  const coursesWithModule = new Set(modulos.map((m) => String(m.curso_id)));
  const modulesWithSubject = new Set(assuntos.map((a) => String(a.curso_modulo_id)));
  const complete =
    courseIds.size > 0 &&
    [...courseIds].every((c) => coursesWithModule.has(c)) &&
    [...moduleIds].every((m) => modulesWithSubject.has(m)) &&
    [...coursesWithModule].every((c) => courseIds.has(c)) &&
    [...modulesWithSubject].every((m) => moduleIds.has(m));
  return complete ? 'Classificada' : 'Incompleta';
}
