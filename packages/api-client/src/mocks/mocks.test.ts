import { MESSAGES, PERMISSIONS, VIEW_PERMISSIONS } from '@hangar/domain';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import { createApiClient } from '../client/create-api-client.js';
import { memorySessionStorage } from '../session/storage.js';
import { DEMO_ACCOUNTS } from './fixtures/accounts.js';
import {
  createHandlers,
  createMockDb,
  mockDelay,
  mockEmpty,
  mockError,
  mockOffline,
  mockSession,
} from './index.js';

const db = createMockDb();
const server = setupServer(...createHandlers(db));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const config = { baseUrl: 'http://anywhere.example', clientId: 2, clientSecret: 'hangar-dev-secret' };

describe('auth mocks', () => {
  it('signs the admin in and answers userinfo with every permission', async () => {
    const client = createApiClient(config);
    await client.signIn('admin@hangar.dev', 'hangar123');
    const { data } = await client.auth.userinfo();
    expect(data.email).toBe('admin@hangar.dev');
    expect(new Set(data.permissoes)).toEqual(new Set(PERMISSIONS));
    expect(data.perfis).toEqual([{ id: 1, nome: 'Administrador' }]);
  });

  it('gives the leitor only the *.visualizar permissions, from its preset session', async () => {
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('leitor')) });
    const { data } = await client.auth.userinfo();
    expect(new Set(data.permissoes)).toEqual(new Set(VIEW_PERMISSIONS));
  });

  it('answers a wrong password with 401 and the §8 message', async () => {
    const client = createApiClient(config);
    const error = (await client.signIn('admin@hangar.dev', 'errada').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: MESSAGES.login.invalidCredentials });
  });

  it('answers a wrong client secret with 401 naming the client, as the server does', async () => {
    const client = createApiClient({ ...config, clientSecret: 'nope' });
    const { email, password } = DEMO_ACCOUNTS.admin;
    const error = (await client.signIn(email, password).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(401);
    expect(error.body).toEqual({ message: MESSAGES.request.unknownClient });
  });

  it('answers missing fields with a bare 422 field map', async () => {
    const client = createApiClient(config);
    const error = (await client.signIn('', '').catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(422);
    expect(error.body).toEqual({
      username: [MESSAGES.login.emailRequired],
      password: [MESSAGES.login.passwordRequired],
    });
  });

  it('refuses an inactive user', async () => {
    const client = createApiClient(config);
    await expect(client.signIn('eduardo.nogueira@escolavoar.com.br', 'hangar123')).rejects.toMatchObject({
      status: 401,
    });
  });

  it('refreshes an expired token once and rotates the refresh token', async () => {
    const client = createApiClient(config);
    const first = await client.signIn('admin@hangar.dev', 'hangar123');
    db.expire(first.access_token);
    const results = await Promise.all(Array.from({ length: 5 }, () => client.auth.userinfo()));
    expect(results.map((r) => r.data.id)).toEqual([1, 1, 1, 1, 1]);
    const second = client.getSession()!;
    expect(second.access_token).not.toBe(first.access_token);
    // The used refresh token no longer works.
    expect(db.refresh(first.refresh_token!, 2)).toBeNull();
  });

  it('revokes on signOut: the old token is refused afterwards', async () => {
    const client = createApiClient(config);
    const session = await client.signIn('admin@hangar.dev', 'hangar123');
    await client.signOut();
    const stale = createApiClient({
      ...config,
      storage: memorySessionStorage({ ...session, refresh_token: 'x' }),
    });
    await expect(stale.auth.userinfo()).rejects.toMatchObject({ status: 401 });
  });
});

describe('overrides', () => {
  it('mockError answers the given status with the wire-format body', async () => {
    server.use(mockError('auth.userinfo', 500));
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const error = (await client.auth.userinfo().catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(500);
    expect(error.body).toEqual({ message: 'Server Error' });
  });

  it('mockError keeps a custom 422 field map', async () => {
    server.use(mockError('auth.token', 422, { username: ['x'] }));
    const error = (await createApiClient(config)
      .signIn('a', 'b')
      .catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ username: ['x'] });
  });

  it('mockOffline gets no answer: an ApiError of status 0, the session kept', async () => {
    server.use(mockOffline('cursos.update'));
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const error = (await client.cursos
      .update({ params: { id: 1 }, body: { nome: 'x' } as never })
      .catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(0);
    expect(client.getSession()).not.toBeNull();
  });

  it('mockDelay delays, then the regular handler answers', async () => {
    server.use(mockDelay('auth.userinfo', 50));
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const started = performance.now();
    await expect(client.auth.userinfo()).resolves.toMatchObject({ data: { id: 1 } });
    expect(performance.now() - started).toBeGreaterThanOrEqual(45);
  });

  it('mockEmpty answers an empty page that keeps page and per_page, or an empty list', async () => {
    server.use(mockEmpty('cursos.list'), mockEmpty('enderecos.cidades'));
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    await expect(client.cursos.list({ query: { page: 2, per_page: 5 } })).resolves.toEqual({
      data: { data: [], total: 0, current_page: 2, per_page: 5, last_page: 1 },
    });
    await expect(client.enderecos.cidades({ query: { estado_id: 25 } })).resolves.toEqual({ data: [] });
    expect(() => mockEmpty('cursos.delete')).toThrow();
  });

  it("mockDelay 'infinite' never answers", async () => {
    server.use(mockDelay('auth.userinfo', 'infinite'));
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const outcome = await Promise.race([
      client.auth.userinfo().then(() => 'answered'),
      new Promise((r) => setTimeout(() => r('pending'), 100)),
    ]);
    expect(outcome).toBe('pending');
  });
});

describe('coverage of the contract', () => {
  it('answers every ENDPOINTS row, exactly once', async () => {
    const { ENDPOINT_LIST } = await import('../contract/endpoints.js');
    const { mockedEndpoints } = await import('./create-handlers.js');
    const names = mockedEndpoints(createHandlers(createMockDb()));
    expect([...names].sort()).toEqual(ENDPOINT_LIST.map((e) => e.name).sort());
  });

  it('seeds 200+ questions over all three situacoes, and courses, entities, users, classes', async () => {
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const all = await client.questoes.list({ query: { per_page: 1000 } });
    expect(all.data.total).toBeGreaterThanOrEqual(200);
    const situacoes = new Set(all.data.data.map((q) => q.situacao));
    expect(situacoes).toEqual(new Set(['Sem Classificação', 'Incompleta', 'Classificada']));
    const cursos = await client.cursos.list({ query: { per_page: 100 } });
    expect(cursos.data.data.map((c) => c.nome)).toContain('Piloto Privado – Avião (Teórico)');
    const usuarios = await client.usuarios.list({ query: { per_page: 100 } });
    expect(new Set(usuarios.data.data.map((u) => u.situacao))).toEqual(
      new Set(['Ativo', 'Inativo', 'Pendente', null]),
    );
  });

  it('seeds valid CNPJs', async () => {
    const { isValidCnpj } = await import('@hangar/domain');
    const client = createApiClient({ ...config, storage: memorySessionStorage(mockSession('admin')) });
    const { data } = await client.tenants.list({ query: { per_page: 100 } });
    expect(data.data.length).toBeGreaterThanOrEqual(6);
    for (const t of data.data) expect(isValidCnpj(t.cnpj ?? '')).toBe(true);
    expect(new Set(data.data.map((t) => t.perfil_acesso))).toEqual(new Set([2, 3]));
  });
});
