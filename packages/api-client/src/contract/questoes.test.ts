import { describe, expect, it } from 'vitest';
import { questaoSchema } from './questoes.js';

const questao = (situacao: string) => ({
  id: 1,
  uuid: '7f3c2a8e-1b2d-4c5e-9f60-123456789abc',
  titulo: 'Qual a função do altímetro?',
  descricao: null,
  situacao,
  ativo: 1,
  opcoes: [],
  assuntos: [],
  modulos: [],
  cursos: [],
  total_curso: 0,
  total_modulo: 0,
  total_assunto: 0,
});

describe('questaoSchema', () => {
  it("reads the legacy API's unaccented 'Sem Classificacao' as the accented value", () => {
    expect(questaoSchema.parse(questao('Sem Classificacao')).situacao).toBe('Sem Classificação');
    expect(questaoSchema.parse(questao('Sem Classificação')).situacao).toBe('Sem Classificação');
  });

  it('still refuses a situacao that is neither', () => {
    expect(questaoSchema.safeParse(questao('Classificado')).success).toBe(false);
  });
});
