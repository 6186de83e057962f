/** Sessions: `POST /oauth/token` (both grants), `DELETE /oauth/tokens/:accessToken`, userinfo. */
import { FieldErrorsBuilder, isBlank, MESSAGES, validateLogin } from '@hangar/domain';
import type { HttpHandler } from 'msw';
import type { MockDb } from '../db.js';
import { INVALID_MESSAGE, MockHttpError, mockRoute, notFound } from './route.js';

const badCredentials = () => new MockHttpError(401, { message: MESSAGES.login.invalidCredentials });

export function authHandlers(db: MockDb): HttpHandler[] {
  return [
    mockRoute(
      db,
      'auth.token',
      ({ body }) => {
        const clientId = db.checkClient(body.client_id, body.client_secret);
        if (clientId === null) throw badCredentials();
        if (body.grant_type === 'refresh_token') {
          const pair = db.refresh(body.refresh_token, clientId);
          if (!pair) throw badCredentials();
          return pair;
        }
        const user = db.usuarios.find((u) => u.email.toLowerCase() === body.username.trim().toLowerCase());
        if (!user || user.password !== body.password || user.situacao === 'Inativo') throw badCredentials();
        return db.issueTokens(user.id, clientId);
      },
      {
        validate: (raw) => {
          if (raw.grant_type === 'refresh_token') {
            return new FieldErrorsBuilder()
              .check(isBlank(raw.refresh_token), 'refresh_token', MESSAGES.field.required)
              .build();
          }
          if (raw.grant_type === 'password')
            return validateLogin(raw as { username?: string; password?: string });
          return new FieldErrorsBuilder()
            .add('grant_type', isBlank(raw.grant_type) ? MESSAGES.field.required : INVALID_MESSAGE)
            .build();
        },
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
