import { describe, expect, it } from 'vitest';
import { PERMISSIONS, VIEW_PERMISSIONS } from './catalogue.js';
import {
  ACCESS_ADMIN_PERMISSIONS,
  type AccessModel,
  canGrant,
  grantablePermissions,
  grantableProfiles,
  lockedOutMessage,
  lockedOutPermissions,
  missingGrants,
  outranks,
  permissionsOfActiveUsers,
} from './grants.js';

const USUARIOS_ONLY = ['usuario.visualizar', 'usuario.adicionar', 'usuario.alterar', 'usuario.excluir'];

describe('missingGrants / canGrant', () => {
  it('lists what is granted but not held, once each, in the granted order', () => {
    expect(
      missingGrants(['curso.visualizar'], ['curso.excluir', 'curso.visualizar', 'curso.excluir']),
    ).toEqual(['curso.excluir']);
    expect(missingGrants(new Set(PERMISSIONS), PERMISSIONS)).toEqual([]);
  });

  it('allows granting only a subset of what is held (nothing is always grantable)', () => {
    expect(canGrant(USUARIOS_ONLY, ['usuario.alterar'])).toBe(true);
    expect(canGrant(USUARIOS_ONLY, [])).toBe(true);
    expect(canGrant([], [])).toBe(true);
    // The escalation of issue 16: usuario.* only, granting the Administrador profile's permissions.
    expect(canGrant(USUARIOS_ONLY, PERMISSIONS)).toBe(false);
    expect(canGrant(['perfil.alterar'], ['perfil.alterar', 'perfil.excluir'])).toBe(false);
  });
});

describe('grantableProfiles', () => {
  const perfis = [
    { id: 1, nome: 'Administrador', permissoes: [...PERMISSIONS] },
    { id: 2, nome: 'Leitura', permissoes: [...VIEW_PERMISSIONS] },
    { id: 3, nome: 'Usuários', permissoes: USUARIOS_ONLY },
    { id: 4, nome: 'Vazio', permissoes: [] },
  ];

  it('offers only profiles whose every permission is held', () => {
    expect(grantableProfiles(USUARIOS_ONLY, perfis).map((p) => p.id)).toEqual([3, 4]);
    expect(grantableProfiles(PERMISSIONS, perfis).map((p) => p.id)).toEqual([1, 2, 3, 4]);
    expect(grantableProfiles(VIEW_PERMISSIONS, perfis).map((p) => p.id)).toEqual([2, 4]);
  });
});

describe('outranks', () => {
  it('is true only when every permission of the target is held', () => {
    expect(outranks(PERMISSIONS, VIEW_PERMISSIONS)).toBe(true);
    expect(outranks(PERMISSIONS, PERMISSIONS)).toBe(true);
    expect(outranks(USUARIOS_ONLY, PERMISSIONS)).toBe(false);
    expect(outranks(USUARIOS_ONLY, [])).toBe(true);
  });
});

describe('lockedOutPermissions', () => {
  const model = (
    perfis: Record<number, readonly string[]>,
    usuarios: AccessModel['usuarios'],
  ): AccessModel => ({
    perfis: new Map(Object.entries(perfis).map(([id, p]) => [Number(id), p])),
    usuarios,
  });
  const before = model({ 1: PERMISSIONS, 2: VIEW_PERMISSIONS }, [
    { id: 1, active: true, perfis: [1] },
    { id: 2, active: true, perfis: [2] },
  ]);

  it('names the access-administration permissions', () => {
    expect(ACCESS_ADMIN_PERMISSIONS).toEqual(['perfil.alterar', 'usuario.alterar']);
  });

  it('collects what active users hold, ignoring inactive users and unknown profiles', () => {
    const held = permissionsOfActiveUsers(
      model({ 1: ['perfil.alterar'], 2: ['usuario.alterar'] }, [
        { id: 1, active: false, perfis: [1] },
        { id: 2, active: true, perfis: [2, 99] },
      ]),
    );
    expect([...held]).toEqual(['usuario.alterar']);
  });

  it('refuses deleting or emptying the last administrator profile (DELETE /api/perfil/1)', () => {
    const deleted = model({ 2: VIEW_PERMISSIONS }, [
      { id: 1, active: true, perfis: [] },
      { id: 2, active: true, perfis: [2] },
    ]);
    // Every permission: the viewer keeps theirs, but nobody could grant them any more.
    expect(lockedOutPermissions(before, deleted)).toEqual([...PERMISSIONS]);
    const emptied = model({ 1: PERMISSIONS.filter((p) => p !== 'usuario.alterar'), 2: VIEW_PERMISSIONS }, [
      ...before.usuarios,
    ]);
    expect(lockedOutPermissions(before, emptied)).toEqual(['usuario.alterar']);
  });

  it('refuses deactivating or stripping the last active holder', () => {
    const deactivated = model({ 1: PERMISSIONS, 2: VIEW_PERMISSIONS }, [
      { id: 1, active: false, perfis: [1] },
      { id: 2, active: true, perfis: [2] },
    ]);
    expect(lockedOutPermissions(before, deactivated)).toEqual(
      expect.arrayContaining([...ACCESS_ADMIN_PERMISSIONS]),
    );
  });

  it('refuses leaving any permission with no active holder, not only those that administer access', () => {
    // The administrator takes their own profile away while a manager of profiles and users
    // remains: that manager could grant only what they hold, so courses would be out of reach.
    const manager = ['perfil.visualizar', 'perfil.alterar', 'usuario.visualizar', 'usuario.alterar'];
    const withManager = model({ 1: PERMISSIONS, 3: manager }, [
      { id: 1, active: true, perfis: [1] },
      { id: 3, active: true, perfis: [3] },
    ]);
    const stripped = model({ 1: PERMISSIONS, 3: manager }, [
      { id: 1, active: true, perfis: [] },
      { id: 3, active: true, perfis: [3] },
    ]);
    const lost = lockedOutPermissions(withManager, stripped);
    expect(lost).toContain('curso.alterar');
    expect(lost).not.toContain('usuario.alterar');
    expect(lost).toEqual(missingGrants(manager, PERMISSIONS));
  });

  it('refuses leaving a permission held only by users who cannot grant it (no perfil.alterar)', () => {
    // The administrator unticks 'Gerar Simulados' on their own profile; the secretaries keep it,
    // but without perfil.alterar none of them could ever tick it again on the administrator's.
    const secretaria = ['turma.visualizar', 'turma.gerarSimulados', 'usuario.visualizar', 'usuario.alterar'];
    const withSecretaria = model({ 1: PERMISSIONS, 4: secretaria }, [
      { id: 1, active: true, perfis: [1] },
      { id: 4, active: true, perfis: [4] },
    ]);
    const unticked = model({ 1: PERMISSIONS.filter((p) => p !== 'turma.gerarSimulados'), 4: secretaria }, [
      ...withSecretaria.usuarios,
    ]);
    expect(grantablePermissions(unticked).has('turma.gerarSimulados')).toBe(false);
    expect(lockedOutPermissions(withSecretaria, unticked)).toEqual(['turma.gerarSimulados']);
    // A permission nobody could grant before (a legacy database) does not hold up other changes.
    expect(lockedOutPermissions(unticked, unticked)).toEqual([]);
    // With a second profile editor who keeps it, the same untick is the administrator's to make.
    const editor = ['perfil.visualizar', 'perfil.alterar', 'turma.gerarSimulados'];
    const withEditor = model({ ...Object.fromEntries(withSecretaria.perfis), 5: editor }, [
      ...withSecretaria.usuarios,
      { id: 5, active: true, perfis: [5] },
    ]);
    const untickedWithEditor = model({ ...Object.fromEntries(unticked.perfis), 5: editor }, [
      ...withEditor.usuarios,
    ]);
    expect(lockedOutPermissions(withEditor, untickedWithEditor)).toEqual([]);
  });

  it('allows the change while another active user or profile still grants them', () => {
    const twoAdmins = model({ 1: PERMISSIONS, 3: PERMISSIONS }, [
      { id: 1, active: true, perfis: [1] },
      { id: 3, active: true, perfis: [3] },
    ]);
    const withoutOne = model({ 3: PERMISSIONS }, [
      { id: 1, active: true, perfis: [] },
      { id: 3, active: true, perfis: [3] },
    ]);
    expect(lockedOutPermissions(twoAdmins, withoutOne)).toEqual([]);
  });

  it('does not complain about what nobody held before', () => {
    const none = model({ 2: VIEW_PERMISSIONS }, [{ id: 2, active: true, perfis: [2] }]);
    expect(lockedOutPermissions(none, none)).toEqual([]);
  });
});

describe('lockedOutMessage', () => {
  it('names the permissions as the tree labels them, the first three and how many more', () => {
    expect(lockedOutMessage(['turma.gerarSimulados'])).toBe(
      'Esta operação deixaria permissões que ninguém mais poderia conceder: Turmas › Gerar Simulados.',
    );
    expect(
      lockedOutMessage([
        'perfil.alterar',
        'usuario.alterar',
        'turma.aluno.excluir',
        'curso.visualizar',
        'curso.alterar',
      ]),
    ).toMatch(
      /conceder: Perfis de Acesso › Alterar, Usuários › Alterar, Alunos da Turma › Excluir e mais 2\.$/,
    );
  });
});
