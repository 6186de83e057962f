import { describe, expect, it } from 'vitest';
import {
  COURSE_SITUACAO_FILTER_OPTIONS,
  COURSE_SITUACOES,
  courseSituacaoTone,
  DEFAULT_USER_SITUACAO,
  ENTITY_SITUACAO_FORM_ORDER,
  ENTITY_SITUACOES,
  entitySituacaoTone,
  QUESTION_ATIVO_OPTIONS,
  QUESTION_SITUACOES,
  questionSituacaoTone,
  USER_SITUACOES,
  userSituacaoLabel,
  userSituacaoTone,
} from './index.js';
import {
  CLASS_STATES,
  classPercent,
  classProgress,
  classState,
  classStateTone,
  showClassBadge,
} from './klass.js';
import { questionSituacao } from './question.js';
import { isLastWizardStep, LAST_WIZARD_STEP, nextWizardStep, previousWizardStep } from './wizard.js';

const now = new Date(2026, 5, 15, 12);

describe('class display state (§2.14)', () => {
  it('Cancelado wins', () => {
    expect(
      classState({ data_inicio: '2026-01-01', data_fim: '2026-12-31', data_cancelamento: '2026-03-01' }, now),
    ).toBe('Cancelado');
  });
  it('Em Andamento between start and end', () => {
    expect(
      classState({ data_inicio: '2026-01-01', data_fim: '2026-12-31', data_cancelamento: null }, now),
    ).toBe('Em Andamento');
  });
  it('Não iniciado while the start is in the future (the legacy said Finalizado)', () => {
    expect(classState({ data_inicio: '2026-07-01', data_fim: '2026-12-31' }, now)).toBe('Não iniciado');
    expect(classState({ data_inicio: '2026-07-01' }, now)).toBe('Não iniciado');
    expect(
      classState({ data_inicio: '2026-07-01', data_fim: '2026-12-31', data_cancelamento: '2026-06-01' }, now),
    ).toBe('Cancelado');
  });
  it('Finalizado after the end, or without dates', () => {
    expect(classState({ data_inicio: '2025-01-01', data_fim: '2025-12-31' }, now)).toBe('Finalizado');
    expect(classState({}, now)).toBe('Finalizado');
  });
  it('a plain end day counts whole; a plain start day starts at local midnight', () => {
    const t = { data_inicio: '2026-06-15', data_fim: '2026-06-15' };
    expect(classState(t, new Date(2026, 5, 14, 23, 59))).toBe('Não iniciado');
    expect(classState(t, new Date(2026, 5, 15, 0, 0))).toBe('Em Andamento');
    expect(classState(t, new Date(2026, 5, 15, 23, 59))).toBe('Em Andamento');
    expect(classState(t, new Date(2026, 5, 16, 0, 0))).toBe('Finalizado');
    expect(showClassBadge(t, new Date(2026, 5, 15, 23, 59))).toBe(true);
    expect(showClassBadge(t, new Date(2026, 5, 16))).toBe(false);
    expect(classPercent(t, new Date(2026, 5, 15, 12))).toBe(50);
  });
  it('tones for every state', () => {
    expect(CLASS_STATES.map(classStateTone)).toEqual(['info', 'success', 'neutral', 'error']);
  });
  it('badge only when the end is in the future', () => {
    expect(showClassBadge({ data_fim: '2026-12-31' }, now)).toBe(true);
    expect(showClassBadge({ data_fim: '2026-01-31' }, now)).toBe(false);
    expect(showClassBadge({}, now)).toBe(false);
  });
  it('progress is the real elapsed share, clamped', () => {
    const t = { data_inicio: '2026-06-10T12:00:00', data_fim: '2026-06-20T12:00:00' };
    expect(classProgress(t, now)).toBeCloseTo(0.5);
    expect(classProgress(t, new Date(2026, 0, 1))).toBe(0);
    expect(classProgress(t, new Date(2027, 0, 1))).toBe(1);
    expect(classProgress({ data_inicio: '2026-06-20', data_fim: '2026-06-10' }, now)).toBe(0);
    expect(classProgress({ data_inicio: '2026-06-20' }, now)).toBe(0);
    // Plain days: from the first day's midnight to the end of the last day.
    expect(classPercent({ data_inicio: '2026-06-01', data_fim: '2026-06-10' }, new Date(2026, 5, 6))).toBe(
      50,
    );
    expect(classPercent({ data_inicio: '2026-06-16', data_fim: '2026-06-20' }, now)).toBe(0);
    expect(classPercent({ data_inicio: '2026-01-01', data_fim: '2026-06-14' }, now)).toBe(100);
  });
});

describe('entity situacao (§4)', () => {
  it('values and form order', () => {
    expect(ENTITY_SITUACOES).toEqual(['Ativo', 'Liberada', 'Suspensa', 'A Vencer']);
    expect(ENTITY_SITUACAO_FORM_ORDER).toEqual(['Ativo', 'Liberada', 'A Vencer', 'Suspensa']);
  });
  it('tones', () => {
    expect(entitySituacaoTone('Ativo')).toBe('success');
    expect(entitySituacaoTone('Liberada')).toBe('success');
    expect(entitySituacaoTone('Suspensa')).toBe('error');
    expect(entitySituacaoTone('A Vencer')).toBe('warning');
    expect(entitySituacaoTone('Outra')).toBe('warning');
    expect(entitySituacaoTone('')).toBe('--');
    expect(entitySituacaoTone(null)).toBe('--');
    expect(entitySituacaoTone(undefined)).toBe('--');
  });
});

describe('user situacao (§4)', () => {
  it('defaults to Ativo; empty shows Pendente', () => {
    expect(USER_SITUACOES).toEqual(['Ativo', 'Inativo', 'Pendente']);
    expect(DEFAULT_USER_SITUACAO).toBe('Ativo');
    expect(userSituacaoLabel('')).toBe('Pendente');
    expect(userSituacaoLabel(null)).toBe('Pendente');
    expect(userSituacaoLabel(undefined)).toBe('Pendente');
    expect(userSituacaoLabel('Inativo')).toBe('Inativo');
    expect(userSituacaoTone('Ativo')).toBe('success');
    expect(userSituacaoTone('Inativo')).toBe('error');
    expect(userSituacaoTone(null)).toBe('warning');
  });
});

describe('course situacao (§4)', () => {
  it('options, filter and tones', () => {
    expect(COURSE_SITUACOES).toEqual(['Ativo', 'Inativo', 'Erro', 'Novo']);
    expect(COURSE_SITUACAO_FILTER_OPTIONS.map((o) => o.label)).toEqual(['Todas', 'Ativo', 'Inativo']);
    expect(COURSE_SITUACAO_FILTER_OPTIONS[0]?.value).toBeUndefined();
    expect(COURSE_SITUACOES.map(courseSituacaoTone)).toEqual(['success', 'neutral', 'error', 'info']);
    expect(courseSituacaoTone(undefined)).toBe('neutral');
  });
});

describe('question situacao', () => {
  it('values, options and tones', () => {
    expect(QUESTION_SITUACOES).toEqual(['Sem Classificação', 'Incompleta', 'Classificada']);
    expect(QUESTION_ATIVO_OPTIONS.map((o) => [o.label, o.value])).toEqual([
      ['Todas', undefined],
      ['Ativo', 1],
      ['Inativo', 0],
    ]);
    expect(QUESTION_SITUACOES.map(questionSituacaoTone)).toEqual(['neutral', 'warning', 'success']);
  });

  it('derives the situacao from the classification', () => {
    expect(questionSituacao({ cursos: [], modulos: [], assuntos: [] })).toBe('Sem Classificação');
    expect(questionSituacao({ cursos: [1], modulos: [], assuntos: [] })).toBe('Incompleta');
    expect(questionSituacao({ cursos: [1], modulos: [{ id: 5, curso_id: 1 }], assuntos: [] })).toBe(
      'Incompleta',
    );
    expect(
      questionSituacao({
        cursos: [1],
        modulos: [{ id: 5, curso_id: 1 }],
        assuntos: [{ curso_modulo_id: 5 }],
      }),
    ).toBe('Classificada');
    // A second course without a module.
    expect(
      questionSituacao({
        cursos: [1, 2],
        modulos: [{ id: 5, curso_id: 1 }],
        assuntos: [{ curso_modulo_id: 5 }],
      }),
    ).toBe('Incompleta');
    // A second module without a subject.
    expect(
      questionSituacao({
        cursos: [1],
        modulos: [
          { id: 5, curso_id: 1 },
          { id: 6, curso_id: 1 },
        ],
        assuntos: [{ curso_modulo_id: 5 }],
      }),
    ).toBe('Incompleta');
    // Orphans: a module whose course is not chosen, a subject whose module is not chosen.
    expect(questionSituacao({ cursos: [], modulos: [{ id: 5, curso_id: 1 }], assuntos: [] })).toBe(
      'Incompleta',
    );
    expect(
      questionSituacao({
        cursos: ['1'],
        modulos: [{ id: 5, curso_id: 1 }],
        assuntos: [{ curso_modulo_id: '5' }, { curso_modulo_id: 9 }],
      }),
    ).toBe('Incompleta');
    // ids compared as strings
    expect(
      questionSituacao({
        cursos: ['1'],
        modulos: [{ id: '5', curso_id: 1 }],
        assuntos: [{ curso_modulo_id: 5 }],
      }),
    ).toBe('Classificada');
  });
});

describe('wizard steps (§4)', () => {
  it('moves between 0 and 3', () => {
    expect(LAST_WIZARD_STEP).toBe(3);
    expect(nextWizardStep(0)).toBe(1);
    expect(nextWizardStep(3)).toBe(3);
    expect(previousWizardStep(0)).toBe(0);
    expect(previousWizardStep(2)).toBe(1);
    expect(isLastWizardStep(2)).toBe(false);
    expect(isLastWizardStep(3)).toBe(true);
  });
});
