/**
 * Cookie mode (Hangar's own server): a `POST /oauth/token` sent with this header (value
 * `'cookie'`) gets its refresh token in an HttpOnly, SameSite=Strict cookie scoped to `/oauth`
 * instead of the body, and a refresh grant without `refresh_token` uses that cookie. Without the
 * header the answer is Passport's, refresh token in the body (the legacy API knows no other).
 *
 * In a module of its own, without zod, so the light sign-in (session/token-grant.ts) can send it.
 */
export const SESSION_MODE_HEADER = 'X-Hangar-Session';
