import { MESSAGES, toggleDay } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyTurma,
  fromTurma,
  tipoCursoId,
  toTurmaBody,
  turmaFormReducer,
  validateTurmaForm,
} from './turma-form-state';

describe('class form state', () => {
  it('choosing a course proposes its modalidade and tipo; clearing it keeps them', () => {
    const chosen = turmaFormReducer(emptyTurma(), {
      type: 'curso',
      curso: { id: 6, modalidade_id: 5, tipo: 'Teórico/Prático' },
    });
    expect(chosen).toMatchObject({ curso_id: 6, modalidade_id: 5, tipo_curso_id: 3 });
    // A course without a type or modalidade leaves what the user chose.
    const other = turmaFormReducer(chosen, {
      type: 'curso',
      curso: { id: 7, modalidade_id: null, tipo: null },
    });
    expect(other).toMatchObject({ curso_id: 7, modalidade_id: 5, tipo_curso_id: 3 });
    expect(turmaFormReducer(other, { type: 'curso', curso: null })).toMatchObject({
      curso_id: null,
      modalidade_id: 5,
    });
    expect(tipoCursoId('Prático')).toBe(2);
    expect(tipoCursoId(null)).toBeNull();
  });

  it('sends seven days, inactive ones without ranges, and keeps data_cancelamento', () => {
    const values = {
      ...emptyTurma(),
      nome: '  Turma  ',
      curso_id: 1,
      modalidade_id: 1,
      data_cancelamento: '2026-04-01',
      calendarios: toggleDay(emptyTurma().calendarios, 1, true),
    };
    const body = toTurmaBody(values);
    expect(body.nome).toBe('Turma');
    expect(body.data_cancelamento).toBe('2026-04-01');
    expect(body.calendarios).toHaveLength(7);
    expect(body.calendarios?.[1]).toEqual({ dia: 1, ativo: 1, horarios: [{ inicio: '', fim: '' }] });
    expect(body.calendarios?.[0]).toEqual({ dia: 0, ativo: 0, horarios: [] });
  });

  it("validates with the domain's messages, the schedule keyed as the server keys it", () => {
    expect(validateTurmaForm(emptyTurma())).toEqual({
      nome: [MESSAGES.klass.nomeRequired],
      curso_id: [MESSAGES.klass.cursoRequired],
      modalidade_id: [MESSAGES.klass.modalidadeRequired],
    });
    const week = toggleDay(emptyTurma().calendarios, 2, true);
    const errors = validateTurmaForm({
      ...emptyTurma(),
      nome: 'T',
      curso_id: 1,
      modalidade_id: 1,
      data_inicio: '2026-08-10',
      data_fim: '2026-08-09',
      calendarios: week,
    });
    expect(errors).toEqual({
      data_fim: [MESSAGES.klass.dateRangeInvalid],
      'calendarios.2.horarios.0': [MESSAGES.klass.rangeIncomplete],
    });
  });

  it('reads a loaded class as plain days and a full week', () => {
    const values = fromTurma({
      id: 1,
      uuid: 'u',
      codigo: 'T-1',
      nome: 'T',
      curso_id: 1,
      modalidade_id: 1,
      tipo_curso_id: null,
      data_inicio: '2026-03-02 00:00:00',
      data_fim: '2026-03-20',
      categoria: null,
      calendarios: [{ dia: 3, ativo: 1, horarios: [{ inicio: '08:00', fim: '10:00' }] }],
      data_cancelamento: null,
      curso_apelido: 'A',
      curso: 'C',
      curso_tipo: null,
      total_aluno: 0,
    });
    expect(values.data_inicio).toBe('2026-03-02');
    expect(values.calendarios).toHaveLength(7);
    expect(values.calendarios[3]).toEqual({
      dia: 3,
      ativo: 1,
      horarios: [{ inicio: '08:00', fim: '10:00' }],
    });
  });
});
