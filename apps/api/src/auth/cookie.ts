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
/** The path the cookie is sent to: the token route and the revocation route. */
export const REFRESH_COOKIE_PATH = '/oauth';
/** The header (and value) a client sends to ask for cookie mode. */
export const SESSION_MODE_HEADER = 'x-hangar-session';

export function wantsCookieSession(request: FastifyRequest): boolean {
  return request.headers[SESSION_MODE_HEADER] === 'cookie';
}

/** The refresh token in the request's cookie, if any. */
export function readRefreshCookie(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  if (typeof header !== 'string') return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === REFRESH_COOKIE) {
      const value = part.slice(eq + 1).trim();
      // Tokens are base64url: anything else is not ours (and is never decoded or echoed).
      return /^[A-Za-z0-9_-]{1,200}$/.test(value) ? value : undefined;
    }
  }
  return undefined;
}

function cookie(request: FastifyRequest, value: string, maxAge: number): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${REFRESH_COOKIE}=${value}; Max-Age=${maxAge}; Path=${REFRESH_COOKIE_PATH}; HttpOnly; SameSite=Strict${secure}`;
}

export function setRefreshCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  refreshToken: string,
  maxAgeSeconds: number,
): void {
  reply.header('Set-Cookie', cookie(request, refreshToken, maxAgeSeconds));
  // The answer holds a fresh access token: never stored by a cache.
  reply.header('Cache-Control', 'no-store');
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.header('Set-Cookie', cookie(request, '', 0));
}
