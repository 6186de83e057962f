/**
 * The refresh-token cookie of cookie mode (issue 16). Hangar's own app asks for it with the
 * `X-Hangar-Session: cookie` header on `POST /oauth/token`; the refresh token then travels only
 * in this cookie: HttpOnly (no script reads it), SameSite=Strict (no other site sends it), scoped
 * to `/oauth` (no other request carries it), Secure whenever the request came over TLS. Clients
 * that do not ask (the legacy Passport wire format, other apps) keep getting it in the body.
 *
 * One cookie with a fixed shape, read and written here in a few lines rather than through
 * @fastify/cookie: no plugin to register in app.ts for a single header.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';

/** The cookie's name. The `__Host-` prefix would demand Path=/, so a plain name scoped to /oauth. */
export const REFRESH_COOKIE = 'hangar_refresh';
/** The path the cookies are sent to: the token route and the revocation route. */
export const COOKIE_PATH = '/oauth';
/** The header (and value) a client sends to ask for cookie mode. */
export const SESSION_MODE_HEADER = 'x-hangar-session';

export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[SESSION_MODE_HEADER] === 'cookie';
}

/**
 * The value of cookie `name` in the request, if it has the shape of Hangar's tokens (base64url):
 * anything else is not ours, and is never decoded or echoed.
 */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

/**
 * Sets cookie `name` for the token route only: HttpOnly, SameSite=Strict, scoped to `/oauth`,
 * Secure over TLS. Fastify appends each `Set-Cookie`, so a reply may set more than one.
 */
export function writeCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  reply.header(
    'Set-Cookie',
    `${name}=${value}; Max-Age=${maxAgeSeconds}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`,
  );
}

/** The refresh token in the request's cookie, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  return readCookie(request, REFRESH_COOKIE);
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  maxAgeSeconds: number,
): void {
  writeCookie(request, reply, REFRESH_COOKIE, refreshToken, maxAgeSeconds);
  // The answer holds a fresh access token: never stored by a cache.
  reply.header('Cache-Control', 'no-store');
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  writeCookie(request, reply, REFRESH_COOKIE, '', 0);
}
