import { problemaInputSchema } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import {
  emptyProblema,
  fromProblema,
  linkQuestoes,
  toProblemaBody,
  unlinkQuestao,
  validateProblemaForm,
} from './problema-form-state';

const loaded = {
  id: 4,
  titulo: 'Carta ILS',
  descricao: null,
  total_questoes: 1,
  arquivos: [
    {
      id: 9,
      arquivo_id: 30,
      nome: 'Carta',
      caminho: '/uploads/9c1e.pdf',
      arquivo_nome: 'carta.pdf',
      tipo_arquivo_id: 1,
    },
  ],
  questoes: [{ id: 7, titulo: 'Mínimos?' }],
  updated_at: '2026-11-01T10:00:00.000Z',
};

describe('problema form state', () => {
  it('links each question once and unlinks by id', () => {
    const one = linkQuestoes([], [{ id: 1, titulo: 'A' }]);
    const two = linkQuestoes(one, [
      { id: 1, titulo: 'A' },
      { id: 2, titulo: 'B' },
      { id: 2, titulo: 'B' },
    ]);
    expect(two.map((q) => q.id)).toEqual([1, 2]);
    expect(linkQuestoes(two, [{ id: 2, titulo: 'B' }])).toBe(two);
    expect(unlinkQuestao(two, 1).map((q) => q.id)).toEqual([2]);
  });

  it('saves the loaded record merged with the form, questions as ids, with its version', () => {
    const values = { ...fromProblema(loaded), titulo: ' Carta ILS de SBSP ' };
    // An attachment keeps the name it was uploaded with, which the form shows.
    expect(values.arquivos[0]?.arquivo_nome).toBe('carta.pdf');
    const body = toProblemaBody(loaded, values, loaded.updated_at);
    const parsed = problemaInputSchema.parse(body);
    expect(parsed.titulo).toBe('Carta ILS de SBSP');
    expect(parsed.questoes).toEqual([7]);
    // The uploaded name is the server's to tell, not the body's.
    expect(parsed.arquivos).toEqual([
      { id: 9, arquivo_id: 30, nome: 'Carta', caminho: '/uploads/9c1e.pdf', tipo_arquivo_id: 1 },
    ]);
    expect(parsed.updated_at).toBe(loaded.updated_at);
  });

  it('creates without a version, a blank description as null', () => {
    const body = toProblemaBody(null, { ...emptyProblema(), titulo: 'Novo', descricao: '  ' }, null);
    expect(body).not.toHaveProperty('updated_at');
    expect(body.descricao).toBeNull();
  });

  it('requires the title (§5)', () => {
    expect(validateProblemaForm(emptyProblema())).toEqual({ titulo: [MESSAGES.problem.tituloRequired] });
  });
});
