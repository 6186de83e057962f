/**
 * Registers a handler for one row of `ENDPOINTS`. The row decides the method, the path, who may
 * call it (checked once, here) and the schemas its params, query and body are parsed with, so a
 * route cannot drift from the contract the client and the mocks are generated from.
 */

import {
  acceptsIdempotencyKey,
  ENDPOINTS,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpointAllows,
  IDEMPOTENT_REPLAYED_HEADER,
} from '@hangar/api-client/contract';
import type { FieldErrors } from '@hangar/domain';
import { MESSAGES } from '@hangar/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import type { Services } from '../services.js';
import { AnswerCache } from './answer-cache.js';
import { assertValid, forbidden, unauthorized, ValidationError } from './errors.js';
import { claimIdempotencyKey, idempotencyKeyOf, runUnderClaim } from './idempotency.js';
import { KeptAnswer, negotiate } from './kept-answer.js';
import { issuesToFieldErrors, nulCharacterErrors, withSchemaErrors } from './validation.js';

/** The signed-in caller. */
export interface CurrentUser {
  id: number;
  permissions: ReadonlySet<string>;
  accessToken: string;
}

type Part<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;

export interface RouteContext<N extends EndpointName> {
  params: Part<Endpoints[N], 'params'>;
  query: Part<Endpoints[N], 'query'>;
  body: Part<Endpoints[N], 'body'>;
  /** The caller; null only on public endpoints. */
  user: CurrentUser | null;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * What a handler returns. Rows come from SQL, so this is not checked statically: every answer is
 * parsed with the endpoint's response schema at run time instead (see below).
 */
type Response = unknown;

export interface RouteOptions {
  /**
   * A domain validator run on the raw body before the schema, so required fields get the
   * messages of §5 (e.g. 'Informe a situação do curso') rather than a generic one.
   */
  validate?: (rawBody: Record<string, unknown>) => FieldErrors;
  /**
   * Keep answers (GET only) in memory by URL while no data changed (db/changes.ts): `true` for
   * answers that are the same for every caller allowed to ask, such as the pages of a list;
   * `'caller'` for answers about the caller (their own info), kept per user. Who a user is and
   * what they may do live in tables whose writes are 'data' changes too.
   * @default false
   */
  cache?: boolean | 'caller';
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Callers of recent tokens, kept while nothing that decides them changed (a revocation, a user's
 * situação, profiles or permissions: the 'auth' changes) and until the token expires.
 */
const callerCache = new WeakMap<Services, AnswerCache<{ user: CurrentUser; expiresAt: number }>>();

/** The app's cache in `map` (one app per `Services`; tests build many). */
function cacheOf<V>(map: WeakMap<Services, AnswerCache<V>>, services: Services, max: number): AnswerCache<V> {
  let cache = map.get(services);
  if (!cache) {
    cache = new AnswerCache<V>(max);
    map.set(services, cache);
  }
  return cache;
}

/** Loads the caller from the Bearer token (null when absent or invalid). */
export async function currentUser(services: Services, request: FastifyRequest): Promise<CurrentUser | null> {
  const token = bearer(request);
  if (!token) return null;
  const cache = cacheOf(callerCache, services, 10_000);
  const version = services.changes.version('auth');
  const now = services.now().getTime();
  const kept = cache.get(token, version);
  if (kept && kept.expiresAt > now) return kept.user;
  const caller = await services.tokens.caller(token);
  if (!caller) return null;
  const user = { id: caller.id, permissions: new Set(caller.permissions), accessToken: token };
  cache.set(token, version, { user, expiresAt: caller.expiresAt.getTime() });
  return user;
}

function parsePart(schema: z.ZodMiniType | undefined, value: unknown, prefix?: string): unknown {
  if (!schema) return undefined;
  assertValid(nulCharacterErrors(value, prefix));
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw new ValidationError(issuesToFieldErrors(result.error, prefix));
  return result.data;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** Serialised answers of `cache` routes, per app. */
const answerCache = new WeakMap<Services, AnswerCache<KeptAnswer>>();

/** Sends a kept answer, compressed as the client accepts (the compress plugin leaves it be). */
function sendKept(reply: FastifyReply, kept: KeptAnswer): FastifyReply {
  const { payload, encoding } = kept.body(negotiate(reply.request.headers['accept-encoding']));
  // Added to what is there: with CORS origins, the answer also varies by Origin (http/cors.ts).
  const vary = reply.getHeader('vary');
  reply
    .code(200)
    .type('application/json; charset=utf-8')
    .header('vary', vary ? `${vary}, accept-encoding` : 'accept-encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(payload);
}

/** The caller `onRequest` authorised, for the handler of the same request. */
const callers = new WeakMap<FastifyRequest, CurrentUser>();

export function route<N extends EndpointName>(
  app: FastifyInstance,
  services: Services,
  name: N,
  handler: (ctx: RouteContext<N>) => Promise<Response>,
  options: RouteOptions = {},
): void {
  const endpoint: EndpointDef = ENDPOINTS[name];
  services.registered.add(name);
  const cacheable =
    (options.cache === true || options.cache === 'caller') &&
    endpoint.method === 'GET' &&
    endpoint.status === 200;
  const answers = cacheOf(answerCache, services, 2_000);
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    // Who may call is settled before the body is read: a stranger's body is never parsed, and a
    // malformed one answers 401/403, not 422.
    onRequest: async (request, reply) => {
      // Tokens and records of a signed-in user: no browser or shared cache keeps them
      // (RFC 6749 §5.1 asks it of token answers; the app keeps its own cache in memory).
      reply.header('cache-control', 'no-store');
      if (endpoint.auth === 'public') return;
      const user = await currentUser(services, request);
      if (!user) throw unauthorized();
      if (!endpointAllows(endpoint.auth, user.permissions)) throw forbidden();
      callers.set(request, user);
    },
    handler: async (request, reply) => {
      const user = callers.get(request) ?? null;
      // An answer about the caller is kept under their id; without a caller it is not kept.
      const key = options.cache === 'caller' ? (user ? `${user.id} ${request.url}` : null) : request.url;
      const version = cacheable && key !== null ? services.changes.version('data') : null;
      if (key !== null && version !== null) {
        const kept = answers.get(key, version);
        if (kept !== undefined) return sendKept(reply, kept);
      }
      const params = parsePart(endpoint.params, request.params);
      const query = parsePart(endpoint.query, request.query);
      let body: unknown;
      if (endpoint.body && endpoint.bodyType !== 'multipart') {
        const raw = request.body;
        if (!isPlainObject(raw)) throw new ValidationError({ body: [MESSAGES.field.invalid] });
        if (options.validate) {
          // Domain validators read the raw body; one that trips over a malformed shape must not
          // turn bad input into a 500, so the schema below gets the last word then.
          let errors: FieldErrors = {};
          try {
            errors = options.validate(raw);
          } catch {}
          // Refused: with the schema's findings on the fields the rules did not name (one answer).
          if (Object.keys(errors).length > 0) assertValid(withSchemaErrors(errors, endpoint.body, raw));
        }
        body = parsePart(endpoint.body, raw);
      }
      // A create sent again under its key answers what the first one did (http/idempotency.ts).
      const idempotencyKey = user && acceptsIdempotencyKey(endpoint) ? idempotencyKeyOf(request) : null;
      const claim =
        user && idempotencyKey
          ? await claimIdempotencyKey(services.db, services.now(), user.id, idempotencyKey, name, body)
          : null;
      if (claim?.kind === 'replay') {
        reply.header(IDEMPOTENT_REPLAYED_HEADER, 'true');
        reply.code(claim.status);
        return claim.answer;
      }
      let result: Response;
      try {
        const context = { params, query, body, user, request, reply } as RouteContext<N>;
        result = await runUnderClaim(claim, () => handler(context));
      } catch (error) {
        // Refused or failed: nothing to replay, so a retry under the key runs again.
        await claim?.release();
        throw error;
      } finally {
        // This instance's writes are committed (a refused one too may have committed something:
        // a reused refresh token revokes its family, then answers 401): what it kept is outdated
        // now, not when the notification comes back (a client that saves and reloads, or uses a
        // token just revoked, must see it).
        if (endpoint.method !== 'GET') services.changes.bump();
      }
      reply.code(endpoint.status);
      if (endpoint.status === 204 || !endpoint.response) return reply.send();
      // The answer is parsed with the contract too: a server that drifts fails loudly in tests,
      // and nothing the schema does not name (a password hash…) can leak.
      const parsed = endpoint.response.safeParse(result);
      if (!parsed.success) {
        request.log.error(
          { issues: parsed.error.issues },
          `response of ${name} does not follow the contract`,
        );
        throw new Error(`Response of ${name} does not follow the contract: ${parsed.error.message}`);
      }
      await claim?.keep(endpoint.status, parsed.data);
      if (key !== null && version !== null) {
        const kept = new KeptAnswer(JSON.stringify(parsed.data));
        answers.set(key, version, kept);
        return sendKept(reply, kept);
      }
      return parsed.data;
    },
  });
}
