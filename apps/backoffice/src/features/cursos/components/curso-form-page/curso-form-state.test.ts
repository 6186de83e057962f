import type { CursoDetail } from '@hangar/api-client/contract';
import { MESSAGES, visibleItems } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { avisoLines, isFormDirty } from '../../../../lib/resource-form';
import {
  CURSO_FIELD_LABELS,
  emptyCurso,
  fromCurso,
  cursoFormReducer as reduce,
  toCursoBody,
  validateCursoForm,
} from './curso-form-state';

const now = new Date('2026-03-01T12:00:00.000Z');

const loaded: CursoDetail = {
  id: 4,
  uuid: '0b0b8a4e-0000-4000-8000-000000000004',
  apelido: 'IFR',
  nome: 'Voo por Instrumentos',
  qualificacao: 'ANAC',
  tipo: 'Teórico',
  descricao: null,
  modalidade_id: 1,
  modalidade: { id: 1, nome: 'Avião' },
  situacao: 'Ativo',
  imagem_url: null,
  categorias: [{ id: 2, nome: 'Habilitações' }],
  curso_id: null,
  permite_sem_homologacao: false,
  modulos: [
    { id: 11, nome: 'Segundo', ordem: 1, curso_id: 4, assuntos: [] },
    {
      id: 10,
      nome: 'Primeiro',
      ordem: 0,
      curso_id: 4,
      assuntos: [
        { id: 21, nome: 'B', ordem: 1, curso_modulo_id: 10, arquivos: [] },
        {
          id: 20,
          nome: 'A',
          ordem: 0,
          curso_modulo_id: 10,
          arquivos: [
            {
              id: 30,
              arquivo_id: 40,
              nome: 'Apostila',
              caminho: '/u/0f3c-9a.pdf',
              arquivo_nome: 'apostila.pdf',
              tipo_arquivo_id: 1,
            },
          ],
        },
      ],
    },
  ],
};

describe('course form state', () => {
  it('loads a course sorted by ordem with every field it saves', () => {
    const values = fromCurso(loaded);
    expect(values.modulos.map((m) => m.nome)).toEqual(['Primeiro', 'Segundo']);
    expect(values.modulos[0]?.assuntos.map((a) => a.nome)).toEqual(['A', 'B']);
    expect(values.categorias).toEqual([2]);
    // A material keeps the name it was uploaded with, which the subject's modal shows.
    expect(values.modulos[0]?.assuntos[0]?.arquivos[0]?.arquivo_nome).toBe('apostila.pdf');
    const body = toCursoBody(values);
    expect(body).toMatchObject({ qualificacao: 'ANAC', tipo: 'Teórico', descricao: null, curso_id: null });
    expect(isFormDirty(values, fromCurso(loaded))).toBe(false);
  });

  it('adds, reorders and removes modules with the §4 markers', () => {
    let values = fromCurso(loaded);
    values = reduce(values, { type: 'addModule', nome: '  Terceiro ' });
    values = reduce(values, { type: 'removeModule', id: 11, now });
    const visible = visibleItems(values.modulos);
    expect(visible.map((m) => m.nome)).toEqual(['Primeiro', 'Terceiro']);
    values = reduce(values, { type: 'reorderModules', visible: [visible[1]!, visible[0]!] });
    const body = toCursoBody(values);
    expect(body.modulos.map((m) => [m.id, m.nome, m.ordem, m.new, m.deleted_at])).toEqual([
      ['tmp-1', 'Terceiro', 0, true, null],
      [10, 'Primeiro', 1, false, null],
      [11, 'Segundo', 1, false, now.toISOString()],
    ]);
    expect(isFormDirty(values, fromCurso(loaded))).toBe(true);
  });

  it('adds, edits, reorders and removes subjects of a module', () => {
    let values = fromCurso(loaded);
    const material = { arquivo_id: 50, nome: 'Vídeo', caminho: '/u/v.mp4', tipo_arquivo_id: 2, new: true };
    values = reduce(values, { type: 'addSubject', moduleId: 11, nome: 'Novo', arquivos: [material] });
    values = reduce(values, { type: 'renameModule', id: 11, nome: 'Segundo módulo' });
    values = reduce(values, { type: 'updateSubject', moduleId: 10, subjectId: 21, nome: 'B2', arquivos: [] });
    const [a, b] = values.modulos[0]!.assuntos;
    values = reduce(values, { type: 'reorderSubjects', moduleId: 10, visible: [b!, a!] });
    values = reduce(values, { type: 'removeSubject', moduleId: 10, subjectId: 20, now });
    const body = toCursoBody(values);
    expect(body.modulos[0]?.assuntos.map((s) => [s.id, s.nome, s.ordem, s.deleted_at])).toEqual([
      [21, 'B2', 0, null],
      [20, 'A', 1, now.toISOString()],
    ]);
    expect(body.modulos[1]).toMatchObject({ nome: 'Segundo módulo' });
    expect(body.modulos[1]?.assuntos[0]).toMatchObject({ nome: 'Novo', new: true, ordem: 0 });
    expect(body.modulos[1]?.assuntos[0]?.arquivos).toEqual([material]);
  });

  it('validates through the domain and names generic messages in the Avisos', () => {
    const errors = validateCursoForm(emptyCurso());
    expect(errors).toEqual({
      apelido: [MESSAGES.field.required],
      nome: [MESSAGES.field.required],
      situacao: [MESSAGES.course.situacaoRequired],
      modulos: [MESSAGES.course.modulesRequired],
    });
    expect(avisoLines(errors, CURSO_FIELD_LABELS)).toEqual([
      `ID do Curso: ${MESSAGES.field.required}`,
      `Nome do Curso: ${MESSAGES.field.required}`,
      MESSAGES.course.situacaoRequired,
      MESSAGES.course.modulesRequired,
    ]);
    const filled = reduce(
      { ...emptyCurso(), apelido: 'X', nome: 'Y', situacao: 'Novo' },
      { type: 'addModule', nome: 'M' },
    );
    expect(validateCursoForm(filled)).toEqual({});
  });

  it('field changes and reset', () => {
    const values = reduce(emptyCurso(), { type: 'field', name: 'nome', value: 'Piloto' });
    expect(values.nome).toBe('Piloto');
    expect(reduce(values, { type: 'reset', values: emptyCurso() })).toEqual(emptyCurso());
  });
});
