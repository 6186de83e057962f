import { type QueryInput, toQueryString } from '../contract/common.js';
import {
  buildPath,
  ENDPOINT_LIST,
  ENDPOINTS,
  type EndpointName,
  type Endpoints,
} from '../contract/endpoints.js';
import { acceptsIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from '../contract/idempotency.js';
import { SESSION_MODE_HEADER } from '../contract/session-mode.js';
import { createSession, isSessionExpired, type Session } from '../session/session.js';
import { memorySessionStorage, type SessionStorage } from '../session/storage.js';
import { REFRESH_LOCK } from '../session/token-grant.js';
import { ApiError, ContractError } from './api-error.js';
import {
  type FetchLike,
  type OutgoingRequest,
  type RawResponse,
  runtimeXhr,
  sendWithFetch,
  sendWithXhr,
  type XhrConstructor,
} from './transport.js';
import type { AnyEndpoint, CallOptions, RequestInput, ResponseOf, TypedApi } from './types.js';

/** The untyped shape of a request's input, used inside the client. */
type LooseInput = { params?: unknown; query?: unknown; body?: unknown } & CallOptions;

/** Options of `createApiClient`. */
export interface ApiClientOptions {
  /**
   * Origin (and optional prefix) the contract's paths are appended to, e.g.
   * `'http://127.0.0.1:3000'`. Use `''` for the page's own origin.
   */
  baseUrl: string;
  /** The OAuth client id (`2` for the back-office). */
  clientId: number | string;
  /** The OAuth client secret (public by nature in a browser app). */
  clientSecret: string;
  /**
   * Where the refresh token lives.
   * - `'body'`: Passport's wire format, as the legacy API speaks it: the refresh token arrives in
   *   the token response and is kept in `storage` with the access token.
   * - `'cookie'`: Hangar's own server (same site): the token route is asked (header
   *   `X-Hangar-Session: cookie`) to keep the refresh token in an HttpOnly, SameSite=Strict
   *   cookie scoped to `/oauth`, which no script can read; the session (the access token) stays
   *   in memory, and `restore()` trades the cookie for a new one when the page loads. Refreshes
   *   are serialised across tabs with the Web Locks API, so two tabs never present one cookie
   *   twice (the server would take that as a stolen token and end the session).
   * @default 'body'
   */
  sessionMode?: 'body' | 'cookie';
  /**
   * Where the session is kept. In cookie mode leave it out: the access token belongs in memory.
   * @default memorySessionStorage()
   */
  storage?: SessionStorage;
  /** The `fetch` to use; looked up on every call so test interceptors apply. @default globalThis.fetch */
  fetch?: FetchLike;
  /** The clock (epoch ms), used for `expires_in_date`. @default Date.now */
  now?: () => number;
  /**
   * Called when the session ends on its own: a refresh failed, so the stored session was
   * cleared. The back-office reloads the page here (§4, §8). Not called by `signOut()`.
   */
  onSessionEnd?: () => void;
  /**
   * Called after an explicit `signOut()` has cleared the session (not when it ends on its own):
   * the moment to forget what this device kept for the user, such as form drafts.
   */
  onSignOut?: () => void;
  /** The `XMLHttpRequest` used for uploads. @default globalThis.XMLHttpRequest (when present) */
  xhr?: XhrConstructor;
}

/** Why the session changed. `'sign-out'` is an explicit sign-out; `'end'` a refused refresh. */
export type SessionChange = 'sign-in' | 'refresh' | 'restore' | 'sign-out' | 'end' | 'set' | 'other-tab';

/** Listens to session changes (sign-in, refresh, sign-out, session end). */
export type SessionListener = (session: Session | null, change: SessionChange) => void;

/** The session half of the client. */
export interface SessionApi {
  /**
   * Signs in with the password grant and stores the session (`expires_in_date = now + expires_in`).
   * Rejects with `ApiError` (401 wrong credentials, 422 field map).
   */
  signIn(username: string, password: string, options?: { signal?: AbortSignal }): Promise<Session>;
  /**
   * Revokes the access token (`DELETE /oauth/tokens/{token}`, which also drops the refresh cookie
   * in cookie mode), then clears the session, even if the revoke failed, and calls `onSignOut`.
   */
  signOut(): Promise<void>;
  /** The current session, or `null`. */
  getSession(): Session | null;
  /** Replaces the session (e.g. seeding a story with `mockSession('admin')`); `null` clears it. */
  setSession(session: Session | null): void;
  /** Calls `listener` on every session change; returns the unsubscribe function. */
  subscribe(listener: SessionListener): () => void;
  /**
   * Runs the refresh grant now. Concurrent callers share one refresh. Resolves to the new session,
   * or `null` when the refresh was refused (the session is then cleared and `onSessionEnd` called).
   */
  refresh(): Promise<Session | null>;
  /**
   * Cookie mode: when no session is held (a page load), trades the refresh cookie for a session.
   * Resolves to it, or `null` when there is no valid cookie (signed out; `onSessionEnd` is not
   * called). Rejects on a network failure. In body mode, resolves to the stored session.
   *
   * @example await api.restore(); render(<App />) // signed in again after a reload
   */
  restore(): Promise<Session | null>;
}

/** The generic half of the client. */
export interface RequestApi {
  /**
   * Calls any endpoint definition: fills `:params`, serialises the query PHP-style, sends the body
   * as JSON (or multipart), adds the Bearer header, refreshes once on a 401 and replays, and
   * parses the answer with the endpoint's schema.
   *
   * @example client.request(ENDPOINTS['auth.userinfo'])
   */
  request<E extends AnyEndpoint>(endpoint: E, input?: RequestInput<E>): Promise<ResponseOf<E>>;
  /**
   * Calls an endpoint by its `ENDPOINTS` name.
   *
   * @example client.call('auth.userinfo')
   */
  call<N extends EndpointName>(
    name: N,
    input?: RequestInput<Endpoints[N]>,
  ): Promise<ResponseOf<Endpoints[N]>>;
}

/** The client: session functions, `request`/`call`, and one typed function per endpoint. */
export type ApiClient = SessionApi & RequestApi & TypedApi;

const CLIENT_ERROR_REFRESH = (status: number) => status >= 400 && status < 500;

function parseBody(text: string): unknown {
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function toFormData(body: Record<string, unknown>): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined || value === null) continue;
    if (typeof Blob !== 'undefined' && value instanceof Blob) {
      const name = (value as { name?: unknown }).name;
      form.append(key, value, typeof name === 'string' ? name : key);
    } else if (Array.isArray(value)) {
      for (const item of value) form.append(`${key}[]`, String(item));
    } else {
      form.append(key, typeof value === 'boolean' ? (value ? '1' : '0') : String(value));
    }
  }
  return form;
}

/**
 * Creates the typed API client with its session.
 *
 * @example
 * const api = createApiClient({
 *   baseUrl: '',
 *   clientId: 2,
 *   clientSecret: 'hangar-dev-secret',
 *   storage: localSessionStorage(),
 *   onSessionEnd: () => window.location.reload(),
 * });
 * await api.signIn('admin@hangar.dev', 'hangar123');
 * const { data } = await api.cursos.list({ query: { page: 1, per_page: 15 } });
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const cookieMode = options.sessionMode === 'cookie';
  const storage = options.storage ?? memorySessionStorage();
  const now = options.now ?? Date.now;
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const fetchImpl: FetchLike = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);
  const listeners = new Set<SessionListener>();

  let session: Session | null = storage.load();
  let refreshing: Promise<Session | null> | null = null;

  const notify = (change: SessionChange) => {
    for (const listener of [...listeners]) listener(session, change);
  };
  const store = (next: Session | null, change: SessionChange) => {
    session = next;
    if (next) storage.save(next);
    else storage.clear();
    notify(change);
  };
  storage.watch?.((next) => {
    session = next;
    notify('other-tab');
  });

  function buildRequest(endpoint: AnyEndpoint, input: LooseInput, token: string | null) {
    const params = (input.params ?? {}) as Record<string, string | number>;
    const url = `${baseUrl}${buildPath(endpoint.path, params)}${toQueryString(input.query as QueryInput | undefined)}`;
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (token) headers.Authorization = `Bearer ${token}`;
    // The refresh cookie is scoped to /oauth; `include` lets it travel to an API on another
    // origin of the same site too (the server lists that origin: HANGAR_CORS_ORIGINS).
    const sessionCall = cookieMode && endpoint.path.startsWith('/oauth/');
    if (sessionCall) headers[SESSION_MODE_HEADER] = 'cookie';
    if (input.idempotencyKey && acceptsIdempotencyKey(endpoint)) {
      headers[IDEMPOTENCY_KEY_HEADER] = input.idempotencyKey;
    }
    let body: OutgoingRequest['body'];
    if (input.body !== undefined && endpoint.method !== 'GET') {
      if (endpoint.bodyType === 'multipart') {
        body = toFormData(input.body as Record<string, unknown>);
      } else {
        body = JSON.stringify(input.body);
        headers['Content-Type'] = 'application/json';
      }
    }
    return {
      method: endpoint.method,
      url,
      headers,
      body,
      signal: input.signal,
      credentials: sessionCall ? 'include' : undefined,
    } satisfies OutgoingRequest;
  }

  async function send(endpoint: AnyEndpoint, input: LooseInput, token: string | null) {
    const outgoing = buildRequest(endpoint, input, token);
    const Xhr = options.xhr ?? runtimeXhr();
    try {
      if (endpoint.bodyType === 'multipart' && Xhr) return await sendWithXhr(Xhr, outgoing, input.onProgress);
      const raw = await sendWithFetch(fetchImpl, outgoing);
      if (endpoint.bodyType === 'multipart') input.onProgress?.(1);
      return raw;
    } catch (error) {
      if (isAbort(error)) throw error;
      throw new ApiError(0, null, { cause: error });
    }
  }

  function interpret<E extends AnyEndpoint>(endpoint: E, raw: RawResponse): ResponseOf<E> {
    const body = parseBody(raw.text);
    if (raw.status < 200 || raw.status >= 300) throw new ApiError(raw.status, body);
    if (endpoint.response === null) return undefined as ResponseOf<E>;
    const parsed = endpoint.response.safeParse(body);
    if (!parsed.success) throw new ContractError(endpoint.name, parsed.error.issues, body);
    return parsed.data as ResponseOf<E>;
  }

  function endSession() {
    store(null, 'end');
    options.onSessionEnd?.();
  }

  /**
   * Cookie mode: one refresh at a time across this browser's tabs (Web Locks, where present), so
   * a rotated cookie is never presented twice. Elsewhere the call just runs.
   */
  function exclusive<T>(fn: () => Promise<T>): Promise<T> {
    const locks = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
    if (!cookieMode || !locks) return fn();
    return locks.request(REFRESH_LOCK, fn) as Promise<T>;
  }

  /** `current` is null when restoring (cookie mode, nothing held yet). */
  async function runRefresh(current: Session | null): Promise<Session | null> {
    // A network failure rejects here and keeps the session: offline is not signed out.
    const raw = await exclusive(() =>
      send(
        ENDPOINTS['auth.token'],
        {
          body: {
            grant_type: 'refresh_token',
            client_id: options.clientId,
            client_secret: options.clientSecret,
            // Cookie mode sends none: the server reads the HttpOnly cookie.
            ...(cookieMode ? {} : { refresh_token: current?.refresh_token ?? '' }),
          },
        },
        null,
      ),
    );
    if (CLIENT_ERROR_REFRESH(raw.status)) {
      // The refresh token was refused (expired, revoked or already used): the session is over,
      // unless it moved on meanwhile (another tab stored a newer one).
      const unchanged =
        session === current ||
        (session !== null &&
          current !== null &&
          session.refresh_token === current.refresh_token &&
          !cookieMode);
      if (current && unchanged) endSession();
      return null;
    }
    const grant = interpret(ENDPOINTS['auth.token'], raw);
    const next = createSession(grant, now());
    store(next, current ? 'refresh' : 'restore');
    return next;
  }

  /**
   * The single-flight refresh. `staleToken` is the access token a 401 was answered to: when the
   * session has already moved on (another call refreshed meanwhile) the new session is used
   * without a second refresh.
   */
  function refreshSession(staleToken?: string, restoring = false): Promise<Session | null> {
    const current = session;
    if (!current && !restoring) return Promise.resolve(null);
    if (current && staleToken !== undefined && current.access_token !== staleToken && !refreshing) {
      return Promise.resolve(current);
    }
    if (!refreshing) {
      refreshing = runRefresh(current).finally(() => {
        refreshing = null;
      });
    }
    return refreshing;
  }

  async function request<E extends AnyEndpoint>(
    endpoint: E,
    input: RequestInput<E> = {} as RequestInput<E>,
  ): Promise<ResponseOf<E>> {
    const anyInput = input as LooseInput;
    if (endpoint.auth === 'public') return interpret(endpoint, await send(endpoint, anyInput, null));

    // A token the clock already knows is expired is refreshed before it is sent (one refresh for all).
    if (refreshing) await refreshing;
    else if (session && isSessionExpired(session, now())) await refreshSession();
    const token = session?.access_token ?? null;
    const first = await send(endpoint, anyInput, token);
    if (first.status !== 401 || token === null) return interpret(endpoint, first);

    const fresh = await refreshSession(token);
    if (!fresh) return interpret(endpoint, first);
    return interpret(endpoint, await send(endpoint, anyInput, fresh.access_token));
  }

  const sessionApi: SessionApi = {
    async signIn(username, password, signInOptions) {
      const grant = await request(ENDPOINTS['auth.token'], {
        body: {
          grant_type: 'password',
          client_id: options.clientId,
          client_secret: options.clientSecret,
          username,
          password,
        },
        ...(signInOptions?.signal ? { signal: signInOptions.signal } : {}),
      });
      const next = createSession(grant, now());
      store(next, 'sign-in');
      return next;
    },
    async signOut() {
      const current = session;
      if (current) {
        try {
          const outgoing = buildRequest(
            ENDPOINTS['auth.revoke'],
            { params: { accessToken: current.access_token } },
            current.access_token,
          );
          await sendWithFetch(fetchImpl, outgoing);
        } catch {
          // Revoking is best effort: the local session is cleared either way.
        }
      }
      store(null, 'sign-out');
      options.onSignOut?.();
    },
    getSession: () => session,
    setSession: (next) => store(next, 'set'),
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    refresh: () => refreshSession(),
    async restore() {
      if (session || !cookieMode) return session;
      return refreshSession(undefined, true);
    },
  };

  const requestApi: RequestApi = {
    request,
    call: (name, input) => request(ENDPOINTS[name], input as never) as never,
  };

  const typed: Record<string, unknown> = {};
  for (const endpoint of ENDPOINT_LIST) {
    const path = endpoint.name.split('.');
    const leaf = path.pop()!;
    let node = typed;
    for (const key of path) {
      node[key] ??= {};
      node = node[key] as Record<string, unknown>;
    }
    node[leaf] = (input?: unknown) => request(endpoint, (input ?? {}) as never);
  }

  return Object.assign(typed, requestApi, sessionApi) as unknown as ApiClient;
}
