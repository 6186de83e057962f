import { describe, expect, it } from 'vitest';
import { PERMISSIONS } from './catalogue.js';
import { MENU, visibleMenu } from './menu.js';

const labels = (held: readonly string[]) =>
  visibleMenu(held).map((s) => [s.title, s.entries.map((e) => e.label)] as const);

describe('visibleMenu', () => {
  it('shows only Dashboard and Categorias without permissions', () => {
    expect(labels([])).toEqual([
      [null, ['Dashboard']],
      ['CONFIGURAÇÕES', ['Categorias']],
    ]);
  });

  it('shows every visible entry to a full user, never hidden ones', () => {
    expect(labels(PERMISSIONS)).toEqual([
      [null, ['Dashboard']],
      ['ADMINISTRAÇÃO', ['Cursos', 'Turmas', 'Problemas', 'Questões', 'Entidade']],
      ['CONFIGURAÇÕES', ['Perfis de Acesso', 'Usuários', 'Categorias']],
    ]);
  });

  it('Problemas follows problema.visualizar', () => {
    expect(labels(['problema.visualizar'])[1]).toEqual(['ADMINISTRAÇÃO', ['Problemas']]);
  });

  it('gives paths and permissions', () => {
    const entry = visibleMenu(['escola.visualizar'])[1]?.entries[0];
    expect(entry).toEqual({
      key: 'entidades',
      label: 'Entidade',
      path: '/admin/administracao/entidades',
      permissions: ['escola.visualizar'],
    });
  });

  it('flags the hidden entries of §2.2', () => {
    const hidden = MENU.flatMap((s) => s.entries.filter((e) => e.hidden).map((e) => e.label));
    expect(hidden).toEqual(['Calendário', 'Professores', 'Provas', 'Integrações']);
  });
});
