/** Users (§2.13). A user's permissions are the union of their profiles'. */
import {
  DEFAULT_USER_SITUACAO,
  keptImageUrl,
  MESSAGES,
  needsCurrentPassword,
  validateUser,
} from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { Usuario } from '../../contract/index.js';
import type { MockDb } from '../db.js';
import type { MockUsuario } from '../fixtures/accounts.js';
import {
  ilike,
  ilikeAny,
  isAcceptedImageUrl,
  orderBy,
  overlaps,
  paginate,
  removeRow,
  safely,
} from './common.js';
import { assertFresh, invalid, MockHttpError, mockRoute, notFound } from './route.js';

export function usuarioOut(db: MockDb, u: MockUsuario): Usuario {
  return {
    id: u.id,
    nome: u.nome,
    email: u.email,
    perfis: db.perfis.filter((p) => u.perfis.includes(p.id)).map(({ id, nome }) => ({ id, nome })),
    situacao: u.situacao,
    imagem_url: u.imagem_url,
    updated_at: db.versionOf('usuario', u.id),
  };
}

export function usuariosHandlers(db: MockDb): HttpHandler[] {
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
      throw invalid({ email: [MESSAGES.taken.user] });
    }
    if (body.perfis.some((id) => !db.perfis.some((p) => p.id === id)))
      throw invalid({ perfis: [MESSAGES.field.oneGone] });
    if (!isAcceptedImageUrl(db, self?.imagem_url, body.imagem_url)) {
      throw invalid({ imagem_url: [MESSAGES.image.notUploaded] });
    }
    return {
      nome: body.nome,
      email,
      perfis: [...new Set(body.perfis)],
      // A save sends the whole user: on create a missing situacao defaults to Ativo (§4); on update
      // a missing situacao or image is cleared, as the server does.
      situacao: self ? (body.situacao ?? null) : (body.situacao ?? DEFAULT_USER_SITUACAO),
      imagem_url: keptImageUrl(body.imagem_url),
      password: body.password ?? self?.password ?? null,
    };
  };

  return [
    mockRoute(db, 'usuarios.list', ({ query }) => {
      const rows = db.usuarios.filter(
        (u) =>
          // The list's search (`nome`) finds a name or an e-mail (§2.13).
          ilikeAny([u.nome, u.email], query.nome) &&
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
        db.touch('usuario', usuario.id);
        return { data: usuarioOut(db, usuario) };
      },
      validateU,
    ),
    mockRoute(
      db,
      'usuarios.update',
      ({ params, body, user }) => {
        const usuario = db.usuarios.find((u) => u.id === params.id);
        if (!usuario) throw notFound();
        // Your own e-mail or password: your current password first, as on the server.
        const self = { self: user?.id === usuario.id, emailBefore: usuario.email, emailAfter: body.email };
        if (needsCurrentPassword({ ...self, password: body.password })) {
          if (!body.current_password)
            throw invalid({ current_password: [MESSAGES.user.currentPasswordRequired] });
          if (body.current_password !== usuario.password) {
            throw invalid({ current_password: [MESSAGES.user.currentPasswordWrong] });
          }
        }
        const changes = usuarioFields(body, usuario);
        assertFresh(db, 'usuario', usuario.id, body.updated_at);
        Object.assign(usuario, changes);
        db.touch('usuario', usuario.id);
        return { data: usuarioOut(db, usuario) };
      },
      validateU,
    ),
    mockRoute(db, 'usuarios.delete', ({ params, user }) => {
      // Deleting yourself would end the session mid-request: refused, as on the server.
      if (user?.id === params.id) throw new MockHttpError(409, { message: MESSAGES.access.selfDelete });
      const usuario = db.usuarios.find((u) => u.id === params.id);
      if (!usuario) throw notFound();
      for (const [token, stored] of db.accessTokens) if (stored.usuarioId === usuario.id) db.revoke(token);
      removeRow(db.usuarios, usuario);
      return undefined;
    }),
  ];
}
