import { type DateInput, toDate } from '../dates.js';
import type { Tone } from './tones.js';

/** The display states of a class card (§2.14, with 'Não iniciado' of docs/legacy.md). */
export const CLASS_STATES = ['Não iniciado', 'Em Andamento', 'Finalizado', 'Cancelado'] as const;

/** The display state of a class card. */
export type ClassState = (typeof CLASS_STATES)[number];

/** The class fields the display rules read. */
export interface ClassDates {
  data_inicio?: DateInput | null;
  data_fim?: DateInput | null;
  data_cancelamento?: DateInput | null;
}

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The start of the class: its first day at local midnight (or the exact instant sent). */
function startOf(turma: ClassDates): Date | undefined {
  return toDate(turma.data_inicio);
}

/**
 * The end of the class. A plain day (`yyyy-MM-dd`, what the form saves) is the whole of that
 * day: the class is still on during its last day, so the end is the next local midnight.
 */
function endOf(turma: ClassDates): Date | undefined {
  const end = toDate(turma.data_fim);
  if (!end || typeof turma.data_fim !== 'string' || !DAY_ONLY.test(turma.data_fim.trim())) return end;
  return new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1);
}

/**
 * A class card's state at `now` (§2.14, corrected as docs/legacy.md says): Cancelado when
 * `data_cancelamento` is set; Não iniciado while the start is in the future (the legacy product
 * called such a class Finalizado); Em Andamento from the start until the end (a plain end day
 * counts whole); Finalizado after the end, or when the dates are missing.
 * @example classState({ data_inicio: '2026-01-01', data_fim: '2026-12-31' }, new Date('2026-06-01')) // 'Em Andamento'
 * @example classState({ data_inicio: '2026-08-01', data_fim: '2026-12-31' }, new Date('2026-06-01')) // 'Não iniciado'
 */
export function classState(turma: ClassDates, now: Date): ClassState {
  if (toDate(turma.data_cancelamento)) return 'Cancelado';
  const start = startOf(turma);
  const end = endOf(turma);
  if (start && start.getTime() > now.getTime()) return 'Não iniciado';
  if (start && end && end.getTime() > now.getTime()) return 'Em Andamento';
  return 'Finalizado';
}

const CLASS_TONES: Record<ClassState, Tone> = {
  'Não iniciado': 'info',
  'Em Andamento': 'success',
  Finalizado: 'neutral',
  Cancelado: 'error',
};

/**
 * The tone of a class state's badge.
 * @example classStateTone('Cancelado') // 'error'
 */
export function classStateTone(state: ClassState): Tone {
  return CLASS_TONES[state];
}

/**
 * Whether the card's status badge shows: only while the end is in the future (§2.14; a plain end
 * day counts whole).
 * @example showClassBadge({ data_fim: '2020-01-01' }, new Date('2026-06-01')) // false
 */
export function showClassBadge(turma: ClassDates, now: Date): boolean {
  const end = endOf(turma);
  return end !== undefined && end.getTime() > now.getTime();
}

/**
 * The real elapsed share of the class period at `now`, 0..1 (docs/legacy.md: Hangar replaces the legacy
 * fixed 30 %). Before the start 0, after the end 1; missing or inverted dates give 0. The period
 * runs from the first day's midnight to the end of the last day.
 * @example classProgress({ data_inicio: '2026-01-01', data_fim: '2026-01-10' }, new Date(2026, 0, 6)) // 0.5
 */
export function classProgress(turma: ClassDates, now: Date): number {
  const start = startOf(turma);
  const end = endOf(turma);
  if (!start || !end || end.getTime() <= start.getTime()) return 0;
  const share = (now.getTime() - start.getTime()) / (end.getTime() - start.getTime());
  return Math.min(1, Math.max(0, share));
}

/**
 * {@link classProgress} in whole percent (0..100), for a progress bar's `aria-valuenow`.
 * @example classPercent({ data_inicio: '2026-01-01', data_fim: '2026-01-10' }, new Date(2026, 0, 6)) // 50
 */
export function classPercent(turma: ClassDates, now: Date): number {
  return Math.round(classProgress(turma, now) * 100);
}
