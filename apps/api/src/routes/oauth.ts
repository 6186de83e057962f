/** Sessions: `POST /oauth/token`, `DELETE /oauth/tokens/:accessToken`, `GET /api/usuario/userinfo`. */
import { tokenRequestErrors } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import { verifyPassword } from '../auth/passwords.js';
import { HttpError, notFound } from '../http/errors.js';
import { route } from '../http/route.js';
import type { Services } from '../services.js';

const badCredentials = () => new HttpError(401, MESSAGES.login.invalidCredentials);

export function oauthRoutes(app: FastifyInstance, services: Services): void {
  const { db, tokens } = services;

  route(
    app,
    services,
    'auth.token',
    async ({ body }) => {
      const clientId = await tokens.checkClient(body.client_id, body.client_secret);
      if (clientId === null) throw badCredentials();
      if (body.grant_type === 'refresh_token') {
        const pair = await tokens.refresh(body.refresh_token, clientId);
        if (!pair) throw badCredentials();
        return pair;
      }
      const { rows } = await db.query<{ id: number; password_hash: string | null; situacao: string | null }>(
        'SELECT id, password_hash, situacao FROM usuario WHERE lower(email) = lower($1)',
        [body.username.trim()],
      );
      const user = rows[0];
      const ok = await verifyPassword(user?.password_hash, body.password);
      if (!user || !ok || user.situacao === 'Inativo') throw badCredentials();
      return tokens.issue(user.id, clientId);
    },
    {
      // Missing fields get §5's messages; the grant decides which fields are required.
      validate: tokenRequestErrors,
    },
  );

  route(app, services, 'auth.revoke', async ({ params }) => {
    await tokens.revoke(params.accessToken);
    return undefined;
  });

  route(app, services, 'auth.userinfo', async ({ user }) => {
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
  });
}
