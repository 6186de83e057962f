import { type DateInput, toDate } from '../dates.js';

/** The display state of a class card (§2.14). */
export type ClassState = 'Cancelado' | 'Em Andamento' | 'Finalizado';

/** The class fields the display rules read. */
export interface ClassDates {
  data_inicio?: DateInput | null;
  data_fim?: DateInput | null;
  data_cancelamento?: DateInput | null;
}

/**
 * A class card's state at `now` (§2.14): Cancelado when `data_cancelamento` is set; Em Andamento
 * when the start is in the past and the end in the future; otherwise Finalizado (a class that has
 * not started yet reads Finalizado too, as specified; its badge is shown though, see
 * {@link showClassBadge}).
 * @example classState({ data_inicio: '2026-01-01', data_fim: '2026-12-31' }, new Date('2026-06-01')) // 'Em Andamento'
 */
export function classState(turma: ClassDates, now: Date): ClassState {
  if (toDate(turma.data_cancelamento)) return 'Cancelado';
  const start = toDate(turma.data_inicio);
  const end = toDate(turma.data_fim);
  if (start && end && start.getTime() < now.getTime() && end.getTime() > now.getTime()) return 'Em Andamento';
  return 'Finalizado';
}

/**
 * Whether the card's status badge shows: only when the end date is in the future (§2.14).
 * @example showClassBadge({ data_fim: '2020-01-01' }, new Date('2026-06-01')) // false
 */
export function showClassBadge(turma: ClassDates, now: Date): boolean {
  const end = toDate(turma.data_fim);
  return end !== undefined && end.getTime() > now.getTime();
}

/**
 * The real elapsed share of the class period at `now`, 0..1 (ARCHITECTURE.md replaces the legacy
 * fixed 30 %). Before the start 0, after the end 1; missing or inverted dates give 0.
 * @example classProgress({ data_inicio: '2026-01-01', data_fim: '2026-01-11' }, new Date('2026-01-06')) // 0.5
 */
export function classProgress(turma: ClassDates, now: Date): number {
  const start = toDate(turma.data_inicio);
  const end = toDate(turma.data_fim);
  if (!start || !end || end.getTime() <= start.getTime()) return 0;
  const share = (now.getTime() - start.getTime()) / (end.getTime() - start.getTime());
  return Math.min(1, Math.max(0, share));
}
