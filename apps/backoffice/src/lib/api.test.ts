import { createApiClient, createSession } from '@hangar/api-client';
import { describe, expect, it, vi } from 'vitest';
import { fetchTakingEarlyUser, offerEarlyUser } from './api';
import { askForUserEarly } from './early-user';

const session = createSession({ access_token: 'token-a', expires_in: 3600 }, Date.now());
const userOf = (nome: string) => ({
  data: {
    id: 1,
    nome,
    email: 'admin@hangar.dev',
    permissoes: ['curso.visualizar'],
    pessoa: { nome, imagem_url: null },
    perfis: [{ id: 1, nome: 'Administrador' }],
  },
});

/** A client as the app makes it, whose calls to the network `network` answers. */
function clientOver(network: (url: string) => Promise<Response>) {
  const client = createApiClient({
    baseUrl: 'https://api.example',
    clientId: 2,
    clientSecret: 's',
    sessionMode: 'cookie',
    fetch: fetchTakingEarlyUser('https://api.example', network),
  });
  client.setSession(session);
  return client;
}

const early = (answer: () => Promise<Response>, accessToken = 'token-a') =>
  askForUserEarly({ ...session, access_token: accessToken }, 'https://api.example', answer);

describe('the app client with an early user', () => {
  it('takes the answer asked for before the app started, once, without a second trip', async () => {
    offerEarlyUser(early(async () => Response.json(userOf('Cedo'))));
    const network = vi.fn(async () => Response.json(userOf('Tarde')));
    const client = clientOver(network);
    expect((await client.auth.userinfo()).data.nome).toBe('Cedo');
    expect(network).not.toHaveBeenCalled();
    // 'Tentar novamente', or any later call, asks the network.
    expect((await client.auth.userinfo()).data.nome).toBe('Tarde');
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('checks the early answer like its own: an answer outside the contract is refused', async () => {
    offerEarlyUser(early(async () => Response.json({ data: { id: 'não' } })));
    await expect(clientOver(vi.fn()).auth.userinfo()).rejects.toThrow();
  });

  it('treats an early 401 as its own: refreshes the token and asks again', async () => {
    offerEarlyUser(early(async () => Response.json({ message: 'Unauthenticated.' }, { status: 401 })));
    const network = vi.fn(async (url: string) =>
      url.endsWith('/oauth/token')
        ? Response.json({ token_type: 'Bearer', expires_in: 3600, access_token: 'token-c' })
        : Response.json(userOf('Tarde')),
    );
    const client = clientOver(network);
    expect((await client.auth.userinfo()).data.nome).toBe('Tarde');
    expect(network.mock.calls.map(([url]) => url)).toEqual([
      'https://api.example/oauth/token',
      'https://api.example/api/usuario/userinfo',
    ]);
    expect(client.getSession()?.access_token).toBe('token-c');
  });

  it('asks the network when the early call failed, or was made for another session', async () => {
    for (const offered of [
      early(async () => {
        throw new TypeError('Failed to fetch');
      }),
      early(async () => Response.json(userOf('Outro')), 'token-b'),
    ]) {
      offerEarlyUser(offered);
      const network = vi.fn(async () => Response.json(userOf('Tarde')));
      expect((await clientOver(network).auth.userinfo()).data.nome).toBe('Tarde');
      expect(network).toHaveBeenCalledTimes(1);
    }
    offerEarlyUser(undefined);
  });
});
