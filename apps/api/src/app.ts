/**
 * `buildApp(options)`: the Hangar API as a fastify instance, ready for `app.inject` in tests or
 * `app.listen` in `main.ts`. Every route is a row of `ENDPOINTS`; start-up fails if one is
 * missing, so the server always implements the whole contract.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ENDPOINT_LIST, errorBodySchema, parseQuery } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { TokenService } from './auth/tokens.js';
import type { CepProvider } from './cep/provider.js';
import type { Db } from './db/db.js';
import { HttpError, ValidationError } from './http/errors.js';
import { INVALID_MESSAGE } from './http/validation.js';
import { arquivoRoutes } from './routes/arquivos.js';
import { catalogoRoutes } from './routes/catalogos.js';
import { cursoRoutes } from './routes/cursos.js';
import { enderecoRoutes } from './routes/enderecos.js';
import { oauthRoutes } from './routes/oauth.js';
import { perfilRoutes } from './routes/perfis.js';
import { problemaRoutes } from './routes/problemas.js';
import { questaoRoutes } from './routes/questoes.js';
import { tenantRoutes } from './routes/tenants.js';
import { turmaRoutes } from './routes/turmas.js';
import { usuarioRoutes } from './routes/usuarios.js';
import type { Services } from './services.js';
import { type FileStorage, MemoryStorage } from './storage/storage.js';

export interface AppOptions {
  /** The database (already migrated and seeded). */
  db: Db;
  /** The clock; tests inject one to expire tokens. @default () => new Date() */
  now?: () => Date;
  /** Access-token lifetime (`expires_in`) in seconds. @default 3600 */
  accessTokenTtl?: number;
  /** Refresh-token lifetime in seconds. @default 2592000 (30 days) */
  refreshTokenTtl?: number;
  /** Where uploads go. @default an in-memory storage */
  storage?: FileStorage;
  /** CEP lookups. @default no CEP is found */
  cep?: CepProvider;
  /** A built SPA to serve (with `index.html` fallback) when the directory exists. @default none */
  staticDir?: string;
  /** fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /**
   * Allow starting with rows of ENDPOINTS that have no handler (only while the server is
   * being written). @default false
   */
  allowMissingRoutes?: boolean;
}

/** The largest upload accepted at all (videos); images are limited to 10 MB by the route. */
export const MAX_UPLOAD_BYTES = 200 * 1024 * 1024;

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    // PHP-style arrays (`cursos[]=1&cursos[]=2`), parsed the same way by client, mocks and server.
    routerOptions: { querystringParser: (str: string) => parseQuery(str) },
    bodyLimit: 5 * 1024 * 1024,
  });

  const services: Services = {
    db: options.db,
    now,
    tokens: new TokenService(options.db, {
      accessTtl: options.accessTokenTtl ?? 3600,
      refreshTtl: options.refreshTokenTtl ?? 30 * 24 * 3600,
      now,
    }),
    storage: options.storage ?? new MemoryStorage(),
    cep: options.cep ?? { lookup: async () => null },
    registered: new Set(),
  };

  // Passport accepts form bodies on /oauth/token; so do we (and anywhere else).
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, parseQuery(String(body)));
  });
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 20 } });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) return reply.code(422).send(error.fields);
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // A body fastify could not parse (bad JSON, wrong encoding) is bad input: 422, like any.
      if (status === 400) return reply.code(422).send({ body: [INVALID_MESSAGE] });
      return reply.code(status).send({ message: INVALID_MESSAGE });
    }
    // PostgreSQL's own verdicts on the data: a constraint (23…) or a malformed value (22…) is the
    // caller's input, so 422/409 rather than 500. Routes check references first; this is the net.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
      return reply.code(422).send({ body: [INVALID_MESSAGE] });
    // A conflict is not a field error: §8 shows its message, so it is the catalogue's generic one.
    if (code === '23503' || code === '23505') {
      return reply.code(409).send({ message: MESSAGES.errors.generic });
    }
    request.log.error(error);
    return reply.code(500).send(errorBodySchema.parse({ message: MESSAGES.errors.generic }));
  });

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isApi = url.startsWith('/api/') || url.startsWith('/oauth/') || url.startsWith('/uploads/');
    if (request.method === 'GET' && !isApi && options.staticDir && existsSync(options.staticDir)) {
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.errors.notFound });
  });

  for (const register of [
    oauthRoutes,
    cursoRoutes,
    questaoRoutes,
    problemaRoutes,
    catalogoRoutes,
    arquivoRoutes,
    tenantRoutes,
    enderecoRoutes,
    perfilRoutes,
    usuarioRoutes,
    turmaRoutes,
  ]) {
    register(app, services);
  }

  if (options.staticDir && existsSync(options.staticDir)) {
    await app.register(fastifyStatic, { root: path.resolve(options.staticDir), wildcard: false });
  }

  const missing = ENDPOINT_LIST.filter((e) => !services.registered.has(e.name)).map((e) => e.name);
  if (missing.length > 0 && !options.allowMissingRoutes) {
    throw new Error(`ENDPOINTS rows without a handler: ${missing.join(', ')}`);
  }
  return app;
}
