/** Profiles and the permission tree (§2.12). Users are in usuarios.ts. */
import {
  MESSAGES,
  nameKey,
  PERMISSION_ACTION_LABELS,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
  permissionAction,
  validateProfile,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { PermissaoNode } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockPerfil } from '../fixtures/accounts.js';
import { ilike, orderBy, paginate, removeRow, safely } from './common.js';
import { assertFresh, INVALID_MESSAGE, invalid, mockRoute, notFound } from './route.js';

/** Permission ids are their 1-based position in the domain catalogue (the server seeds them in that order). */
export const permissionId = (p: Permission) => PERMISSIONS.indexOf(p) + 1;
const permissionById = (id: number): Permission | undefined => PERMISSIONS[id - 1];

/** `GET /api/permissao`: one node per family, its permissions as leaves. */
export function permissionTree(): PermissaoNode[] {
  return PERMISSION_GROUPS.map((group) => ({
    key: group.key,
    title: group.label,
    children: group.permissions.map((p) => ({
      id: permissionId(p),
      key: p,
      title: PERMISSION_ACTION_LABELS[permissionAction(p)] ?? p,
    })),
  }));
}

const perfilDetail = (db: MockDb, p: MockPerfil) => ({
  id: p.id,
  nome: p.nome,
  permissoes: p.permissoes.map((nome) => ({ id: permissionId(nome), nome })),
  updated_at: db.versionOf('perfil', p.id),
});

function findPerfil(db: MockDb, id: number): MockPerfil {
  const found = db.perfis.find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

function assertNameFree(db: MockDb, nome: string, self: MockPerfil | null): void {
  const key = nameKey(nome);
  if (db.perfis.some((p) => p !== self && nameKey(p.nome) === key)) {
    throw invalid({ nome: [MESSAGES.taken.profile] });
  }
}

function permissionsFrom(ids: number[]): Permission[] {
  const out = ids.map(permissionById);
  if (out.some((p) => p === undefined)) throw invalid({ permissoes: [INVALID_MESSAGE] });
  return [...new Set(out as Permission[])];
}

export function perfisHandlers(db: MockDb): HttpHandler[] {
  const validateP = { validate: safely(validateProfile) };

  return [
    mockRoute(db, 'permissoes.tree', () => ({ data: permissionTree() })),
    mockRoute(db, 'perfis.list', ({ query }) =>
      paginate(
        orderBy(
          db.perfis.filter((p) => ilike(p.nome, query.nome)),
          'nome',
          (p) => p.nome,
        ),
        query,
        ({ id, nome, permissoes }) => ({
          id,
          nome,
          usuarios_count: db.usuarios.filter((u) => u.perfis.includes(id)).length,
          permissoes: [...permissoes].sort((a, b) => permissionId(a) - permissionId(b)),
        }),
      ),
    ),
    mockRoute(db, 'perfis.get', ({ params }) => ({ data: perfilDetail(db, findPerfil(db, params.id)) })),
    mockRoute(
      db,
      'perfis.create',
      ({ body }) => {
        assertNameFree(db, body.nome, null);
        const perfil = {
          id: db.nextId('perfil', db.perfis),
          nome: body.nome,
          permissoes: permissionsFrom(body.permissoes),
        };
        db.perfis.push(perfil);
        db.touch('perfil', perfil.id);
        return { data: perfilDetail(db, perfil) };
      },
      validateP,
    ),
    mockRoute(
      db,
      'perfis.update',
      ({ params, body }) => {
        const perfil = findPerfil(db, params.id);
        assertNameFree(db, body.nome, perfil);
        const permissoes = permissionsFrom(body.permissoes);
        assertFresh(db, 'perfil', perfil.id, body.updated_at);
        Object.assign(perfil, { nome: body.nome, permissoes });
        db.touch('perfil', perfil.id);
        return { data: perfilDetail(db, perfil) };
      },
      validateP,
    ),
    mockRoute(db, 'perfis.delete', ({ params }) => {
      const perfil = findPerfil(db, params.id);
      for (const u of db.usuarios) u.perfis = u.perfis.filter((id) => id !== perfil.id);
      removeRow(db.perfis, perfil);
      return undefined;
    }),
  ];
}
