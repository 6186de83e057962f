/**
 * Cookie mode (issue 16): against Hangar's own server the refresh token lives in an HttpOnly
 * cookie the browser sends by itself; the client never sees it, keeps the access token in memory,
 * restores the session from the cookie when the page loads, and tells the app about an explicit
 * sign-out (to clear this device's drafts). Node's fetch keeps no cookies, so the token server
 * below stands for the cookie by what the client sends: the mode header and no refresh_token.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS } from '../contract/index.js';
import { localSessionStorage, type WebStorageLike } from '../session/storage.js';
import { createApiClient } from './create-api-client.js';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  vi.unstubAllGlobals();
});
afterAll(() => server.close());

const userinfo = {
  data: {
    id: 1,
    nome: 'Ana',
    email: 'admin@hangar.dev',
    permissoes: [],
    pessoa: { nome: 'Ana', imagem_url: null },
    perfis: [],
  },
};

/** Hangar's token route in cookie mode: `cookieValid` says whether the browser holds a good cookie. */
function cookieServer(state: { cookieValid: boolean; delayMs?: number }) {
  const seen = {
    password: [] as Record<string, unknown>[],
    refresh: [] as Record<string, unknown>[],
    modes: [] as (string | null)[],
  };
  const valid = new Set<string>();
  let n = 0;
  const pair = () => {
    const access = `access-${++n}`;
    valid.add(access);
    return { token_type: 'Bearer', expires_in: 3600, access_token: access };
  };
  server.use(
    http.post(`${BASE}/oauth/token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.modes.push(request.headers.get('x-hangar-session'));
      if (body.grant_type === 'password') {
        seen.password.push(body);
        state.cookieValid = true;
        return HttpResponse.json(pair());
      }
      seen.refresh.push(body);
      if (state.delayMs) await new Promise((r) => setTimeout(r, state.delayMs));
      if (!state.cookieValid)
        return HttpResponse.json({ message: 'Usuário ou senha incorretos!' }, { status: 401 });
      return HttpResponse.json(pair());
    }),
    http.get(`${BASE}/api/usuario/userinfo`, ({ request }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      return valid.has(token)
        ? HttpResponse.json(userinfo)
        : HttpResponse.json({ message: 'Sessão expirada' }, { status: 401 });
    }),
    http.delete(`${BASE}/oauth/tokens/:token`, ({ params }) => {
      valid.delete(params.token as string);
      state.cookieValid = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return { seen, expire: () => valid.clear() };
}

const options = {
  baseUrl: BASE,
  clientId: 2,
  clientSecret: 'hangar-dev-secret',
  sessionMode: 'cookie' as const,
};

describe('cookie mode', () => {
  it('signs in asking for the cookie, and keeps no refresh token anywhere the page can read', async () => {
    const { seen } = cookieServer({ cookieValid: false });
    const web = new Map<string, string>();
    const storage: WebStorageLike = {
      getItem: (k) => web.get(k) ?? null,
      setItem: (k, v) => void web.set(k, v),
      removeItem: (k) => void web.delete(k),
    };
    const client = createApiClient({ ...options, storage: localSessionStorage({ storage }) });
    const session = await client.signIn('admin@hangar.dev', 'hangar123');
    expect(seen.modes).toEqual(['cookie']);
    expect(session.refresh_token).toBeUndefined();
    expect(JSON.stringify([...web.values()])).not.toContain('refresh');
  });

  it('restores the session from the cookie at page load; without one it resolves null quietly', async () => {
    const state = { cookieValid: true };
    const { seen } = cookieServer(state);
    const onSessionEnd = vi.fn();
    const changes: string[] = [];
    const client = createApiClient({ ...options, onSessionEnd });
    client.subscribe((_s, change) => changes.push(change));
    const restored = await client.restore();
    expect(restored?.access_token).toBe('access-1');
    expect(seen.refresh).toEqual([
      { grant_type: 'refresh_token', client_id: 2, client_secret: 'hangar-dev-secret' },
    ]);
    expect(changes).toEqual(['restore']);
    // Holding a session already, restore() does not refresh again.
    await client.restore();
    expect(seen.refresh).toHaveLength(1);

    state.cookieValid = false;
    const fresh = createApiClient({ ...options, onSessionEnd });
    expect(await fresh.restore()).toBeNull();
    expect(fresh.getSession()).toBeNull();
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('refreshes once for any number of calls that get a 401, without sending a refresh token', async () => {
    const state = { cookieValid: true, delayMs: 20 };
    const server = cookieServer(state);
    const client = createApiClient(options);
    await client.signIn('admin@hangar.dev', 'hangar123');
    server.expire();
    const results = await Promise.all(Array.from({ length: 5 }, () => client.auth.userinfo()));
    expect(results.map((r) => r.data.id)).toEqual([1, 1, 1, 1, 1]);
    expect(server.seen.refresh).toHaveLength(1);
    expect(server.seen.refresh[0]).not.toHaveProperty('refresh_token');
  });

  it('serialises refreshes across tabs with the Web Locks API', async () => {
    cookieServer({ cookieValid: true });
    const request = vi.fn((_name: string, fn: () => Promise<unknown>) => fn());
    vi.stubGlobal('navigator', { locks: { request } });
    const client = createApiClient(options);
    await client.restore();
    expect(request).toHaveBeenCalledTimes(1);
    expect(request.mock.calls[0]![0]).toBe('hangar.session.refresh');
  });

  it('calls onSignOut after an explicit sign-out only, never when the session ends on its own', async () => {
    const state = { cookieValid: true };
    const server = cookieServer(state);
    const onSignOut = vi.fn();
    const onSessionEnd = vi.fn();
    const changes: string[] = [];
    const client = createApiClient({ ...options, onSignOut, onSessionEnd });
    client.subscribe((_s, change) => changes.push(change));

    await client.signIn('admin@hangar.dev', 'hangar123');
    server.expire();
    state.cookieValid = false;
    await expect(client.auth.userinfo()).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(onSignOut).not.toHaveBeenCalled();

    await client.signIn('admin@hangar.dev', 'hangar123');
    await client.signOut();
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(client.getSession()).toBeNull();
    expect(changes).toEqual(['sign-in', 'end', 'sign-in', 'sign-out']);
  });

  it('body mode (the legacy API) sends the refresh token in the body and no mode header', async () => {
    const seen: Record<string, unknown>[] = [];
    const modes: (string | null)[] = [];
    server.use(
      http.post(`${BASE}/oauth/token`, async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        seen.push(body);
        modes.push(request.headers.get('x-hangar-session'));
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 3600,
          access_token: 'a',
          refresh_token: 'r',
        });
      }),
    );
    const client = createApiClient({ ...options, sessionMode: 'body' });
    await client.signIn('admin@hangar.dev', 'hangar123');
    expect(client.getSession()?.refresh_token).toBe('r');
    await client.refresh();
    expect(seen[1]).toMatchObject({ grant_type: 'refresh_token', refresh_token: 'r' });
    expect(modes).toEqual([null, null]);
    expect(await client.restore()).toBe(client.getSession());
  });

  it('sends the cookie with its /oauth calls only (credentials include), for an API on another origin', async () => {
    cookieServer({ cookieValid: true });
    const sent: { url: string; credentials: RequestCredentials | undefined }[] = [];
    const recording = (mode: 'cookie' | 'body') =>
      createApiClient({
        ...options,
        sessionMode: mode,
        fetch: (url, init) => {
          sent.push({ url: url.replace(BASE, ''), credentials: init.credentials });
          return globalThis.fetch(url, init);
        },
      });
    const client = recording('cookie');
    await client.restore();
    await client.request(ENDPOINTS['auth.userinfo']);
    await client.signOut();
    expect(sent).toEqual([
      { url: '/oauth/token', credentials: 'include' },
      { url: '/api/usuario/userinfo', credentials: undefined },
      { url: '/oauth/tokens/access-1', credentials: 'include' },
    ]);
    // Body mode has no cookie to send.
    sent.length = 0;
    await recording('body').signIn('admin@hangar.dev', 'hangar123');
    expect(sent).toEqual([{ url: '/oauth/token', credentials: undefined }]);
  });
});
