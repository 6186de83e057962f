/** Sessions: `POST /oauth/token` (both grants), `DELETE /oauth/tokens/:accessToken`, userinfo. */
import { MESSAGES } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import { tokenRequestErrors } from '../../contract/field-errors.js';
import type { MockDb } from '../db.js';
import { MockHttpError, mockRoute, notFound } from './route.js';

const badCredentials = () => new MockHttpError(401, { message: MESSAGES.login.invalidCredentials });

export function authHandlers(db: MockDb): HttpHandler[] {
  return [
    mockRoute(
      db,
      'auth.token',
      ({ body }) => {
        const clientId = db.checkClient(body.client_id, body.client_secret);
        if (clientId === null) throw new MockHttpError(401, { message: MESSAGES.request.unknownClient });
        if (body.grant_type === 'refresh_token') {
          // The mocks speak the body mode only (no HttpOnly cookies in a service worker): the
          // validator above has already answered 422 to a grant without refresh_token.
          const pair = db.refresh(body.refresh_token ?? '', clientId);
          if (!pair) throw badCredentials();
          return pair;
        }
        const user = db.usuarios.find((u) => u.email.toLowerCase() === body.username.trim().toLowerCase());
        if (!user || user.password !== body.password || user.situacao === 'Inativo') throw badCredentials();
        return db.issueTokens(user.id, clientId);
      },
      {
        validate: tokenRequestErrors,
      },
    ),
    mockRoute(db, 'auth.revoke', ({ params }) => {
      db.revoke(params.accessToken);
      return undefined;
    }),
    mockRoute(db, 'auth.userinfo', ({ user }) => {
      if (!user) throw notFound();
      const perfis = db.perfis
        .filter((p) => user.perfis.includes(p.id))
        .map(({ id, nome }) => ({ id, nome }))
        .sort((a, b) => a.nome.localeCompare(b.nome));
      return {
        data: {
          id: user.id,
          nome: user.nome,
          email: user.email,
          permissoes: [...db.permissionsOf(user)].sort(),
          pessoa: { nome: user.nome, imagem_url: user.imagem_url },
          perfis,
        },
      };
    }),
  ];
}
