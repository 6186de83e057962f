import { MESSAGES } from '../messages.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';

/** An answer of a question (§3 opcoes; `editando` is interface-only and never sent). */
export interface Opcao {
  titulo: string;
  resposta_correta: boolean;
  id?: number | string;
}

/** The question form, with wire names. */
export interface QuestionInput {
  titulo?: string | null;
  opcoes?: readonly { titulo?: string | null; resposta_correta?: boolean | null }[];
}

/**
 * Validates a question (§5): titulo required; at least one answer, each with a text; exactly one
 * marked correct.
 * @example validateQuestion({ titulo: 'Q', opcoes: [{ titulo: 'a', resposta_correta: false }] }) // { opcoes: ['Marque exatamente uma resposta correta'] }
 */
export function validateQuestion(input: QuestionInput): FieldErrors {
  const opcoes = input.opcoes ?? [];
  const correct = opcoes.filter((o) => o.resposta_correta === true).length;
  const b = new FieldErrorsBuilder()
    .check(isBlank(input.titulo), 'titulo', MESSAGES.question.tituloRequired)
    .check(opcoes.length === 0, 'opcoes', MESSAGES.question.answersRequired)
    .check(opcoes.length > 0 && correct !== 1, 'opcoes', MESSAGES.question.exactlyOneCorrect);
  opcoes.forEach((o, i) => {
    b.check(isBlank(o.titulo), `opcoes.${i}.titulo`, MESSAGES.question.answerTitleRequired);
  });
  return b.build();
}

/**
 * Adds an answer; the first one added is correct by default (§2.8, §5).
 * @example addAnswer([], 'Sim') // [{ titulo: 'Sim', resposta_correta: true }]
 */
export function addAnswer<T extends Opcao>(opcoes: readonly T[], titulo: string): Opcao[] {
  return [...opcoes, { titulo, resposta_correta: opcoes.length === 0 }];
}

/**
 * Marks the answer at `index` as the single correct one (the radio of §2.8).
 * @example markCorrect(answers, 1).map((o) => o.resposta_correta) // [false, true]
 */
export function markCorrect<T extends Opcao>(opcoes: readonly T[], index: number): T[] {
  if (index < 0 || index >= opcoes.length) return [...opcoes];
  return opcoes.map((o, i) => ({ ...o, resposta_correta: i === index }));
}

/**
 * Removes the answer at `index`. When the correct answer is removed, the first remaining one
 * becomes correct, so "exactly one correct" keeps holding.
 */
export function removeAnswer<T extends Opcao>(opcoes: readonly T[], index: number): T[] {
  const removedCorrect = opcoes[index]?.resposta_correta === true;
  const rest = opcoes.filter((_, i) => i !== index);
  return removedCorrect && rest.length > 0 ? markCorrect(rest, 0) : rest;
}

/** Moves an answer (drag reorder, §2.8); out-of-range indices change nothing. */
export function moveAnswer<T extends Opcao>(opcoes: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= opcoes.length || to < 0 || to >= opcoes.length) return [...opcoes];
  const next = [...opcoes];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}
