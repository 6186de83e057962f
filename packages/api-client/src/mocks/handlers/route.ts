/**
 * One MSW handler per `ENDPOINTS` row, checked the way the real server checks (apps/api
 * `http/route.ts`): authentication and the row's permission first (401/403), then path params,
 * query and body parsed with the row's schemas (422 field map with the domain's messages), then
 * the resolver. Every success body is parsed with the row's response schema before it leaves,
 * so a mock cannot answer something the contract does not allow.
 */
import { type FieldErrors, MESSAGES } from '@hangar/domain';
import { type HttpHandler, HttpResponse, http } from 'msw';
import type { z } from 'zod/mini';
import { parseQuery } from '../../contract/common.js';
import {
  ENDPOINTS,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  endpointAllows,
} from '../../contract/endpoints.js';
import {
  INVALID_MESSAGE,
  issuesToFieldErrors,
  nulCharacterErrors,
  withSchemaErrors,
} from '../../contract/field-errors.js';
import {
  acceptsIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../../contract/idempotency.js';
import { isStaleVersion } from '../../contract/version.js';
import type { MockDb, VersionedTable } from '../db.js';
import type { MockUsuario } from '../fixtures/accounts.js';

type Part<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;

/** What a resolver receives. */
export interface MockContext<N extends EndpointName> {
  db: MockDb;
  params: Part<Endpoints[N], 'params'>;
  query: Part<Endpoints[N], 'query'>;
  body: Part<Endpoints[N], 'body'>;
  /** The multipart form, for upload endpoints. */
  form: FormData | null;
  /** The caller; `null` only on public endpoints. */
  user: MockUsuario | null;
  request: Request;
}

/** What a resolver returns: the success body (ignored for 204 rows). */
export type MockResult<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodMiniType
  ? z.input<Endpoints[N]['response']>
  : undefined;

/** An error a resolver throws to answer something other than success. */
export class MockHttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
  ) {
    super(`HTTP ${status}`);
  }
}

export const unauthorized = (message: string = MESSAGES.errors.sessionExpired) =>
  new MockHttpError(401, { message });
export const forbidden = () => new MockHttpError(403, { message: MESSAGES.errors.forbidden });
export const notFound = () => new MockHttpError(404, { message: MESSAGES.errors.notFound });
export const invalid = (fields: FieldErrors) => new MockHttpError(422, fields);
/** 409: the save was made from a copy someone else has changed since (optimistic concurrency). */
export const stale = () => new MockHttpError(409, { message: MESSAGES.concurrency.stale });

/**
 * The optimistic-concurrency rule of the server (`updateRow`): a save that sends the
 * `updated_at` of a copy the record has moved past is refused with 409 and writes nothing; one
 * that sends none proceeds. Call it after the 404 and 422 checks and before changing anything,
 * then `db.touch()` once the save is applied.
 */
export function assertFresh(
  db: MockDb,
  table: VersionedTable,
  id: number,
  sent: string | null | undefined,
): void {
  if (isStaleVersion(sent, db.versionOf(table, id))) throw stale();
}

/** Throws a 422 when the map holds any message. */
export function assertValid(errors: FieldErrors): void {
  if (Object.values(errors).some((m) => m.length > 0)) throw invalid(errors);
}

export { INVALID_MESSAGE };

function parsePart(schema: z.ZodMiniType | undefined, value: unknown): unknown {
  if (!schema) return undefined;
  assertValid(nulCharacterErrors(value));
  const result = schema.safeParse(value ?? {}, { reportInput: true });
  if (!result.success) throw invalid(issuesToFieldErrors(result.error));
  return result.data;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function bearer(request: Request): string | null {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.get('authorization') ?? '');
  return match ? match[1]! : null;
}

async function readBody(
  request: Request,
  endpoint: EndpointDef,
): Promise<{ raw: unknown; form: FormData | null }> {
  const type = request.headers.get('content-type') ?? '';
  if (endpoint.bodyType === 'multipart' || type.includes('multipart/form-data')) {
    try {
      const form = await request.formData();
      const raw: Record<string, unknown> = {};
      for (const [key, value] of form) if (typeof value === 'string') raw[key] = value;
      return { raw, form };
    } catch {
      return { raw: null, form: null };
    }
  }
  if (type.includes('application/x-www-form-urlencoded')) {
    return { raw: Object.fromEntries(new URLSearchParams(await request.text())), form: null };
  }
  const text = await request.text();
  if (text.trim() === '') return { raw: null, form: null };
  try {
    return { raw: JSON.parse(text), form: null };
  } catch {
    return { raw: null, form: null };
  }
}

function toResponse(error: unknown): Response {
  if (error instanceof MockHttpError) return HttpResponse.json(error.body as never, { status: error.status });
  throw error;
}

/** Options of `mockRoute`. */
export interface MockRouteOptions {
  /** A domain validator run on the raw body before the schema, as the server does. */
  validate?: (rawBody: Record<string, unknown>) => FieldErrors;
}

/** The msw path of a row: any origin, then the contract's path (`*\/api/curso/:id`). */
export const mswPath = (endpoint: EndpointDef) => `*${endpoint.path}`;

/** The msw request function of a method (`http.get`, `http.post`…). */
export const mswMethod = (endpoint: EndpointDef) =>
  ({ GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete })[endpoint.method];

/** A create's answer kept under its caller and `Idempotency-Key`, per store (the server keeps it a day). */
interface KeptCreate {
  endpoint: string;
  body: string;
  status: number;
  answer: unknown;
}
const keptCreates = new WeakMap<MockDb, Map<string, KeptCreate>>();

/** The caller's key of a create (`null` without one); a 422 on the header when it is malformed. */
function idempotencyKeyOf(request: Request): string | null {
  const key = request.headers.get(IDEMPOTENCY_KEY_HEADER);
  if (key === null) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(key)) throw invalid({ [IDEMPOTENCY_KEY_HEADER]: [INVALID_MESSAGE] });
  return key;
}

/** Which `ENDPOINTS` row a handler built by `mockRoute` answers. */
export const handlerEndpoint = new WeakMap<HttpHandler, EndpointName>();

/** Builds the handler of one `ENDPOINTS` row. */
export function mockRoute<N extends EndpointName>(
  db: MockDb,
  name: N,
  resolve: (ctx: MockContext<N>) => MockResult<N> | Promise<MockResult<N>>,
  options: MockRouteOptions = {},
): HttpHandler {
  const endpoint: EndpointDef = ENDPOINTS[name];
  const handler = mswMethod(endpoint)(mswPath(endpoint), async ({ request, params: rawParams }) => {
    try {
      let user: MockUsuario | null = null;
      if (endpoint.auth !== 'public') {
        const token = bearer(request);
        user = token ? db.verify(token) : null;
        if (!user) throw unauthorized();
        if (!endpointAllows(endpoint.auth, db.permissionsOf(user))) throw forbidden();
      }
      const params = parsePart(endpoint.params, rawParams);
      const query = parsePart(endpoint.query, parseQuery(new URL(request.url).searchParams));
      let body: unknown;
      let form: FormData | null = null;
      if (endpoint.body || endpoint.bodyType === 'multipart') {
        const read = await readBody(request, endpoint);
        form = read.form;
        if (endpoint.body) {
          if (!isPlainObject(read.raw)) throw invalid({ body: [INVALID_MESSAGE] });
          const errors = options.validate?.(read.raw) ?? {};
          // As the server: the schema's findings too, on the fields the rules did not name.
          if (Object.keys(errors).length > 0) assertValid(withSchemaErrors(errors, endpoint.body, read.raw));
          body = parsePart(endpoint.body, read.raw);
        }
      }
      // A create sent again under its key answers what the first one did, as the server does.
      const key = user && acceptsIdempotencyKey(endpoint) ? idempotencyKeyOf(request) : null;
      const kept = keptCreates.get(db) ?? new Map<string, KeptCreate>();
      keptCreates.set(db, kept);
      const keptKey = `${user?.id} ${key}`;
      const sent = JSON.stringify(body ?? null);
      const earlier = key === null ? undefined : kept.get(keptKey);
      if (earlier) {
        if (earlier.endpoint !== name || earlier.body !== sent) {
          throw invalid({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
        }
        return HttpResponse.json(earlier.answer as never, {
          status: earlier.status,
          headers: { [IDEMPOTENT_REPLAYED_HEADER]: 'true' },
        });
      }
      const result = await resolve({ db, params, query, body, form, user, request } as MockContext<N>);
      if (key !== null)
        kept.set(keptKey, { endpoint: name, body: sent, status: endpoint.status, answer: result });
      if (endpoint.response === null) return new HttpResponse(null, { status: endpoint.status });
      // The mock must speak the contract: a body the schema refuses is a bug in the mock.
      const checked = endpoint.response.safeParse(result);
      if (!checked.success) {
        throw new Error(`Mock answer of ${name} breaks the contract: ${checked.error.message}`);
      }
      return HttpResponse.json(result as never, { status: endpoint.status });
    } catch (error) {
      return toResponse(error);
    }
  });
  handlerEndpoint.set(handler, name);
  return handler;
}
