import { toDate } from '../dates.js';
import { MESSAGES } from '../messages.js';
import { type Calendario, validateSchedule } from '../schedule/schedule.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';
import { seenBefore } from './repeats.js';

/** The class form, with wire names (§3 Turma). */
export interface ClassInput {
  nome?: string | null;
  curso_id?: number | string | null;
  modalidade_id?: number | string | null;
  data_inicio?: string | null;
  data_fim?: string | null;
  calendarios?: readonly Calendario[] | null;
}

/**
 * Validates a class (§5, §2.14): nome, curso_id and modalidade_id required; the start date before
 * the end date when both are set; and the weekly schedule (at most 3 ranges a day, each start
 * before its end, no overlap), keyed `calendarios.{dia}.horarios[.{i}]`.
 * @example validateClass({ nome: 'T1', curso_id: 1, modalidade_id: null }) // { modalidade_id: ['Informe a modalidade'] }
 */
export function validateClass(input: ClassInput): FieldErrors {
  const start = toDate(input.data_inicio);
  const end = toDate(input.data_fim);
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.klass.nomeRequired)
    .check(isBlank(input.curso_id), 'curso_id', MESSAGES.klass.cursoRequired)
    .check(isBlank(input.modalidade_id), 'modalidade_id', MESSAGES.klass.modalidadeRequired)
    .check(!!start && !!end && start.getTime() > end.getTime(), 'data_fim', MESSAGES.klass.dateRangeInvalid)
    .merge(validateSchedule([...(input.calendarios ?? [])]))
    .merge(repeatedDays(input.calendarios))
    .build();
}

/**
 * A weekday listed twice in the schedule, keyed at its later place (`calendarios.{i}.dia`): a
 * save would keep only one of them, silently.
 */
function repeatedDays(calendarios: unknown): FieldErrors {
  const b = new FieldErrorsBuilder();
  if (!Array.isArray(calendarios)) return b.build();
  const daySeen = seenBefore();
  (calendarios as readonly (Partial<Calendario> | null)[]).forEach((c, i) => {
    b.check(daySeen(c?.dia), `calendarios.${i}.dia`, MESSAGES.klass.dayRepeated);
  });
  return b.build();
}
