/**
 * The light grants (no contract loaded) must behave as the full client's `signIn` and `restore`:
 * same path and header, same errors, and a session the full client takes over unchanged.
 */
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, ContractError } from '../client/api-error.js';
import { createApiClient } from '../client/create-api-client.js';
import { ENDPOINTS } from '../contract/endpoints.js';
import { passwordGrant, restoreCookieSession, TOKEN_PATH } from './token-grant.js';

const BASE = 'http://api.test';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const options = {
  baseUrl: `${BASE}/`,
  clientId: 2,
  clientSecret: 's',
  sessionMode: 'cookie' as const,
  now: () => 0,
};

function tokenRoute(answer: (body: Record<string, unknown>) => Response) {
  const seen: { body: Record<string, unknown>; mode: string | null }[] = [];
  server.use(
    http.post(`${BASE}/oauth/token`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      seen.push({ body, mode: request.headers.get('x-hangar-session') });
      return answer(body);
    }),
  );
  return seen;
}

describe('light token grants', () => {
  it('use the contract’s path', () => {
    expect(TOKEN_PATH).toBe(ENDPOINTS['auth.token'].path);
  });

  it('sign in: sends the password grant in cookie mode and builds the session', async () => {
    const seen = tokenRoute(() =>
      HttpResponse.json({ token_type: 'Bearer', expires_in: 60, access_token: 'a1' }),
    );
    const session = await passwordGrant(options, 'ana@hangar.dev', 'segredo');
    expect(session).toEqual({
      access_token: 'a1',
      expires_in: 60,
      expires_in_date: '1970-01-01T00:01:00.000Z',
    });
    expect(seen).toEqual([
      {
        body: {
          grant_type: 'password',
          client_id: 2,
          client_secret: 's',
          username: 'ana@hangar.dev',
          password: 'segredo',
        },
        mode: 'cookie',
      },
    ]);
  });

  it('sign in: the full client takes the session over', async () => {
    tokenRoute(() => HttpResponse.json({ token_type: 'Bearer', expires_in: '60', access_token: 'a1' }));
    const session = await passwordGrant(options, 'ana@hangar.dev', 'segredo');
    const client = createApiClient(options);
    client.setSession(session);
    expect(client.getSession()).toEqual(session);
    await expect(client.restore()).resolves.toEqual(session);
  });

  it('sign in: a refusal is the same ApiError the full client throws', async () => {
    tokenRoute(() => HttpResponse.json({ message: 'Usuário ou senha incorretos!' }, { status: 401 }));
    const error = await passwordGrant(options, 'ana@hangar.dev', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401, message: 'Usuário ou senha incorretos!' });
    const full = await createApiClient(options)
      .signIn('ana@hangar.dev', 'x')
      .catch((e: unknown) => e);
    expect(full).toMatchObject({ status: 401, message: 'Usuário ou senha incorretos!' });
  });

  it('sign in: a 422 keeps its field map', async () => {
    tokenRoute(() => HttpResponse.json({ username: ['Informe o e-mail'] }, { status: 422 }));
    const error = (await passwordGrant(options, '', 'x').catch((e: unknown) => e)) as ApiError;
    expect(error.fieldErrors).toEqual({ username: ['Informe o e-mail'] });
  });

  it('sign in: offline is status 0; a 2xx that is no token answer is a ContractError', async () => {
    server.use(http.post(`${BASE}/oauth/token`, () => HttpResponse.error()));
    await expect(passwordGrant(options, 'a', 'b')).rejects.toMatchObject({ name: 'ApiError', status: 0 });
    tokenRoute(() => HttpResponse.json({ token_type: 'Bearer', access_token: '' }));
    await expect(passwordGrant(options, 'a', 'b')).rejects.toBeInstanceOf(ContractError);
  });

  it('restore: trades the cookie (no refresh_token sent) or resolves null when refused', async () => {
    let valid = true;
    const seen = tokenRoute(() =>
      valid
        ? HttpResponse.json({ token_type: 'Bearer', expires_in: 60, access_token: 'a2' })
        : HttpResponse.json({ message: 'The refresh token is invalid.' }, { status: 401 }),
    );
    await expect(restoreCookieSession(options)).resolves.toMatchObject({ access_token: 'a2' });
    valid = false;
    await expect(restoreCookieSession(options)).resolves.toBeNull();
    expect(seen.map((s) => s.body)).toEqual([
      { grant_type: 'refresh_token', client_id: 2, client_secret: 's' },
      { grant_type: 'refresh_token', client_id: 2, client_secret: 's' },
    ]);
    expect(seen.every((s) => s.mode === 'cookie')).toBe(true);
  });

  it('restore: a server error rejects (offline is not signed out)', async () => {
    tokenRoute(() => HttpResponse.json({ message: 'falhou' }, { status: 503 }));
    await expect(restoreCookieSession(options)).rejects.toMatchObject({ status: 503 });
  });

  it('send the cookie (credentials include), as the full client does, for an API on another origin', async () => {
    tokenRoute(() => HttpResponse.json({ token_type: 'Bearer', expires_in: 60, access_token: 'a' }));
    const credentials: (RequestCredentials | undefined)[] = [];
    const fetch = (url: string, init: RequestInit) => {
      credentials.push(init.credentials);
      return globalThis.fetch(url, init);
    };
    await passwordGrant({ ...options, fetch }, 'admin@hangar.dev', 'hangar123');
    await restoreCookieSession({ ...options, fetch });
    expect(credentials).toEqual(['include', 'include']);
  });
});
