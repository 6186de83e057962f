import type { Session } from '@hangar/api-client';
import { config } from './config';

// No contract here (no zod): main.tsx and sign-in.tsx ask for the user before the app's code has
// loaded. The app's API client takes the answer as that of its own first call (`lib/api.ts`).

/** The path of `GET /api/usuario/userinfo` (`ENDPOINTS['auth.userinfo'].path`; early-user.test.ts checks). */
export const USERINFO_PATH = '/api/usuario/userinfo';

/** The address of `GET /api/usuario/userinfo` on the API at `baseUrl`. */
export function userinfoUrl(baseUrl: string): string {
  return `${baseUrl.replace(/\/+$/, '')}${USERINFO_PATH}`;
}

/** The signed-in user, asked for with one session's access token before the app started. */
export interface EarlyUser {
  accessToken: string;
  /** The answer, whatever its status; `undefined` when the call failed. */
  response: Promise<Response | undefined>;
}

/**
 * Asks for the signed-in user as soon as a session is held, while the app's code downloads and
 * starts (issue 15): the route guard waits for the user's permissions, so this call used to
 * stand between the app's first render and the list's own call. Never rejects: a failed call
 * leaves the app to ask again.
 */
export function askForUserEarly(
  session: Session,
  baseUrl: string = config.apiUrl,
  fetchImpl: typeof fetch = globalThis.fetch,
): EarlyUser {
  const response = fetchImpl(userinfoUrl(baseUrl), {
    headers: { Accept: 'application/json', Authorization: `Bearer ${session.access_token}` },
  }).catch(() => undefined);
  return { accessToken: session.access_token, response };
}
