/**
 * The class form's state (§2.14): the fields and the weekly calendar as a reducer over the
 * domain's schedule rules. The view only dispatches; every rule is here or in `@hangar/domain`.
 */
import type { Turma, TurmaInput } from '@hangar/api-client/contract';
import {
  type CategoriaTurma,
  type FieldErrors,
  normalizeWeek,
  type Semana,
  TIPOS_CURSO,
  validateClass,
  WEEKDAYS,
} from '@hangar/domain';

/** Everything the form holds; JSON-serialisable, so it can be kept as a draft. */
export interface TurmaFormValues {
  nome: string;
  curso_id: number | null;
  modalidade_id: number | null;
  /** 1 Teórico, 2 Prático, 3 Teórico/Prático (1-based position in TIPOS_CURSO). */
  tipo_curso_id: number | null;
  /** Plain days, `yyyy-MM-dd`. */
  data_inicio: string | null;
  data_fim: string | null;
  categoria: CategoriaTurma | null;
  /** Not edited here, but sent back so a save never un-cancels a class. */
  data_cancelamento: string | null;
  calendarios: Semana;
}

/** The fields other than the calendar. */
export type TurmaField = Exclude<keyof TurmaFormValues, 'calendarios' | 'data_cancelamento'>;

export function emptyTurma(): TurmaFormValues {
  return {
    nome: '',
    curso_id: null,
    modalidade_id: null,
    tipo_curso_id: null,
    data_inicio: null,
    data_fim: null,
    categoria: null,
    data_cancelamento: null,
    calendarios: normalizeWeek([]),
  };
}

/** A plain day of what the API sent (`yyyy-MM-dd`, maybe with a time after it). */
const day = (value: string | null) => (value ? value.slice(0, 10) : null);

export function fromTurma(turma: Turma): TurmaFormValues {
  return {
    nome: turma.nome,
    curso_id: turma.curso_id,
    modalidade_id: turma.modalidade_id,
    tipo_curso_id: turma.tipo_curso_id,
    data_inicio: day(turma.data_inicio),
    data_fim: day(turma.data_fim),
    categoria: turma.categoria,
    data_cancelamento: day(turma.data_cancelamento),
    calendarios: normalizeWeek(turma.calendarios),
  };
}

/** What a chosen course proposes for the class: its modalidade and its tipo. */
export interface CursoProposal {
  id: number;
  modalidade_id: number | null;
  tipo: string | null;
}

/** The tipo_curso_id of a course's `tipo` ('Prático' → 2), or null. */
export function tipoCursoId(tipo: string | null): number | null {
  const index = (TIPOS_CURSO as readonly (string | null)[]).indexOf(tipo);
  return index >= 0 ? index + 1 : null;
}

export type TurmaFormAction =
  | { type: 'field'; name: TurmaField; value: TurmaFormValues[TurmaField] }
  | { type: 'curso'; curso: CursoProposal | null }
  | { type: 'calendarios'; value: Semana }
  | { type: 'reset'; values: TurmaFormValues };

export function turmaFormReducer(state: TurmaFormValues, action: TurmaFormAction): TurmaFormValues {
  switch (action.type) {
    case 'field':
      return { ...state, [action.name]: action.value };
    case 'curso': {
      const { curso } = action;
      if (curso === null) return { ...state, curso_id: null };
      // Choosing a course proposes its modalidade and tipo; the user may still change them.
      return {
        ...state,
        curso_id: curso.id,
        modalidade_id: curso.modalidade_id ?? state.modalidade_id,
        tipo_curso_id: tipoCursoId(curso.tipo) ?? state.tipo_curso_id,
      };
    }
    case 'calendarios':
      return { ...state, calendarios: action.value };
    case 'reset':
      return action.values;
  }
}

/** The body of `POST/PUT /api/turma` (§7); `updated_at` is added by the form on update. */
export function toTurmaBody(values: TurmaFormValues): TurmaInput {
  return {
    nome: values.nome.trim(),
    curso_id: values.curso_id as number,
    modalidade_id: values.modalidade_id as number,
    tipo_curso_id: values.tipo_curso_id,
    data_inicio: values.data_inicio,
    data_fim: values.data_fim,
    categoria: values.categoria,
    data_cancelamento: values.data_cancelamento,
    // An inactive day is sent without ranges, as the toggle leaves it.
    calendarios: values.calendarios.map((d) => ({
      dia: d.dia,
      ativo: d.ativo,
      horarios: d.ativo ? d.horarios.map((h) => ({ inicio: h.inicio, fim: h.fim })) : [],
    })),
  };
}

/**
 * Client validation: the domain's class rules (§5, §2.14), the very ones the server runs first,
 * so a refusal reads the same from either side. (The name's length is held by `maxLength`.)
 */
export function validateTurmaForm(values: TurmaFormValues): FieldErrors {
  return validateClass(toTurmaBody(values));
}

/** Labels put in front of messages that do not name their field, by wire name. */
export const TURMA_FIELD_LABELS: Record<string, string> = {
  nome: 'Nome',
  curso_id: 'Curso',
  modalidade_id: 'Modalidade',
  tipo_curso_id: 'Tipo de curso',
  data_inicio: 'Data de início',
  data_fim: 'Data de fim',
  categoria: 'Categoria',
  ...Object.fromEntries(
    WEEKDAYS.flatMap(({ dia, nome }) => [
      [`calendarios.${dia}.horarios`, nome],
      ...[0, 1, 2].map((i) => [`calendarios.${dia}.horarios.${i}`, `${nome}, horário ${i + 1}`]),
    ]),
  ),
};
