import { type ApiClient, createApiClient, type FetchLike, localSessionStorage } from '@hangar/api-client';
import { config } from './config';
import { DRAFT_PREFIX } from './draft-prefix';
import { type EarlyUser, userinfoUrl } from './early-user';

let client: ApiClient | undefined;
let earlyUser: EarlyUser | undefined;

/** Hands the app's client the user asked for before the app started (boot.tsx). */
export function offerEarlyUser(early: EarlyUser | undefined): void {
  earlyUser = early;
}

/**
 * `fetch` for the app's client: its first `GET /api/usuario/userinfo` with the token the early
 * call used gets that call's answer instead of a new trip, once. The client then treats it as its
 * own (a 401 refreshes the token and asks again, the contract checks the body); a failed early
 * call, or another session, asks the network.
 */
export function fetchTakingEarlyUser(baseUrl: string, fetchImpl: FetchLike): FetchLike {
  const earlyUrl = userinfoUrl(baseUrl);
  return async (input, init) => {
    const early = earlyUser;
    const authorization = new Headers(init.headers).get('Authorization');
    if (
      early &&
      input === earlyUrl &&
      (init.method ?? 'GET') === 'GET' &&
      authorization === `Bearer ${early.accessToken}`
    ) {
      earlyUser = undefined;
      const response = await early.response;
      if (response) return response;
    }
    return fetchImpl(input, init);
  };
}

/**
 * Forgets every form draft kept on this device: an explicit sign-out means the person is done
 * here (a session that merely expired keeps them, §4).
 */
function clearDeviceDrafts(): void {
  try {
    const storage = window.localStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(`${DRAFT_PREFIX}:`)) storage.removeItem(key);
  } catch {
    // Storage unavailable: nothing was kept.
  }
}

/**
 * The app's one API client (created on first use). Against Hangar's own server (the default) the
 * refresh token lives in an HttpOnly cookie and the access token only in memory, so no script on
 * the page can read a token from storage; `restoreAppSession()` picks the session up again after
 * a reload. Pointed at the legacy API (`VITE_SESSION_MODE=body`), the session is kept in
 * localStorage as the legacy app did. When a refresh is refused the session has ended (§4): the
 * page reloads, which lands on /auth/login.
 */
export function createAppApiClient(): ApiClient {
  client ??= createApiClient({
    baseUrl: config.apiUrl,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    sessionMode: config.sessionMode,
    fetch: fetchTakingEarlyUser(config.apiUrl, (input, init) => globalThis.fetch(input, init)),
    ...(config.sessionMode === 'body' ? { storage: localSessionStorage() } : {}),
    onSessionEnd: () => window.location.reload(),
    onSignOut: clearDeviceDrafts,
  });
  return client;
}

/**
 * Called once before the first render: in cookie mode, trades the refresh cookie for a session
 * (signed out when there is none, or the server cannot be reached).
 */
export async function restoreAppSession(): Promise<void> {
  await createAppApiClient()
    .restore()
    .catch(() => null);
}
