import { createSession } from '@hangar/api-client';
import { ENDPOINTS } from '@hangar/api-client/contract';
import { describe, expect, it, vi } from 'vitest';
import { askForUserEarly, USERINFO_PATH } from './early-user';

const user = { data: { id: 1, nome: 'Administrador' } };
const session = createSession({ access_token: 'token-a', expires_in: 3600 }, Date.UTC(2026, 10, 25));

describe('askForUserEarly', () => {
  it('asks the contract’s userinfo path with the session’s bearer token', async () => {
    expect(USERINFO_PATH).toBe(ENDPOINTS['auth.userinfo'].path);
    const fetchImpl = vi.fn(async () => Response.json(user));
    const early = askForUserEarly(session, 'https://api.example/', fetchImpl);
    expect(fetchImpl).toHaveBeenCalledWith('https://api.example/api/usuario/userinfo', {
      headers: { Accept: 'application/json', Authorization: 'Bearer token-a' },
    });
    expect(early.accessToken).toBe('token-a');
    await expect((await early.response)?.json()).resolves.toEqual(user);
  });

  it('never rejects: a failed call leaves the app to ask again', async () => {
    const offline = askForUserEarly(session, '', async () => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.response).resolves.toBeUndefined();
  });
});
