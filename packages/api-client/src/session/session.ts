// No zod here: the sign-in page builds sessions without loading the contract (see
// token-grant.ts); `sessionSchema` (session-schema.ts) checks a stored one.

/**
 * The signed-in session of §3: the tokens of `POST /oauth/token` plus `expires_in_date`, the
 * moment the access token expires, computed once at sign-in (or refresh) as now + expires_in.
 */
export interface Session {
  access_token: string;
  /** Absent in cookie mode: the refresh token then lives only in an HttpOnly cookie. */
  refresh_token?: string | undefined;
  /** Lifetime of the access token in seconds, as the server sent it. */
  expires_in: number;
  /** ISO-8601 instant (UTC) when the access token expires. */
  expires_in_date: string;
}

/** The part of a token response a session is made of. */
export interface TokenGrant {
  access_token: string;
  /** Absent in cookie mode. */
  refresh_token?: string | undefined;
  expires_in: number;
}

/**
 * Builds a session from a token response: `expires_in_date = now + expires_in`.
 *
 * @example createSession({ access_token: 'a', refresh_token: 'r', expires_in: 3600 }, Date.now())
 */
export function createSession(grant: TokenGrant, now: number): Session {
  return {
    access_token: grant.access_token,
    ...(grant.refresh_token ? { refresh_token: grant.refresh_token } : {}),
    expires_in: grant.expires_in,
    expires_in_date: new Date(now + grant.expires_in * 1000).toISOString(),
  };
}

/** True when the access token's `expires_in_date` is at or before `now` (epoch ms). */
export function isSessionExpired(session: Session, now: number): boolean {
  const expiry = Date.parse(session.expires_in_date);
  return Number.isNaN(expiry) || expiry <= now;
}
