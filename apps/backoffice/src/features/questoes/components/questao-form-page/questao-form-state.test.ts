import { MESSAGES, maxLengthMessage, TEXT_MAX } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyQuestao,
  fromQuestao,
  type QuestaoFormAction,
  type QuestaoFormValues,
  questaoFormReducer,
  toQuestaoBody,
  validateQuestaoForm,
} from './questao-form-state';

const run = (actions: QuestaoFormAction[], start: QuestaoFormValues = emptyQuestao()) =>
  actions.reduce(questaoFormReducer, start);
const correct = (v: QuestaoFormValues) => v.opcoes.map((o) => o.resposta_correta);

describe('answers', () => {
  it('makes the first answer added the correct one, and only that one', () => {
    const v = run([
      { type: 'addAnswer', titulo: '7500' },
      { type: 'addAnswer', titulo: '7600' },
      { type: 'addAnswer', titulo: ' 7700 ' },
    ]);
    expect(v.opcoes.map((o) => o.titulo)).toEqual(['7500', '7600', '7700']);
    expect(correct(v)).toEqual([true, false, false]);
    expect(new Set(v.opcoes.map((o) => o.key)).size).toBe(3);
  });

  it('ignores a blank answer, and a blank edit', () => {
    const v = run([{ type: 'addAnswer', titulo: '  ' }]);
    expect(v.opcoes).toEqual([]);
    const one = run([{ type: 'addAnswer', titulo: 'a' }]);
    expect(run([{ type: 'editAnswer', key: one.opcoes[0]!.key, titulo: ' ' }], one)).toEqual(one);
  });

  it('marks a single correct answer with the radio', () => {
    const v = run([
      { type: 'addAnswer', titulo: 'a' },
      { type: 'addAnswer', titulo: 'b' },
      { type: 'addAnswer', titulo: 'c' },
    ]);
    expect(correct(run([{ type: 'markCorrect', key: v.opcoes[2]!.key }], v))).toEqual([false, false, true]);
  });

  it('deleting the correct answer makes the first remaining one correct', () => {
    const v = run([
      { type: 'addAnswer', titulo: 'a' },
      { type: 'addAnswer', titulo: 'b' },
      { type: 'addAnswer', titulo: 'c' },
    ]);
    const marked = run([{ type: 'markCorrect', key: v.opcoes[1]!.key }], v);
    const after = run([{ type: 'removeAnswer', key: v.opcoes[1]!.key }], marked);
    expect(after.opcoes.map((o) => o.titulo)).toEqual(['a', 'c']);
    expect(correct(after)).toEqual([true, false]);
    // Deleting another answer leaves the correct one where it is.
    const other = run([{ type: 'removeAnswer', key: v.opcoes[0]!.key }], marked);
    expect(correct(other)).toEqual([true, false]);
    expect(other.opcoes[0]!.titulo).toBe('b');
  });

  it('edits in place and reorders, keeping the correct one with its text', () => {
    const v = run([
      { type: 'addAnswer', titulo: 'a' },
      { type: 'addAnswer', titulo: 'b' },
    ]);
    const moved = run(
      [
        { type: 'editAnswer', key: v.opcoes[1]!.key, titulo: 'B' },
        { type: 'moveAnswer', from: 0, to: 1 },
      ],
      v,
    );
    expect(moved.opcoes.map((o) => [o.titulo, o.resposta_correta])).toEqual([
      ['B', false],
      ['a', true],
    ]);
  });
});

describe('the body', () => {
  const loaded = fromQuestao({
    id: 4,
    uuid: 'u-4',
    titulo: 'Código de emergência?',
    descricao: null,
    situacao: 'Sem Classificação',
    ativo: 0,
    total_curso: 0,
    total_modulo: 0,
    total_assunto: 0,
    updated_at: '2026-11-23T10:00:00.000Z',
    opcoes: [
      { id: 9, titulo: '7700', resposta_correta: true, number: 2 },
      { id: 8, titulo: '7500', resposta_correta: false, number: 1 },
    ],
    cursos: [],
    modulos: [],
    assuntos: [],
    problemas: [],
  });

  it('reads answers in their saved order and sends them in list order, new ones without id', () => {
    expect(loaded.opcoes.map((o) => o.titulo)).toEqual(['7500', '7700']);
    const v = run(
      [
        { type: 'addAnswer', titulo: '7600' },
        { type: 'moveAnswer', from: 2, to: 0 },
      ],
      loaded,
    );
    expect(toQuestaoBody(v)).toEqual({
      titulo: 'Código de emergência?',
      descricao: null,
      ativo: 0,
      opcoes: [
        { titulo: '7600', resposta_correta: false },
        { id: 8, titulo: '7500', resposta_correta: false },
        { id: 9, titulo: '7700', resposta_correta: true },
      ],
    });
  });
});

describe('validateQuestaoForm', () => {
  it('asks for a title and an answer', () => {
    expect(validateQuestaoForm(emptyQuestao())).toEqual({
      titulo: [MESSAGES.question.tituloRequired],
      opcoes: [MESSAGES.question.answersRequired],
    });
  });

  it('refuses zero or two correct answers (a draft edited by hand)', () => {
    const base = run([
      { type: 'field', name: 'titulo', value: 'Q' },
      { type: 'addAnswer', titulo: 'a' },
      { type: 'addAnswer', titulo: 'b' },
    ]);
    const none = { ...base, opcoes: base.opcoes.map((o) => ({ ...o, resposta_correta: false })) };
    const two = { ...base, opcoes: base.opcoes.map((o) => ({ ...o, resposta_correta: true })) };
    expect(validateQuestaoForm(none)).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
    expect(validateQuestaoForm(two)).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
    expect(validateQuestaoForm(base)).toEqual({});
  });

  it('holds the text limits of TEXT_MAX', () => {
    const v = run([
      { type: 'field', name: 'titulo', value: 'x'.repeat(TEXT_MAX.title + 1) },
      { type: 'addAnswer', titulo: 'y'.repeat(TEXT_MAX.title + 1) },
    ]);
    expect(validateQuestaoForm(v)).toEqual({
      titulo: [maxLengthMessage(TEXT_MAX.title)],
      'opcoes.0.titulo': [maxLengthMessage(TEXT_MAX.title)],
    });
  });
});
