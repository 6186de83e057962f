/**
 * Where the API lives and which OAuth client the app is. The defaults fit `pnpm start` and
 * `pnpm dev` (same origin); set VITE_API_URL, VITE_CLIENT_ID, VITE_CLIENT_SECRET and
 * VITE_SESSION_MODE at build time to point the app at another server that speaks the same
 * contract. A browser app's client
 * secret is public by nature: the server must not rely on it.
 */
export const config = {
  apiUrl: import.meta.env.VITE_API_URL ?? '',
  clientId: import.meta.env.VITE_CLIENT_ID ?? '2',
  clientSecret: import.meta.env.VITE_CLIENT_SECRET ?? 'hangar-dev-secret',
  /**
   * `cookie` (Hangar's own server): the refresh token in an HttpOnly cookie, the access token in
   * memory. `body` (VITE_SESSION_MODE=body, for the legacy API, which knows no cookie): both in
   * localStorage, as the legacy app kept them.
   */
  sessionMode: import.meta.env.VITE_SESSION_MODE === 'body' ? ('body' as const) : ('cookie' as const),
} as const;

/** What the light token grants (`passwordGrant`, `restoreCookieSession`) need, in cookie mode. */
export const tokenGrantOptions = {
  baseUrl: config.apiUrl,
  clientId: config.clientId,
  clientSecret: config.clientSecret,
  sessionMode: 'cookie',
} as const;
