import { ERROR_MESSAGES } from '@hangar/domain';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import type { EndpointDef } from '../contract/endpoints.js';
import { createSession, type Session } from '../session/session.js';
import { memorySessionStorage } from '../session/storage.js';
import { ApiError, ContractError } from './api-error.js';
import { createApiClient } from './create-api-client.js';

const BASE = 'http://api.test';
const NOW = Date.parse('2026-03-01T12:00:00.000Z');

const userinfo = {
  data: {
    id: 1,
    nome: 'Ana',
    email: 'admin@hangar.dev',
    permissoes: ['curso.visualizar'],
    pessoa: { nome: 'Ana', imagem_url: null },
    perfis: [{ id: 1, nome: 'Administrador' }],
  },
};

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function sessionWith(access: string, refresh: string, expiresAt = NOW + 3_600_000): Session {
  return {
    access_token: access,
    refresh_token: refresh,
    expires_in: 3600,
    expires_in_date: new Date(expiresAt).toISOString(),
  };
}

/** A tiny token server: `valid` access tokens pass, `refreshes` maps a refresh token to a new pair. */
function tokenServer(opts: { valid: Set<string>; refreshes: Map<string, string>; refreshDelayMs?: number }) {
  const calls = { refresh: 0, userinfo: 0, rejected: 0, revoked: [] as string[] };
  server.use(
    http.post(`${BASE}/oauth/token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, string>;
      if (body.grant_type !== 'refresh_token')
        return HttpResponse.json({ message: 'unexpected' }, { status: 400 });
      calls.refresh += 1;
      if (opts.refreshDelayMs) await new Promise((r) => setTimeout(r, opts.refreshDelayMs));
      const next = opts.refreshes.get(body.refresh_token ?? '');
      if (!next) return HttpResponse.json({ message: 'The refresh token is invalid.' }, { status: 401 });
      opts.refreshes.delete(body.refresh_token ?? '');
      opts.valid.add(next);
      return HttpResponse.json({
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: next,
        refresh_token: `${next}-refresh`,
      });
    }),
    http.get(`${BASE}/api/usuario/userinfo`, ({ request }) => {
      const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
      if (!opts.valid.has(token)) {
        calls.rejected += 1;
        return HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 });
      }
      calls.userinfo += 1;
      return HttpResponse.json(userinfo);
    }),
    http.delete(`${BASE}/oauth/tokens/:token`, ({ params, request }) => {
      calls.revoked.push(`${params.token as string}|${request.headers.get('authorization')}`);
      opts.valid.delete(params.token as string);
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
}

const options = { baseUrl: BASE, clientId: 2, clientSecret: 'hangar-dev-secret', now: () => NOW };

describe('signIn', () => {
  it('sends the password grant and stores expires_in_date = now + expires_in', async () => {
    let received: unknown;
    server.use(
      http.post(`${BASE}/oauth/token`, async ({ request }) => {
        received = await request.json();
        return HttpResponse.json({
          token_type: 'Bearer',
          expires_in: 7200,
          access_token: 'a1',
          refresh_token: 'r1',
        });
      }),
    );
    const storage = memorySessionStorage();
    const client = createApiClient({ ...options, storage });
    const listener = vi.fn();
    client.subscribe(listener);

    const session = await client.signIn('admin@hangar.dev', 'hangar123');

    expect(received).toEqual({
      grant_type: 'password',
      client_id: 2,
      client_secret: 'hangar-dev-secret',
      username: 'admin@hangar.dev',
      password: 'hangar123',
    });
    expect(session).toEqual({
      access_token: 'a1',
      refresh_token: 'r1',
      expires_in: 7200,
      expires_in_date: '2026-03-01T14:00:00.000Z',
    });
    expect(storage.load()).toEqual(session);
    expect(client.getSession()).toEqual(session);
    expect(listener).toHaveBeenCalledWith(session, 'sign-in');
  });

  it('rejects wrong credentials with ApiError 401 and stores nothing', async () => {
    server.use(
      http.post(`${BASE}/oauth/token`, () =>
        HttpResponse.json({ message: 'The user credentials were incorrect.' }, { status: 401 }),
      ),
    );
    const client = createApiClient(options);
    const error = await client.signIn('admin@hangar.dev', 'nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect((error as ApiError).message).toBe('The user credentials were incorrect.');
    expect(client.getSession()).toBeNull();
  });

  it('keeps a 422 field map as the error body', async () => {
    const fieldErrors = { username: ['Informe o e-mail'] };
    server.use(http.post(`${BASE}/oauth/token`, () => HttpResponse.json(fieldErrors, { status: 422 })));
    const client = createApiClient(options);
    const error = (await client.signIn('', 'x').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.body).toEqual(fieldErrors);
    expect(error.fieldErrors).toEqual(fieldErrors);
    expect(error.isValidation).toBe(true);
    expect(error.message).toBe('Informe o e-mail');
  });

  it("says a failure without a message in the product's Portuguese: no answer, or an answer with no text", async () => {
    server.use(http.post(`${BASE}/oauth/token`, () => HttpResponse.error()));
    const client = createApiClient(options);
    const offline = (await client.signIn('a@b.c', 'x').catch((e: unknown) => e)) as ApiError;
    expect(offline.status).toBe(0);
    expect(offline.message).toBe(ERROR_MESSAGES.unreachable);
    server.use(http.post(`${BASE}/oauth/token`, () => new HttpResponse(null, { status: 502 })));
    const bare = (await client.signIn('a@b.c', 'x').catch((e: unknown) => e)) as ApiError;
    expect(bare.status).toBe(502);
    expect(bare.message).toBe(`${ERROR_MESSAGES.generic} (HTTP 502)`);
  });
});

describe('Bearer header and the single-flight refresh', () => {
  it('adds the Bearer header to protected calls', async () => {
    const calls = tokenServer({ valid: new Set(['good']), refreshes: new Map() });
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('good', 'r')) });
    await expect(client.auth.userinfo()).resolves.toEqual(userinfo);
    expect(calls).toMatchObject({ userinfo: 1, refresh: 0, rejected: 0 });
  });

  it('20 concurrent calls with a token the server rejects: exactly one refresh, 20 successes', async () => {
    const calls = tokenServer({
      valid: new Set(),
      refreshes: new Map([['r-old', 'fresh']]),
      refreshDelayMs: 20,
    });
    const storage = memorySessionStorage(sessionWith('expired', 'r-old'));
    const onSessionEnd = vi.fn();
    const client = createApiClient({ ...options, storage, onSessionEnd });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.auth.userinfo()));

    expect(results).toHaveLength(20);
    for (const result of results) expect(result.data.email).toBe('admin@hangar.dev');
    expect(calls.refresh).toBe(1);
    expect(calls.rejected).toBe(20);
    expect(calls.userinfo).toBe(20);
    expect(onSessionEnd).not.toHaveBeenCalled();
    expect(storage.load()).toEqual(
      createSession({ access_token: 'fresh', refresh_token: 'fresh-refresh', expires_in: 3600 }, NOW),
    );
  });

  it('20 concurrent calls when the clock says the token expired: one refresh before sending, no 401', async () => {
    const calls = tokenServer({
      valid: new Set(),
      refreshes: new Map([['r-old', 'fresh']]),
      refreshDelayMs: 20,
    });
    const storage = memorySessionStorage(sessionWith('expired', 'r-old', NOW - 1));
    const client = createApiClient({ ...options, storage });

    const results = await Promise.all(Array.from({ length: 20 }, () => client.auth.userinfo()));

    expect(results.every((r) => r.data.id === 1)).toBe(true);
    expect(calls).toMatchObject({ refresh: 1, rejected: 0, userinfo: 20 });
  });

  it('a late 401 for a token that was already refreshed replays without a second refresh', async () => {
    const valid = new Set<string>();
    const calls = tokenServer({ valid, refreshes: new Map([['r-old', 'fresh']]) });
    const client = createApiClient({
      ...options,
      storage: memorySessionStorage(sessionWith('expired', 'r-old')),
    });
    await client.auth.userinfo();
    await client.auth.userinfo();
    expect(calls).toMatchObject({ refresh: 1, rejected: 1, userinfo: 2 });
  });

  it('a failed refresh clears the session, calls onSessionEnd once, and rejects every call with 401', async () => {
    const calls = tokenServer({ valid: new Set(), refreshes: new Map(), refreshDelayMs: 10 });
    const storage = memorySessionStorage(sessionWith('expired', 'r-revoked'));
    const onSessionEnd = vi.fn();
    const listener = vi.fn();
    const client = createApiClient({ ...options, storage, onSessionEnd });
    client.subscribe(listener);

    const outcomes = await Promise.allSettled(Array.from({ length: 5 }, () => client.auth.userinfo()));

    expect(calls.refresh).toBe(1);
    for (const outcome of outcomes) {
      expect(outcome.status).toBe('rejected');
      const reason = (outcome as PromiseRejectedResult).reason as ApiError;
      expect(reason).toBeInstanceOf(ApiError);
      expect(reason.status).toBe(401);
    }
    expect(onSessionEnd).toHaveBeenCalledTimes(1);
    expect(client.getSession()).toBeNull();
    expect(storage.load()).toBeNull();
    expect(listener).toHaveBeenLastCalledWith(null, 'end');
  });

  it('a 401 without any session is returned as is, without refresh or onSessionEnd', async () => {
    const calls = tokenServer({ valid: new Set(), refreshes: new Map() });
    const onSessionEnd = vi.fn();
    const client = createApiClient({ ...options, onSessionEnd });
    await expect(client.auth.userinfo()).rejects.toMatchObject({ status: 401 });
    expect(calls.refresh).toBe(0);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });

  it('a network failure during refresh keeps the session (the server may come back)', async () => {
    server.use(
      http.get(`${BASE}/api/usuario/userinfo`, () =>
        HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 }),
      ),
      http.post(`${BASE}/oauth/token`, () => HttpResponse.error()),
    );
    const onSessionEnd = vi.fn();
    const start = sessionWith('expired', 'r-old');
    const client = createApiClient({ ...options, storage: memorySessionStorage(start), onSessionEnd });
    await expect(client.auth.userinfo()).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    expect(client.getSession()).toEqual(start);
    expect(onSessionEnd).not.toHaveBeenCalled();
  });
});

describe('signOut', () => {
  it('revokes the access token with DELETE /oauth/tokens/{token}, then clears the session', async () => {
    const valid = new Set(['tok']);
    const calls = tokenServer({ valid, refreshes: new Map() });
    const storage = memorySessionStorage(sessionWith('tok', 'r'));
    const listener = vi.fn();
    const client = createApiClient({ ...options, storage });
    client.subscribe(listener);

    await client.signOut();

    expect(calls.revoked).toEqual(['tok|Bearer tok']);
    expect(valid.has('tok')).toBe(false);
    expect(client.getSession()).toBeNull();
    expect(storage.load()).toBeNull();
    expect(listener).toHaveBeenCalledWith(null, 'sign-out');
  });

  it('clears the session even when the revoke fails', async () => {
    server.use(http.delete(`${BASE}/oauth/tokens/:token`, () => HttpResponse.error()));
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('tok', 'r')) });
    await client.signOut();
    expect(client.getSession()).toBeNull();
  });
});

describe('request', () => {
  const thing = z.object({ id: z.number(), nome: z.string() });
  const listEndpoint = {
    name: 'things.list',
    method: 'GET',
    path: '/api/thing/:id/items',
    auth: 'signed-in',
    params: z.object({ id: z.union([z.number(), z.string()]) }),
    query: z.object({
      page: z.optional(z.number()),
      cursos: z.optional(z.array(z.number())),
      nome: z.optional(z.string()),
    }),
    status: 200,
    response: z.object({ data: z.array(thing) }),
  } as const satisfies EndpointDef;

  it('fills path params, serialises arrays PHP-style and parses the answer', async () => {
    let url = '';
    server.use(
      http.get(`${BASE}/api/thing/:id/items`, ({ request }) => {
        url = request.url;
        return HttpResponse.json({ data: [{ id: 1, nome: 'Avião', extra: true }] });
      }),
    );
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('t', 'r')) });
    const result = await client.request(listEndpoint, {
      params: { id: 'a b' },
      query: { page: 2, cursos: [1, 2], nome: 'São Paulo' },
    });
    expect(result).toEqual({ data: [{ id: 1, nome: 'Avião' }] });
    const parsed = new URL(url);
    expect(parsed.pathname).toBe('/api/thing/a%20b/items');
    expect(parsed.searchParams.getAll('cursos[]')).toEqual(['1', '2']);
    expect(parsed.searchParams.get('nome')).toBe('São Paulo');
  });

  it('throws ContractError when a 2xx answer does not match the schema', async () => {
    server.use(http.get(`${BASE}/api/thing/:id/items`, () => HttpResponse.json({ data: [{ id: 'x' }] })));
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('t', 'r')) });
    await expect(client.request(listEndpoint, { params: { id: 1 } })).rejects.toBeInstanceOf(ContractError);
  });

  it('sends JSON bodies and resolves 204 to undefined', async () => {
    let body: unknown;
    let contentType: string | null = null;
    server.use(
      http.put(`${BASE}/api/thing/:id`, async ({ request }) => {
        body = await request.json();
        contentType = request.headers.get('content-type');
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const endpoint = {
      name: 'things.update',
      method: 'PUT',
      path: '/api/thing/:id',
      auth: 'signed-in',
      params: z.object({ id: z.number() }),
      body: z.object({ nome: z.string() }),
      status: 204,
      response: null,
    } as const satisfies EndpointDef;
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('t', 'r')) });
    await expect(
      client.request(endpoint, { params: { id: 3 }, body: { nome: 'Categoria' } }),
    ).resolves.toBeUndefined();
    expect(body).toEqual({ nome: 'Categoria' });
    expect(contentType).toBe('application/json');
  });

  it('rejects with the AbortError when the signal aborts', async () => {
    server.use(
      http.get(`${BASE}/api/thing/:id/items`, async () => {
        await new Promise((r) => setTimeout(r, 200));
        return HttpResponse.json({ data: [] });
      }),
    );
    const client = createApiClient({ ...options, storage: memorySessionStorage(sessionWith('t', 'r')) });
    const controller = new AbortController();
    const pending = client.request(listEndpoint, { params: { id: 1 }, signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
