import { describe, expect, it } from 'vitest';
import {
  CRUD_ACTIONS,
  CRUD_FAMILIES,
  hasAll,
  hasAny,
  isPermission,
  PERMISSION_ACTION_LABELS,
  PERMISSION_GROUPS,
  PERMISSIONS,
  permissionAction,
  permissionFamily,
  VIEW_PERMISSIONS,
} from './catalogue.js';

describe('PERMISSIONS', () => {
  it('holds every §3 permission exactly once', () => {
    expect(new Set(PERMISSIONS).size).toBe(PERMISSIONS.length);
    for (const family of CRUD_FAMILIES) {
      for (const action of CRUD_ACTIONS) expect(PERMISSIONS).toContain(`${family}.${action}`);
    }
    for (const a of [
      'visualizar',
      'adicionar',
      'cancelar',
      'alterar',
      'iniciar',
      'finalizar',
      'gerarSimulados',
    ]) {
      expect(PERMISSIONS).toContain(`turma.${a}`);
    }
    for (const a of ['alterar', 'adicionar', 'enviarEmail', 'excluir'])
      expect(PERMISSIONS).toContain(`turma.aluno.${a}`);
    for (const a of ['adicionarProfessor', 'alterarProfessor', 'enviarEmailProfessor', 'excluir']) {
      expect(PERMISSIONS).toContain(`turma.disciplina.${a}`);
    }
    expect(PERMISSIONS).toHaveLength(9 * 4 + 7 + 4 + 4);
  });

  it('recognises permission strings', () => {
    expect(isPermission('curso.visualizar')).toBe(true);
    expect(isPermission('turma.disciplina.excluir')).toBe(true);
    expect(isPermission('curso.apagar')).toBe(false);
    expect(isPermission('categoria.visualizar')).toBe(false);
    expect(isPermission(42)).toBe(false);
  });

  it('lists the view permissions', () => {
    expect(VIEW_PERMISSIONS).toEqual([...CRUD_FAMILIES.map((f) => `${f}.visualizar`), 'turma.visualizar']);
  });

  it('splits family and action', () => {
    expect(permissionFamily('turma.aluno.enviarEmail')).toBe('turma.aluno');
    expect(permissionAction('turma.aluno.enviarEmail')).toBe('enviarEmail');
    expect(permissionFamily('curso.alterar')).toBe('curso');
  });
});

describe('PERMISSION_GROUPS', () => {
  it('partitions the catalogue, each group labelled', () => {
    const all = PERMISSION_GROUPS.flatMap((g) => g.permissions);
    expect([...all].sort()).toEqual([...PERMISSIONS].sort());
    for (const g of PERMISSION_GROUPS) {
      expect(g.label.length).toBeGreaterThan(0);
      expect(g.permissions.length).toBeGreaterThan(0);
      for (const p of g.permissions) expect(PERMISSION_ACTION_LABELS[permissionAction(p)]).toBeTruthy();
    }
    expect(PERMISSION_GROUPS.find((g) => g.key === 'questao')?.label).toBe('Questões');
    expect(PERMISSION_GROUPS.find((g) => g.key === 'turma')?.permissions).toHaveLength(7);
  });
});

describe('hasAny / hasAll', () => {
  it('hasAny: empty requirement passes, otherwise any one held', () => {
    expect(hasAny([], [])).toBe(true);
    expect(hasAny([], ['curso.visualizar'])).toBe(false);
    expect(hasAny(['curso.adicionar'], ['curso.visualizar', 'curso.adicionar'])).toBe(true);
    expect(hasAny(new Set(['curso.adicionar']), ['curso.visualizar'])).toBe(false);
  });

  it('hasAll: every one held', () => {
    expect(hasAll([], [])).toBe(true);
    expect(hasAll(['curso.alterar'], ['curso.alterar', 'curso.excluir'])).toBe(false);
    expect(hasAll(new Set(['curso.alterar', 'curso.excluir']), ['curso.alterar', 'curso.excluir'])).toBe(
      true,
    );
  });
});
