import { describe, expect, it } from 'vitest';
import { canAccess, matchRoute, ROUTES } from './routes.js';

describe('matchRoute', () => {
  it('prefers literal segments over :id', () => {
    expect(matchRoute('/admin/administracao/cursos/novo')?.permissions).toEqual(['curso.adicionar']);
    expect(matchRoute('/admin/administracao/cursos/0b6c-uuid')?.pattern).toBe(
      '/admin/administracao/cursos/:id',
    );
  });

  it('applies the corrections of docs/legacy.md', () => {
    expect(matchRoute('/admin/administracao/cursos/abc')?.permissions).toEqual([
      'curso.alterar',
      'curso.visualizar',
    ]);
    expect(matchRoute('/admin/administracao/problemas')?.permissions).toEqual(['problema.visualizar']);
    expect(matchRoute('/admin/administracao/problemas/novo')?.permissions).toEqual(['problema.adicionar']);
    expect(matchRoute('/admin/administracao/problemas/7')?.permissions).toEqual(['problema.alterar']);
    expect(matchRoute('/admin/configuracao/categorias')).toEqual({
      pattern: '/admin/configuracao/categorias',
      permissions: [],
      access: 'signed-in',
    });
  });

  it('ignores query, hash and trailing slash', () => {
    expect(matchRoute('/admin/administracao/questoes/?page=2')?.pattern).toBe(
      '/admin/administracao/questoes',
    );
    expect(matchRoute('/admin/administracao/questoes/9/classificacoes#x')?.permissions).toEqual([
      'questao.alterar',
    ]);
    expect(matchRoute('/')?.access).toBe('public');
    expect(matchRoute('')?.pattern).toBe('/');
  });

  it('returns undefined for unknown paths', () => {
    expect(matchRoute('/admin/nada')).toBeUndefined();
    expect(matchRoute('/admin/administracao/cursos/1/2')).toBeUndefined();
  });

  it('has unique patterns', () => {
    expect(new Set(ROUTES.map((r) => r.pattern)).size).toBe(ROUTES.length);
  });
});

describe('canAccess', () => {
  it('lets anyone in public routes', () => {
    expect(canAccess('/auth/login', [])).toBe(true);
  });
  it('guards with any-of semantics', () => {
    expect(canAccess('/admin/dashboard', [])).toBe(true);
    expect(canAccess('/admin/administracao/cursos', [])).toBe(false);
    expect(canAccess('/admin/administracao/cursos', ['curso.visualizar'])).toBe(true);
    expect(canAccess('/admin/administracao/cursos/12', ['curso.adicionar'])).toBe(false);
    // A viewer opens a course read-only.
    expect(canAccess('/admin/administracao/cursos/12', ['curso.visualizar'])).toBe(true);
    expect(canAccess('/admin/entidade/turmas/novo', ['turma.adicionar'])).toBe(true);
  });
  it('refuses unknown paths', () => {
    expect(canAccess('/admin/x', ['curso.visualizar'])).toBe(false);
  });
});
