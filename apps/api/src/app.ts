/**
 * `buildApp(options)`: the Hangar API as a fastify instance, ready for `app.inject` in tests or
 * `app.listen` in `main.ts`. Every route is a row of `ENDPOINTS`; start-up fails if one is
 * missing, so the server always implements the whole contract.
 */
import { isUtf8 } from 'node:buffer';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import fastifyCompress from '@fastify/compress';
import fastifyHelmet from '@fastify/helmet';
import fastifyMultipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import { ENDPOINT_LIST, errorBodySchema, parseQuery } from '@hangar/api-client/contract';
import { MATERIAL_MAX_META, MESSAGES } from '@hangar/domain';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { KnownDevices } from './auth/known-devices.js';
import {
  DbThrottleStore,
  DEFAULT_SIGN_IN_THROTTLE,
  SignInThrottle,
  type SignInThrottleSettings,
} from './auth/throttle.js';
import { TokenService } from './auth/tokens.js';
import type { CepProvider } from './cep/provider.js';
import { ChangeFeed } from './db/changes.js';
import type { Db } from './db/db.js';
import { isDatabaseUnavailable } from './db/unavailable.js';
import { BODY_VALUES_MAX, hasMoreValuesThan } from './http/body-values.js';
import { answerClientError } from './http/client-errors.js';
import { registerCors } from './http/cors.js';
import { HttpError, ValidationError } from './http/errors.js';
import { withMadeMarks } from './http/idempotency.js';
import { SpaPage } from './http/spa-page.js';
import { INVALID_MESSAGE } from './http/validation.js';
import { arquivoRoutes, DEFAULT_MATERIAL_MAX_BYTES } from './routes/arquivos.js';
import { catalogoRoutes } from './routes/catalogos.js';
import { cursoRoutes } from './routes/cursos.js';
import { docsRoutes } from './routes/docs.js';
import { enderecoRoutes } from './routes/enderecos.js';
import { type HealthOptions, healthRoutes } from './routes/health.js';
import { oauthRoutes } from './routes/oauth.js';
import { perfilRoutes } from './routes/perfis.js';
import { problemaRoutes } from './routes/problemas.js';
import { questaoRoutes } from './routes/questoes.js';
import { tenantRoutes } from './routes/tenants.js';
import { turmaRoutes } from './routes/turmas.js';
import { usuarioRoutes } from './routes/usuarios.js';
import type { Services } from './services.js';
import { type FileStorage, MemoryStorage } from './storage/storage.js';

/**
 * The unique indexes of names compared as the domain's `nameKey` (migration 0028), and what a
 * clash on each says: the route's own check's text.
 */
const NAME_KEYS = new Map<string, string>([
  ['perfil_nome_key', MESSAGES.taken.profile],
  ['categoria_nome_key', MESSAGES.taken.category],
]);

export interface AppOptions {
  /** The database, migrated and seeded before the app answers (it may still be opening). */
  db: Db;
  /** The clock; tests inject one to expire tokens. @default () => new Date() */
  now?: () => Date;
  /** Access-token lifetime (`expires_in`) in seconds. @default 3600 */
  accessTokenTtl?: number;
  /** Refresh-token lifetime in seconds. @default 2592000 (30 days) */
  refreshTokenTtl?: number;
  /** Failed sign-in limits per account and per address. @default DEFAULT_SIGN_IN_THROTTLE */
  signInThrottle?: SignInThrottleSettings;
  /** Where uploads go. @default an in-memory storage */
  storage?: FileStorage;
  /** CEP lookups. @default no CEP is found */
  cep?: CepProvider;
  /** A built SPA to serve (with `index.html` fallback) when the directory exists. @default none */
  staticDir?: string;
  /** fastify's logger option. @default false */
  logger?: FastifyServerOptions['logger'];
  /** The largest material upload (PDF, video) in bytes; images stay at 10 MB (§5). @default 200 MB */
  materialMaxBytes?: number;
  /**
   * fastify's `trustProxy`: whether to believe `X-Forwarded-*` headers: from how many proxies in
   * front (a number), from which proxy addresses, or from every hop (`true`, for tests: the
   * client then writes its own address). Set it behind a TLS-terminating proxy so requests count
   * as HTTPS (HSTS is sent only then). @default false
   */
  trustProxy?: boolean | number | string | string[];
  /** Other origins whose pages may call the API (`HANGAR_CORS_ORIGINS`, `http/cors.ts`). @default none */
  corsOrigins?: readonly string[];
  /** `GET /api/health`'s patience and reuse (`routes/health.ts`). @default 2 s, 1 s */
  health?: HealthOptions;
}

/**
 * The Content-Security-Policy of every response. No inline script and nothing from another
 * origin: Vite's build emits only `<script type="module" src>`, fonts are self-hosted, the API is
 * on the same origin. `data:`/`blob:` images cover Vite's inlined small assets and the course
 * image preview; inline styles stay allowed (style attributes of UI libraries), they run no code.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'", "'unsafe-inline'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'media-src': ["'self'", 'blob:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
} as const;

/** HSTS, sent only on responses to HTTPS requests (over plain HTTP browsers ignore it anyway). */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The largest body a request may carry (uploads stream past it under their own limits). */
export const BODY_LIMIT_BYTES = 5 * 1024 * 1024;

/** An X-Request-Id a proxy may hand on: a UUID, hex or the like, nothing to inject into a log. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/** The names fastify's `trustProxy` (proxy-addr) takes besides addresses and CIDRs. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ['127.0.0.1/8', '::1/128'],
  linklocal: ['169.254.0.0/16', 'fe80::/10'],
  uniquelocal: ['10.0.0.0/8', '172.16.0.0/12', '192.168.0.0/16', 'fc00::/7'],
};

/** Whether a peer address is one of the proxies `trust` (fastify's `trustProxy`) believes. */
function trustedPeer(trust: boolean | number | string | string[]): (address: string | undefined) => boolean {
  // A count of proxies trusts the peer, whichever address it has: it is the nearest proxy.
  if (trust === true || (typeof trust === 'number' && trust > 0)) return () => true;
  if (typeof trust === 'number') return () => false;
  if (!trust) return () => false;
  const list = new BlockList();
  const entries = (typeof trust === 'string' ? trust.split(',') : trust).map((e) => e.trim());
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e] ?? [e])) {
    const [address = '', bits] = entry.split('/');
    const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    try {
      if (bits === undefined) list.addAddress(address, type);
      else list.addSubnet(address, Number(bits), type);
    } catch {
      // Not an address (fastify's own trustProxy refuses it at start): it trusts no one here.
    }
  }
  return (address) => {
    const plain = address?.replace(/^::ffff:(?=\d+\.)/, '');
    if (!plain || !isIP(plain)) return false;
    return list.check(plain, isIP(plain) === 6 ? 'ipv6' : 'ipv4');
  };
}

/**
 * Each request's id (in its log lines and its `X-Request-Id` answer header): the one a trusted
 * proxy sent in `X-Request-Id` when well-formed, so a request can be followed through both logs,
 * else a random UUID (fastify's default counts from 1 in each process).
 */
export function requestIdGenerator(
  trust: boolean | number | string | string[],
): (req: IncomingMessage) => string {
  const trusted = trustedPeer(trust);
  return (req) => {
    const given = req.headers['x-request-id'];
    const ok = typeof given === 'string' && REQUEST_ID.test(given) && trusted(req.socket?.remoteAddress);
    return ok ? given : randomUUID();
  };
}

/** A URL as logged: no query string (it may carry tokens), and a sign-out's token left out. */
export function pathForLog(url: string): string {
  const pathname = url.split('?')[0] ?? '';
  return pathname.replace(/^\/oauth\/tokens\/[^/]+/, '/oauth/tokens/:token');
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const now = options.now ?? (() => new Date());
  const app = Fastify({
    logger: options.logger ?? false,
    genReqId: requestIdGenerator(options.trustProxy ?? false),
    // Every line a request logs says which request it was, at any level (`error` lines included).
    childLoggerFactory: (logger, bindings, opts, req) =>
      logger.child({ ...bindings, method: req.method, url: pathForLog(req.url ?? '') }, opts),
    // PHP-style arrays (`cursos[]=1&cursos[]=2`), parsed the same way by client, mocks and server.
    routerOptions: { querystringParser: (str: string) => parseQuery(str) },
    bodyLimit: BODY_LIMIT_BYTES,
    // A union of what fastify accepts one by one (its overloads choose by the option's type).
    trustProxy: (options.trustProxy ?? false) as FastifyServerOptions['trustProxy'],
    // The router's own refusals (a path segment over 100 characters, a malformed %-escape) would
    // answer fastify's English body, echoing the URL: no record has such an address, so 404.
    frameworkErrors: (_error, _request, reply) => {
      void (reply as FastifyReply).code(404).send({ message: MESSAGES.errors.notFound });
    },
    // What Node's parser refuses before any route (a 24 kB address): Portuguese too.
    clientErrorHandler: answerClientError,
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // Listening starts last, below: on a database still opening (`startPgliteDb`) it waits, and
  // the routes are built meanwhile.
  const changes = new ChangeFeed();
  app.addHook('onClose', () => changes.close());
  const services: Services = {
    // A create's transaction also marks its idempotency claim made (http/idempotency.ts).
    db: withMadeMarks(options.db),
    changes,
    now,
    tokens: new TokenService(options.db, {
      accessTtl: options.accessTokenTtl ?? 3600,
      refreshTtl: options.refreshTokenTtl ?? 30 * 24 * 3600,
      now,
    }),
    signInThrottle: new SignInThrottle(
      new DbThrottleStore(options.db),
      options.signInThrottle ?? DEFAULT_SIGN_IN_THROTTLE,
      now,
    ),
    knownDevices: new KnownDevices(options.db, now),
    storage: options.storage ?? new MemoryStorage(),
    cep: options.cep ?? { lookup: async () => null },
    registered: new Set(),
  };

  // Passport accepts form bodies on /oauth/token; so do we, there only. A form is what a page of
  // another site may send without asking first (no CORS preflight): elsewhere 415, as any body
  // that is not JSON.
  // JSON as Fastify reads it, but bytes that are not UTF-8 are refused (422, as any body it cannot
  // read) rather than decoded into '�' and stored (an attacker probe).
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  // Fastify reads plain text as a string, which no operation takes: 415, as any body not JSON.
  app.removeContentTypeParser('text/plain');
  // And a body of more values than any operation takes is refused as it is read, before anything
  // walks it (body-values.ts).
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (req, body, done) => {
    if (!isUtf8(body as Buffer)) {
      done(Object.assign(new Error('body is not UTF-8'), { statusCode: 400 }), undefined);
      return;
    }
    parseJson(req, (body as Buffer).toString('utf8'), (error, value) => {
      if (!error && hasMoreValuesThan(value, BODY_VALUES_MAX)) {
        done(
          Object.assign(new Error('too many values'), { statusCode: 413, tooManyValues: true }),
          undefined,
        );
        return;
      }
      done(error, value);
    });
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (req, body, done) => {
    if (!(req.url ?? '').startsWith('/oauth/')) {
      done(Object.assign(new Error('form bodies are taken on /oauth only'), { statusCode: 415 }), undefined);
      return;
    }
    done(null, parseQuery(String(body)));
  });
  // Per-request limits (file size by kind) are set by the upload routes; these are the outer bounds.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(options.materialMaxBytes ?? DEFAULT_MATERIAL_MAX_BYTES, 10 * 1024 * 1024) + 1,
      files: 1,
      fields: 20,
    },
  });
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    // Sent below, only over TLS: a plain-HTTP deployment must not pin browsers to HTTPS.
    strictTransportSecurity: false,
  });
  await registerCors(app, options.corsOrigins ?? []);
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // br or gzip for text (JSON, HTML, JS, CSS) over 1 KB; media and PDFs are left as they are.
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ValidationError) return reply.code(422).send(error.fields);
    if (error instanceof HttpError) return reply.code(error.statusCode).send({ message: error.message });
    const status = (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // A body fastify could not parse (bad JSON, wrong encoding) is bad input: 422, like any.
      if (status === 400) return reply.code(422).send({ body: [INVALID_MESSAGE] });
      // Said in words: an integrator reading 'Valor inválido' could not tell what to change.
      if (status === 413 && (error as { tooManyValues?: boolean }).tooManyValues) {
        const max = BODY_VALUES_MAX.toLocaleString('pt-BR');
        return reply.code(413).send({ message: MESSAGES.request.tooManyValues.replace('{max}', max) });
      }
      if (status === 413) {
        const max = String(BODY_LIMIT_BYTES / (1024 * 1024));
        return reply.code(413).send({ message: MESSAGES.request.tooLarge.replace('{max}', max) });
      }
      if (status === 415) return reply.code(415).send({ message: MESSAGES.request.unsupportedType });
      return reply.code(status).send({ message: INVALID_MESSAGE });
    }
    // PostgreSQL's own verdicts on the data: a constraint (23…) or a malformed value (22…) is the
    // caller's input, so 422/409 rather than 500. Routes check references first; this is the net.
    const code = (error as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code))
      return reply.code(422).send({ body: [INVALID_MESSAGE] });
    // A name taken by a save sent at the same moment (the route's check passed for both): said
    // as the check says it (migration 0028).
    const constraint = (error as { constraint?: unknown }).constraint;
    const taken = code === '23505' && typeof constraint === 'string' ? NAME_KEYS.get(constraint) : undefined;
    if (taken) return reply.code(422).send({ nome: [taken] });
    // A conflict is not a field error: §8 shows its message, so it is the catalogue's generic one.
    if (code === '23503' || code === '23505') {
      return reply.code(409).send({ message: MESSAGES.errors.generic });
    }
    // The database out of reach is no fault of the request: 'try again shortly', and a balancer
    // probing /api/health meanwhile takes this instance out.
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ message: MESSAGES.request.databaseUnavailable });
    }
    request.log.error(error);
    return reply.code(500).send(errorBodySchema.parse({ message: MESSAGES.errors.generic }));
  });

  const spaPage =
    options.staticDir && existsSync(options.staticDir)
      ? new SpaPage(options.staticDir, {
          // The app refuses a bigger material as it is picked, not after sending all of it.
          [MATERIAL_MAX_META]: String(options.materialMaxBytes ?? DEFAULT_MATERIAL_MAX_BYTES),
        })
      : undefined;
  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    // A missing hashed asset (an old tab asking for a chunk a deploy replaced) is a 404, not the
    // app's page: HTML under a script's URL only fails later with a MIME-type error.
    // Nor is the bare API, or a file name (`/favicon.ico`, `/robots.txt`): no app address has one.
    const notPage =
      ['/api/', '/oauth/', '/uploads/', '/assets/'].some((prefix) => url.startsWith(prefix)) ||
      url === '/api' ||
      url === '/oauth' ||
      /\.[A-Za-z0-9]{1,8}$/.test(url);
    // HEAD as GET (fastify sends the headers only): an uptime monitor's HEAD read a 404.
    const page =
      (request.method === 'GET' || request.method === 'HEAD') && !notPage ? spaPage?.at(url) : undefined;
    if (page !== undefined) {
      reply.type('text/html').header('cache-control', 'no-cache').header('etag', page.etag);
      const known = request.headers['if-none-match']?.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
      return known?.includes(page.etag) ? reply.code(304).send() : reply.send(page.html);
    }
    return reply.code(404).send({ message: MESSAGES.errors.notFound });
  });

  docsRoutes(app);
  healthRoutes(app, options.db, options.health);
  arquivoRoutes(app, services, { materialMaxBytes: options.materialMaxBytes });
  for (const register of [
    oauthRoutes,
    cursoRoutes,
    questaoRoutes,
    problemaRoutes,
    catalogoRoutes,
    tenantRoutes,
    enderecoRoutes,
    perfilRoutes,
    usuarioRoutes,
    turmaRoutes,
  ]) {
    register(app, services);
  }

  if (options.staticDir && existsSync(options.staticDir)) {
    await app.register(fastifyStatic, {
      root: path.resolve(options.staticDir),
      wildcard: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset (apps/backoffice/build/precompress.ts):
      // send those as they are rather than compressing every response again.
      preCompressed: true,
      // Vite's hashed assets never change under their name: cache them for a year. Everything
      // else (index.html, favicon) is revalidated, so a deploy is seen on the next load.
      setHeaders: (res, filePath) => {
        const rel = path.relative(path.resolve(options.staticDir!), filePath);
        const hashed = rel.startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same URL answers br, gzip or plain by the request's accept-encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const missing = ENDPOINT_LIST.filter((e) => !services.registered.has(e.name)).map((e) => e.name);
  if (missing.length > 0) {
    throw new Error(`ENDPOINTS rows without a handler: ${missing.join(', ')}`);
  }
  await changes.listen(options.db);
  return app;
}
