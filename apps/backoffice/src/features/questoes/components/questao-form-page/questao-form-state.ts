/**
 * The question form's state (§2.8) as a reducer over the domain's answer rules: the first answer
 * added is correct, the radio marks the single correct one, deleting the correct answer makes the
 * first remaining one correct, and answers keep the order the user gives them. The view only
 * dispatches; every rule is here or in `@hangar/domain`.
 */
import type { QuestaoDetail, QuestaoInput } from '@hangar/api-client/contract';
import {
  addAnswer,
  type FieldErrors,
  isTooLong,
  markCorrect,
  maxLengthMessage,
  moveAnswer,
  removeAnswer,
  TEXT_MAX,
  validateQuestion,
} from '@hangar/domain';

/** An answer in the form: `key` tells list items apart (new answers have no `id` yet). */
export interface OpcaoDraft {
  key: string;
  /** The saved answer's id (absent for a new one). */
  id?: number;
  titulo: string;
  resposta_correta: boolean;
}

/** Everything the form holds; JSON-serialisable, so it can be kept as a draft. */
export interface QuestaoFormValues {
  titulo: string;
  descricao: string;
  /** Kept as loaded: the form does not change it (§2.8 has no such field). */
  ativo: 0 | 1;
  opcoes: OpcaoDraft[];
}

/** A new question: no answers yet. */
export function emptyQuestao(): QuestaoFormValues {
  return { titulo: '', descricao: '', ativo: 1, opcoes: [] };
}

/** The form values of a loaded question, answers in their saved order. */
export function fromQuestao(questao: QuestaoDetail): QuestaoFormValues {
  return {
    titulo: questao.titulo,
    descricao: questao.descricao ?? '',
    ativo: questao.ativo,
    opcoes: [...questao.opcoes]
      .sort((a, b) => a.number - b.number)
      .map((o) => ({
        key: `opcao-${o.id}`,
        id: o.id,
        titulo: o.titulo,
        resposta_correta: o.resposta_correta,
      })),
  };
}

export type QuestaoFormAction =
  | { type: 'field'; name: 'titulo' | 'descricao'; value: string }
  | { type: 'addAnswer'; titulo: string }
  | { type: 'editAnswer'; key: string; titulo: string }
  | { type: 'removeAnswer'; key: string }
  | { type: 'markCorrect'; key: string }
  | { type: 'moveAnswer'; from: number; to: number }
  | { type: 'reorderAnswers'; opcoes: OpcaoDraft[] }
  | { type: 'reset'; values: QuestaoFormValues };

/** A key no answer of the list has yet (`nova-1`, `nova-2`…). */
function newKey(opcoes: readonly OpcaoDraft[]): string {
  const taken = new Set(opcoes.map((o) => o.key));
  let n = opcoes.length + 1;
  while (taken.has(`nova-${n}`)) n += 1;
  return `nova-${n}`;
}

export function questaoFormReducer(state: QuestaoFormValues, action: QuestaoFormAction): QuestaoFormValues {
  const indexOf = (key: string) => state.opcoes.findIndex((o) => o.key === key);
  switch (action.type) {
    case 'field':
      return { ...state, [action.name]: action.value };
    case 'addAnswer': {
      const titulo = action.titulo.trim();
      if (titulo === '') return state;
      // The domain decides whether the new answer is the correct one (the first added is).
      const { resposta_correta } = addAnswer(state.opcoes, titulo).at(-1)!;
      return { ...state, opcoes: [...state.opcoes, { key: newKey(state.opcoes), titulo, resposta_correta }] };
    }
    case 'editAnswer': {
      const titulo = action.titulo.trim();
      if (titulo === '') return state;
      return { ...state, opcoes: state.opcoes.map((o) => (o.key === action.key ? { ...o, titulo } : o)) };
    }
    case 'removeAnswer':
      return { ...state, opcoes: removeAnswer(state.opcoes, indexOf(action.key)) };
    case 'markCorrect':
      return { ...state, opcoes: markCorrect(state.opcoes, indexOf(action.key)) };
    case 'moveAnswer':
      return { ...state, opcoes: moveAnswer(state.opcoes, action.from, action.to) };
    case 'reorderAnswers':
      return { ...state, opcoes: action.opcoes };
    case 'reset':
      return action.values;
  }
}

/** The body of `POST/PUT /api/questao` (§7): answers in list order, new ones without an id. */
export function toQuestaoBody(values: QuestaoFormValues): Omit<QuestaoInput, 'updated_at'> {
  const descricao = values.descricao.trim();
  return {
    titulo: values.titulo.trim(),
    descricao: descricao === '' ? null : values.descricao,
    ativo: values.ativo,
    opcoes: values.opcoes.map((o) => ({
      ...(o.id === undefined ? {} : { id: o.id }),
      titulo: o.titulo,
      resposta_correta: o.resposta_correta,
    })),
  };
}

/**
 * Client-side validation: the domain's question rules (§5: a title, at least one answer, each
 * with a text, exactly one correct) and the text limits the server holds too (`TEXT_MAX`), keyed
 * by the wire names like a server 422, so both reach the screen through the same path.
 */
export function validateQuestaoForm(values: QuestaoFormValues): FieldErrors {
  const body = toQuestaoBody(values);
  const errors: FieldErrors = { ...validateQuestion(body) };
  const tooLong = (field: string, text: string | null | undefined, max: number) => {
    if (isTooLong(text, max) && !errors[field]) errors[field] = [maxLengthMessage(max)];
  };
  tooLong('titulo', body.titulo, TEXT_MAX.title);
  tooLong('descricao', body.descricao, TEXT_MAX.text);
  for (const [i, o] of body.opcoes.entries()) tooLong(`opcoes.${i}.titulo`, o.titulo, TEXT_MAX.title);
  return errors;
}

/** Labels of the fields whose messages do not name them ('Use no máximo …'). */
export const QUESTAO_FIELD_LABELS: Record<string, string> = {
  titulo: 'Questão',
  descricao: 'Explicação da questão',
  ativo: 'Situação',
};
