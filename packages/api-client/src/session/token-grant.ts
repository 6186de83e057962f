/**
 * The two token grants a page needs before it knows anything else: sign in with a password, and
 * trade the refresh cookie for a session. Nothing here loads the contract (zod and the
 * `ENDPOINTS` table, ~30 kB gzip): the back-office's sign-in page uses these to stay light, then
 * hands the session to the full client (`createApiClient(...).setSession(session)`).
 *
 * The full client makes the same calls through the contract; `token-grant.test.ts` checks that
 * both agree on the path, the header and the answer.
 */
import { ApiError, ContractError } from '../client/api-error.js';
import type { FetchLike } from '../client/transport.js';
import { SESSION_MODE_HEADER } from '../contract/session-mode.js';
import { createSession, type Session } from './session.js';

/** The path of `POST /oauth/token` (`ENDPOINTS['auth.token'].path`). */
export const TOKEN_PATH = '/oauth/token';

/**
 * The Web Lock every refresh of this browser runs under (cookie mode): two tabs never present
 * one rotating cookie twice, which the server would take for a stolen token.
 */
export const REFRESH_LOCK = 'hangar.session.refresh';

/** What the grants need of `ApiClientOptions`. */
export interface TokenGrantOptions {
  /** Origin (and optional prefix) of the API; `''` for the page's own. */
  baseUrl: string;
  clientId: number | string;
  clientSecret: string;
  /** @default 'body' */
  sessionMode?: 'body' | 'cookie';
  /** @default globalThis.fetch */
  fetch?: FetchLike;
  /** @default Date.now */
  now?: () => number;
}

function parse(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Sends a grant; resolves to the status and parsed body, rejects with `ApiError` 0 offline. */
async function postToken(
  options: TokenGrantOptions,
  body: Record<string, unknown>,
  signal?: AbortSignal,
): Promise<{ status: number; body: unknown }> {
  const headers: Record<string, string> = { Accept: 'application/json', 'Content-Type': 'application/json' };
  if (options.sessionMode === 'cookie') headers[SESSION_MODE_HEADER] = 'cookie';
  const fetchImpl = options.fetch ?? globalThis.fetch;
  try {
    const response = await fetchImpl(`${options.baseUrl.replace(/\/+$/, '')}${TOKEN_PATH}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
      signal: signal ?? null,
      // The refresh cookie, also from an API on another origin of the same site.
      credentials: options.sessionMode === 'cookie' ? 'include' : 'same-origin',
    });
    return { status: response.status, body: parse(await response.text()) };
  } catch (error) {
    if (error instanceof Error && error.name === 'AbortError') throw error;
    throw new ApiError(0, null, { cause: error });
  }
}

/** The session of a 2xx token answer; a `ContractError` when it is not one. */
function sessionOf(body: unknown, now: number): Session {
  const grant = body as { access_token?: unknown; refresh_token?: unknown; expires_in?: unknown };
  const expiresIn = typeof grant?.expires_in === 'string' ? Number(grant.expires_in) : grant?.expires_in;
  if (
    typeof grant?.access_token !== 'string' ||
    grant.access_token === '' ||
    typeof expiresIn !== 'number' ||
    !Number.isFinite(expiresIn) ||
    (grant.refresh_token !== undefined && typeof grant.refresh_token !== 'string')
  ) {
    throw new ContractError('auth.token', [{ message: 'not a token answer' }], body);
  }
  return createSession(
    {
      access_token: grant.access_token,
      refresh_token: grant.refresh_token as string | undefined,
      expires_in: expiresIn,
    },
    now,
  );
}

/**
 * Signs in with the password grant. Rejects with `ApiError` (401 wrong credentials, 422 field
 * map, 0 offline), as `ApiClient.signIn` does.
 * @example const session = await passwordGrant({ baseUrl: '', clientId: 2, clientSecret, sessionMode: 'cookie' }, email, password)
 */
export async function passwordGrant(
  options: TokenGrantOptions,
  username: string,
  password: string,
  signal?: AbortSignal,
): Promise<Session> {
  const answer = await postToken(
    options,
    {
      grant_type: 'password',
      client_id: options.clientId,
      client_secret: options.clientSecret,
      username,
      password,
    },
    signal,
  );
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
  return sessionOf(answer.body, (options.now ?? Date.now)());
}

/**
 * Cookie mode, on a page load: trades the refresh cookie for a session, under the browser-wide
 * {@link REFRESH_LOCK}. Resolves to `null` when there is no valid cookie (signed out), rejects
 * on a network failure, as `ApiClient.restore` does.
 */
export async function restoreCookieSession(options: TokenGrantOptions): Promise<Session | null> {
  const run = async () => {
    const answer = await postToken(
      { ...options, sessionMode: 'cookie' },
      { grant_type: 'refresh_token', client_id: options.clientId, client_secret: options.clientSecret },
    );
    if (answer.status >= 400 && answer.status < 500) return null;
    if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.body);
    return sessionOf(answer.body, (options.now ?? Date.now)());
  };
  const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return locks ? locks.request(REFRESH_LOCK, run) : run();
}
