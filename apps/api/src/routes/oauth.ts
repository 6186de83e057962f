/** Sessions: `POST /oauth/token`, `DELETE /oauth/tokens/:accessToken`, `GET /api/usuario/userinfo`. */
import { tokenRequestErrors } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import {
  clearRefreshCookie,
  readRefreshCookie,
  setRefreshCookie,
  wantsCookieSession,
} from '../auth/cookie.js';
import { verifyPassword } from '../auth/passwords.js';
import { admitPasswordAttempt } from '../auth/throttle.js';
import type { TokenPair } from '../auth/tokens.js';
import { HttpError, notFound, ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

const badCredentials = () => new HttpError(401, MESSAGES.login.invalidCredentials);

export function oauthRoutes(app: FastifyInstance, services: Services): void {
  const { db, tokens, signInThrottle, knownDevices } = services;

  route(
    app,
    services,
    'auth.token',
    async ({ body, request, reply }) => {
      // Cookie mode (Hangar's own app asks for it): the refresh token travels only in an HttpOnly
      // cookie and never in a body a script could read. Without the header: Passport's body.
      const cookieMode = wantsCookieSession(request);
      const answer = (pair: TokenPair) => {
        if (!cookieMode) return pair;
        setRefreshCookie(request, reply, pair.refresh_token, tokens.refreshTtl);
        const { refresh_token: _inCookie, ...rest } = pair;
        return rest;
      };

      const clientId = await tokens.checkClient(body.client_id, body.client_secret);
      if (clientId === null) throw new HttpError(401, MESSAGES.request.unknownClient);
      if (body.grant_type === 'refresh_token') {
        const presented = body.refresh_token || (cookieMode ? readRefreshCookie(request) : undefined);
        if (!presented) throw new ValidationError({ refresh_token: [MESSAGES.field.required] });
        // In cookie mode each tab holds its own access token of the one family: a refresh by one
        // tab leaves the others' tokens to expire on their own. A token from the cookie may be
        // presented twice when a reload lost the first answer (TokenService.refresh).
        const pair = await tokens.refresh(presented, clientId, {
          keepAccessToken: cookieMode,
          retry: cookieMode && !body.refresh_token,
          inCookie: cookieMode,
        });
        if (!pair) {
          if (cookieMode) clearRefreshCookie(request, reply);
          throw badCredentials();
        }
        return answer(pair);
      }

      // Counted and throttled before the password is hashed: a flood of guesses costs one indexed
      // read each, and guesses sent together cannot all pass a check made before any is counted.
      const address = request.ip;
      const device = await knownDevices.of(request, body.username);
      await admitPasswordAttempt(signInThrottle, body.username, address, reply, device);
      const { rows } = await db.query<{ id: number; password_hash: string | null; situacao: string | null }>(
        'SELECT id, password_hash, situacao FROM usuario WHERE lower(email) = lower($1)',
        [body.username.trim()],
      );
      const user = rows[0];
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (!user || !ok || user.situacao === 'Inativo') throw badCredentials();
      await signInThrottle.succeeded(body.username, address, device);
      // Hangar's app (cookie mode) is a browser, which keeps the device cookie; the legacy wire
      // format's answers stay as Passport's, without cookies.
      if (cookieMode) await knownDevices.remember(request, reply, user.id, device);
      return answer(await tokens.issue(user.id, clientId, { inCookie: cookieMode }));
    },
    {
      // Missing fields get §5's messages; the grant decides which fields are required. A refresh
      // grant may leave refresh_token out in cookie mode: the handler checks it then.
      validate: (raw) =>
        raw.grant_type === 'refresh_token' && raw.refresh_token === undefined ? {} : tokenRequestErrors(raw),
    },
  );

  route(app, services, 'auth.revoke', async ({ params, request, reply }) => {
    // Signing out in cookie mode also ends the cookie's session, whatever the access token names
    // (an unknown one left the cookie's refresh token alive: an attacker probe), and drops it.
    const cookie = readRefreshCookie(request);
    await tokens.revoke(params.accessToken, { refreshToken: cookie });
    if (cookie !== undefined) clearRefreshCookie(request, reply);
    return undefined;
  });

  route(
    app,
    services,
    'auth.userinfo',
    async ({ user }) => {
      const { rows } = await db.query<{ id: number; nome: string; email: string; imagem_url: string | null }>(
        'SELECT id, nome, email, imagem_url FROM usuario WHERE id = $1',
        [user!.id],
      );
      const row = rows[0];
      if (!row) throw notFound();
      const { rows: perfis } = await db.query<{ id: number; nome: string }>(
        `SELECT p.id, p.nome FROM usuario_perfil up JOIN perfil p ON p.id = up.perfil_id
        WHERE up.usuario_id = $1 ORDER BY p.nome`,
        [row.id],
      );
      return {
        data: {
          id: row.id,
          nome: row.nome,
          email: row.email,
          permissoes: [...user!.permissions].sort(),
          pessoa: { nome: row.nome, imagem_url: row.imagem_url },
          perfis,
        },
      };
    },
    // Asked on every load of the app: kept per user until a write to the data under it.
    { cache: 'caller' },
  );
}
