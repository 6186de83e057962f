import { createApiClient, createSession } from '@hangar/api-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cursos } from '../features/cursos/resource';
import { askForListEarly, listQueryAt, takeEarlyList } from './early-list';

const page = { data: { data: [], total: 0, current_page: 1, per_page: 15, last_page: 1 } };

function clientOver(network: (url: string) => Promise<Response>) {
  const client = createApiClient({
    baseUrl: '',
    clientId: 2,
    clientSecret: 's',
    sessionMode: 'cookie',
    fetch: network,
  });
  client.setSession(createSession({ access_token: 'a', expires_in: 3600 }, Date.now()));
  return client;
}

afterEach(() => vi.useRealTimers());

describe('the early page of a list', () => {
  it('asks for the page the address shows, with the query the list itself would send', async () => {
    const network = vi.fn(async (_url: string) => Response.json(page));
    askForListEarly(clientOver(network), cursos, '?search=Piloto&page=2');
    expect(network).toHaveBeenCalledTimes(1);
    const url = new URL(network.mock.calls[0]?.[0] ?? '', 'http://h');
    expect(url.pathname).toBe('/api/curso');
    expect(url.searchParams.get('page')).toBe('2');
    expect(url.searchParams.get('query')).toBe('Piloto');
    const query = listQueryAt(cursos, '?search=Piloto&page=2');
    // Another query, or another endpoint, is not given it; the list's own is, once.
    expect(takeEarlyList('cursos.list', { ...query, page: 3 })).toBeUndefined();
    expect(takeEarlyList('problemas.list', query)).toBeUndefined();
    await expect(takeEarlyList('cursos.list', query)).resolves.toEqual(page);
    expect(takeEarlyList('cursos.list', query)).toBeUndefined();
  });

  it('is not given once stale: the list asks again', () => {
    vi.useFakeTimers();
    askForListEarly(
      clientOver(async () => Response.json(page)),
      cursos,
      '',
    );
    vi.advanceTimersByTime(10_001);
    expect(takeEarlyList('cursos.list', listQueryAt(cursos, ''))).toBeUndefined();
  });

  it('keeps a failure for the list to report, never as an unhandled rejection', async () => {
    const unhandled = vi.fn();
    process.on('unhandledRejection', unhandled);
    askForListEarly(
      clientOver(async () => Response.json({ message: 'Sem permissão.' }, { status: 403 })),
      cursos,
      '',
    );
    // Not taken yet (the list page is still loading) when the refusal comes back.
    await new Promise((resolve) => setTimeout(resolve, 20));
    process.off('unhandledRejection', unhandled);
    expect(unhandled).not.toHaveBeenCalled();
    await expect(takeEarlyList('cursos.list', listQueryAt(cursos, ''))).rejects.toMatchObject({
      status: 403,
    });
  });
});
