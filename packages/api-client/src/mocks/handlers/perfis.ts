/** Profiles, the permission tree (§2.12) and users (§2.13). */
import {
  DEFAULT_USER_SITUACAO,
  MESSAGES,
  PERMISSION_ACTION_LABELS,
  PERMISSION_GROUPS,
  PERMISSIONS,
  type Permission,
  permissionAction,
  validateProfile,
  validateUser,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { PermissaoNode, Usuario } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockPerfil, MockUsuario } from '../fixtures/accounts.js';
import { ilike, orderBy, overlaps, paginate, removeRow, safely } from './common.js';
import { conflict, INVALID_MESSAGE, invalid, mockRoute, notFound } from './route.js';

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

const perfilDetail = (p: MockPerfil) => ({
  id: p.id,
  nome: p.nome,
  permissoes: p.permissoes.map((nome) => ({ id: permissionId(nome), nome })),
});

export function usuarioOut(db: MockDb, u: MockUsuario): Usuario {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    perfis: db.perfis.filter((p) => u.perfis.includes(p.id)).map(({ id, nome }) => ({ id, nome })),
    situacao: u.situacao,
    imagem_url: u.imagem_url,
  };
}

function findPerfil(db: MockDb, id: number): MockPerfil {
  const found = db.perfis.find((p) => p.id === id);
  if (!found) throw notFound();
  return found;
}

function assertNameFree(db: MockDb, nome: string, self: MockPerfil | null): void {
  const key = nome.trim().toLocaleLowerCase('pt-BR');
  if (db.perfis.some((p) => p !== self && p.nome.trim().toLocaleLowerCase('pt-BR') === key)) {
    throw invalid({ nome: [MESSAGES.field.taken] });
  }
}

function permissionsFrom(ids: number[]): Permission[] {
  const out = ids.map(permissionById);
  if (out.some((p) => p === undefined)) throw invalid({ permissoes: [INVALID_MESSAGE] });
  return [...new Set(out as Permission[])];
}

export function perfisHandlers(db: MockDb): HttpHandler[] {
  const validateP = { validate: safely(validateProfile) };
  const validateU = { validate: safely(validateUser) };

  const usuarioFields = (
    body: {
      nome: string;
      email: string;
      perfis: number[];
      situacao?: MockUsuario['situacao'] | undefined;
      imagem_url?: string | null | undefined;
      password?: string | undefined;
    },
    self: MockUsuario | null,
  ) => {
    const email = body.email.trim().toLowerCase();
    if (db.usuarios.some((u) => u !== self && u.email.toLowerCase() === email)) {
      throw invalid({ email: [MESSAGES.field.taken] });
    }
    if (body.perfis.some((id) => !db.perfis.some((p) => p.id === id)))
      throw invalid({ perfis: [INVALID_MESSAGE] });
    return {
      nome: body.nome,
      email,
      perfis: [...new Set(body.perfis)],
      // A save sends the whole user: on create a missing situacao defaults to Ativo (§4); on update
      // a missing situacao or image is cleared, as the server does.
      situacao: self ? (body.situacao ?? null) : (body.situacao ?? DEFAULT_USER_SITUACAO),
      imagem_url: body.imagem_url ?? null,
      password: body.password ?? self?.password ?? null,
    };
  };

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
        ({ id, nome }) => ({ id, nome }),
      ),
    ),
    mockRoute(db, 'perfis.get', ({ params }) => ({ data: perfilDetail(findPerfil(db, params.id)) })),
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
        return { data: perfilDetail(perfil) };
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
        Object.assign(perfil, { nome: body.nome, permissoes });
        return { data: perfilDetail(perfil) };
      },
      validateP,
    ),
    mockRoute(db, 'perfis.delete', ({ params }) => {
      const perfil = findPerfil(db, params.id);
      for (const u of db.usuarios) u.perfis = u.perfis.filter((id) => id !== perfil.id);
      removeRow(db.perfis, perfil);
      return undefined;
    }),
    mockRoute(db, 'usuarios.list', ({ query }) => {
      const rows = db.usuarios.filter(
        (u) =>
          ilike(u.nome, query.nome) &&
          ilike(u.email, query.email) &&
          // An empty situacao is shown (and filtered) as 'Pendente', as on the server.
          (!query.situacao?.length || query.situacao.includes(u.situacao ?? 'Pendente')) &&
          overlaps(u.perfis, query.perfis),
      );
      return paginate(
        orderBy(rows, 'nome', (u) => u.nome),
        query,
        (u) => usuarioOut(db, u),
      );
    }),
    mockRoute(
      db,
      'usuarios.create',
      ({ body }) => {
        const usuario: MockUsuario = { id: db.nextId('usuario', db.usuarios), ...usuarioFields(body, null) };
        db.usuarios.push(usuario);
        return { data: usuarioOut(db, usuario) };
      },
      validateU,
    ),
    mockRoute(
      db,
      'usuarios.update',
      ({ params, body }) => {
        const usuario = db.usuarios.find((u) => u.id === params.id);
        if (!usuario) throw notFound();
        Object.assign(usuario, usuarioFields(body, usuario));
        return { data: usuarioOut(db, usuario) };
      },
      validateU,
    ),
    mockRoute(db, 'usuarios.delete', ({ params, user }) => {
      // Deleting yourself would end the session mid-request: refused, as on the server.
      if (user?.id === params.id) throw conflict();
      const usuario = db.usuarios.find((u) => u.id === params.id);
      if (!usuario) throw notFound();
      for (const [token, stored] of db.accessTokens) if (stored.usuarioId === usuario.id) db.revoke(token);
      removeRow(db.usuarios, usuario);
      return undefined;
    }),
  ];
}
