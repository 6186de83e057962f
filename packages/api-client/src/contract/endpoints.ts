/**
 * ENDPOINTS: one entry per row of SPEC §7. The single table the typed client, the MSW handlers,
 * the server's routes and authorization, and the security tests are all generated from.
 */
import type { z } from 'zod';
import {
  revokeTokenParams,
  tokenRequestSchema,
  tokenResponseSchema,
  userInfoResponseSchema,
} from './auth.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A permission string `{resource}.{action}` (see `@hangar/domain`'s catalogue). */
export type PermissionString = `${string}.${string}`;

/**
 * Who may call an endpoint: anyone (`'public'`), any signed-in user (`'signed-in'`), or a user
 * holding the named permission.
 */
export type EndpointAuth = 'public' | 'signed-in' | PermissionString;

/** One row of §7. */
export interface EndpointDef {
  /** `resource.action`, e.g. `'cursos.list'`. Equal to the key in `ENDPOINTS`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** The path with `:param` placeholders, e.g. `/api/curso/:id`. */
  readonly path: string;
  readonly auth: EndpointAuth;
  /** Path parameters. */
  readonly params?: z.ZodType;
  /** Query parameters, after `parseQuery` (PHP-style arrays). */
  readonly query?: z.ZodType;
  /** The request body. */
  readonly body?: z.ZodType;
  /**
   * How the body travels: JSON (default), `form` (JSON or `application/x-www-form-urlencoded`),
   * or `multipart` (uploads; the body schema then describes the non-file fields).
   */
  readonly bodyType?: 'json' | 'form' | 'multipart';
  /** The success status: 200, 201 (created) or 204 (no content). */
  readonly status: 200 | 201 | 204;
  /** The success body, or `null` for 204. */
  readonly response: z.ZodType | null;
}

type Defs = Record<string, Omit<EndpointDef, 'name'>>;
type Named<T extends Defs> = { readonly [K in keyof T]: T[K] & { readonly name: K } };

function defineEndpoints<const T extends Defs>(defs: T): Named<T> {
  const out: Record<string, EndpointDef> = {};
  for (const [name, def] of Object.entries(defs)) out[name] = { ...def, name };
  return out as Named<T>;
}

export const ENDPOINTS = defineEndpoints({
  // ── Sessions (§2.3, §7 auth rows) ────────────────────────────────────────────────────────────
  'auth.token': {
    method: 'POST',
    path: '/oauth/token',
    auth: 'public',
    body: tokenRequestSchema,
    bodyType: 'form',
    status: 200,
    response: tokenResponseSchema,
  },
  'auth.revoke': {
    method: 'DELETE',
    path: '/oauth/tokens/:accessToken',
    auth: 'public',
    params: revokeTokenParams,
    status: 204,
    response: null,
  },
  'auth.userinfo': {
    method: 'GET',
    path: '/api/usuario/userinfo',
    auth: 'signed-in',
    status: 200,
    response: userInfoResponseSchema,
  },
});

export type Endpoints = typeof ENDPOINTS;
export type EndpointName = keyof Endpoints;

/** Every endpoint, in table order. */
export const ENDPOINT_LIST: readonly EndpointDef[] = Object.values(ENDPOINTS);

/**
 * Fills the `:param` placeholders of a path. Values are URI-encoded.
 *
 * @example buildPath('/api/curso/:id', { id: 7 }) // '/api/curso/7'
 */
export function buildPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/:([A-Za-z_]+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing path parameter "${key}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** The inferred types of an endpoint's parts (`never` where the endpoint has none). */
type SchemaOf<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodType } ? S : never;
export type EndpointQuery<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'query'>>;
export type EndpointBody<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'body'>>;
export type EndpointParams<N extends EndpointName> = z.input<SchemaOf<Endpoints[N], 'params'>>;
export type EndpointResponse<N extends EndpointName> = Endpoints[N]['response'] extends z.ZodType
  ? z.output<Endpoints[N]['response']>
  : undefined;
