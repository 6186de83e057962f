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

/**
 * Where the browser finds a file the API stored, given the address the API answered for it.
 * Hangar's server answers a path on its own origin (`/uploads/…`); with the app on another
 * origin (VITE_API_URL) that path must be read against the API's, or every image and material
 * link points at the app's host. Absolute addresses (the legacy API's), `blob:` and `data:`
 * previews are kept as they are. Only for showing: records keep the address the API answered.
 * @example resolveUploadUrl('/uploads/a.png', 'https://api.example.com') // 'https://api.example.com/uploads/a.png'
 */
export function resolveUploadUrl(url: string, apiUrl: string): string {
  if (!apiUrl || !url.startsWith('/') || url.startsWith('//')) return url;
  return `${apiUrl.replace(/\/+$/, '')}${url}`;
}

/** {@link resolveUploadUrl} against this build's API; `null` stays `null`. */
export function uploadUrl<T extends string | null | undefined>(url: T): T {
  return (url ? resolveUploadUrl(url, config.apiUrl) : url) as T;
}
