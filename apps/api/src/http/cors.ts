/**
 * What a page of another origin needs to use this API (`HANGAR_CORS_ORIGINS`): the back-office
 * built with `VITE_API_URL`, or another app on `@hangar/api-client`. Without origins nothing here
 * is registered and every answer stays same-origin only, as before.
 */
import fastifyCors from '@fastify/cors';
import { IDEMPOTENCY_KEY_HEADER } from '@hangar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import { SESSION_MODE_HEADER } from '../auth/cookie.js';

/**
 * Only the listed origins, each exactly, are answered `Access-Control-Allow-*`; any other gets
 * no CORS header, so its page cannot read an answer. Credentials are allowed because the
 * refresh grant carries the HttpOnly cookie (`credentials: 'include'`); being SameSite=Strict,
 * that cookie reaches the API only from the same site (`app.escola.com.br` beside
 * `api.escola.com.br`); another site signs in without it (`VITE_SESSION_MODE=body`).
 *
 * Uploads get `Cross-Origin-Resource-Policy: cross-origin` (helmet's default is same-origin):
 * the listed origins show images and open materials by their address, in `<img>` and links,
 * which no CORS header governs. They are public to whoever holds the unguessable address anyway.
 */
export async function registerCors(app: FastifyInstance, origins: readonly string[]): Promise<void> {
  if (origins.length === 0) return;
  await app.register(fastifyCors, {
    origin: [...origins],
    credentials: true,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Accept', 'Authorization', 'Content-Type', SESSION_MODE_HEADER, IDEMPOTENCY_KEY_HEADER],
    // Browsers cap it (Chromium at 2 h); 10 min keeps a changed list from lingering long.
    maxAge: 600,
  });
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/uploads/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
}
