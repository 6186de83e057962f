/**
 * Answers kept in memory (http/answer-cache.ts, db/changes.ts) must never outlive the data under
 * them, whoever wrote it; and paging from the far end (http/sql.ts) must give the same rows.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ChangeFeed } from '../src/db/changes.js';
import type { Db, ListenHandlers } from '../src/db/db.js';
import { AnswerCache } from '../src/http/answer-cache.js';
import { negotiate } from '../src/http/kept-answer.js';
import { reverseOrder } from '../src/http/sql.js';
import { describeEachDb, eventually, LEITOR } from './helper.js';

describe('reverseOrder', () => {
  it('reverses each term, NULLs placement included', () => {
    expect(reverseOrder('q.id DESC')).toBe('q.id ASC');
    expect(reverseOrder('lower(t.nome), t.id')).toBe('lower(t.nome) DESC, t.id DESC');
    expect(reverseOrder('t.data_inicio DESC NULLS LAST, t.id DESC')).toBe(
      't.data_inicio ASC NULLS FIRST, t.id ASC',
    );
    expect(reverseOrder('coalesce(a, b) asc, c nulls first')).toBe('coalesce(a, b) DESC, c DESC NULLS LAST');
  });
});

describe('AnswerCache', () => {
  it('answers only under the version an entry was kept with, and forgets the oldest when full', () => {
    const cache = new AnswerCache<string>(2);
    cache.set('a', 1, 'A');
    expect(cache.get('a', 1)).toBe('A');
    expect(cache.get('a', 2)).toBeUndefined();
    expect(cache.get('a', 1)).toBeUndefined();
    cache.set('a', 1, 'A');
    cache.set('b', 1, 'B');
    cache.get('a', 1);
    cache.set('c', 1, 'C');
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)).toBe('A');
    cache.set('d', null, 'D');
    expect(cache.get('d', null)).toBeUndefined();
  });
});

describe('negotiate', () => {
  it('prefers br, then gzip, and honours q=0', () => {
    expect(negotiate('gzip, deflate, br, zstd')).toBe('br');
    expect(negotiate('gzip, deflate')).toBe('gzip');
    expect(negotiate('br;q=0, gzip;q=0.5')).toBe('gzip');
    expect(negotiate('*')).toBe('gzip');
    expect(negotiate('identity')).toBeNull();
    expect(negotiate(undefined)).toBeNull();
  });
});

describe('ChangeFeed', () => {
  it('moves on notifications and offers no version while it may miss them', async () => {
    let handlers: ListenHandlers | undefined;
    const db = {
      listen: async (_c: string, h: ListenHandlers) => {
        handlers = h;
        return async () => {};
      },
    } as unknown as Db;
    const feed = new ChangeFeed();
    expect(feed.version('data')).toBeNull();
    await feed.listen(db);
    const data = feed.version('data');
    const auth = feed.version('auth');
    handlers!.notify('data');
    expect(feed.version('data')).toBe(data! + 1);
    expect(feed.version('auth')).toBe(auth);
    handlers!.lost();
    expect(feed.version('data')).toBeNull();
    expect(feed.version('auth')).toBeNull();
    handlers!.restored();
    expect(feed.version('data')).toBe(data! + 2);
    expect(feed.version('auth')).toBe(auth! + 1);
  });
});

describeEachDb('kept answers', (env) => {
  const list = async (token: string, query: string, path = '/api/categoria') => {
    const res = await env().app.inject({
      method: 'GET',
      url: `${path}?${query}`,
      headers: env().auth(token),
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as { data: { id: number; nome: string }[]; total: number; last_page: number };
  };

  it('reads every page, from either end, as the slice of the whole list', async () => {
    const { access_token } = await env().login();
    // Users sharing names: the order (lower(nome), id) has ties for the id to break.
    await env().db.query(
      `INSERT INTO usuario (nome, email, situacao)
         SELECT CASE WHEN g % 2 = 0 THEN 'Paginação ' ELSE 'paginação ' END || (g % 4), 'pag' || g || '@hangar.dev', 'Ativo'
           FROM generate_series(1, 23) g`,
    );
    const users = (query: string) => list(access_token, query, '/api/usuario');
    const all = await eventually(async () => {
      const whole = await users('nome=Pagina&per_page=1000');
      expect(whole.total).toBe(23);
      return whole.data.map((c) => c.id);
    });
    const paged: number[] = [];
    for (let page = 1; page <= 5; page++) {
      const p = await users(`nome=Pagina&per_page=5&page=${page}`);
      expect(p.total).toBe(23);
      paged.push(...p.data.map((c) => c.id));
    }
    expect(paged).toEqual(all);
    expect((await users('nome=Pagina&per_page=5&page=6')).data).toEqual([]);
  });

  it('sends a kept answer compressed as each client accepts, the same JSON every time', async () => {
    const { access_token } = await env().login();
    const url = '/api/usuario?per_page=1000';
    const ask = (encoding: string) =>
      env().app.inject({
        method: 'GET',
        url,
        headers: { ...env().auth(access_token), 'accept-encoding': encoding },
      });
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(1024);
    const br = await ask('gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it('shows a save through the API in the next answer', async () => {
    const { access_token } = await env().login();
    const before = await list(access_token, 'nome=Hangar%20cache');
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/categoria',
      headers: env().auth(access_token),
      payload: { nome: 'Hangar cache 1' },
    });
    expect(res.statusCode).toBeLessThan(300);
    expect((await list(access_token, 'nome=Hangar%20cache')).total).toBe(before.total + 1);
  });

  it('shows a write by another client once it is committed', async () => {
    const { access_token } = await env().login();
    const before = await list(access_token, 'nome=Escrita%20externa');
    await env().db.query(`INSERT INTO categoria (nome) VALUES ('Escrita externa')`);
    await eventually(async () => {
      expect((await list(access_token, 'nome=Escrita%20externa')).total).toBe(before.total + 1);
    });
  });

  it("keeps each user's own info apart, and shows a change to it once committed", async () => {
    const info = async (token: string) => {
      const res = await env().app.inject({
        method: 'GET',
        url: '/api/usuario/userinfo',
        headers: env().auth(token),
      });
      expect(res.statusCode).toBe(200);
      return res.json().data as {
        id: number;
        nome: string;
        permissoes: string[];
        perfis: { nome: string }[];
      };
    };
    const admin = (await env().login()).access_token;
    const leitor = (await env().login(LEITOR.email, LEITOR.password)).access_token;
    // Asked twice each, alternating: a kept answer must never be another user's.
    const first = [await info(admin), await info(leitor)];
    const again = [await info(admin), await info(leitor)];
    expect(again).toEqual(first);
    expect(first[0]!.id).not.toBe(first[1]!.id);
    expect(first[1]!.permissoes.length).toBeLessThan(first[0]!.permissoes.length);
    // A rename straight in the database, behind the server's back.
    await env().db.query(`UPDATE usuario SET nome = 'Leitora Renomeada' WHERE id = $1`, [first[1]!.id]);
    await eventually(async () => expect((await info(leitor)).nome).toBe('Leitora Renomeada'));
    expect((await info(admin)).nome).toBe(first[0]!.nome);
    // Another profile given: its name and its permissions show in the next answer.
    await env().db.query(
      `INSERT INTO usuario_perfil (usuario_id, perfil_id)
         SELECT $1, p.id FROM perfil p WHERE p.id NOT IN (SELECT perfil_id FROM usuario_perfil WHERE usuario_id = $1) LIMIT 1`,
      [first[1]!.id],
    );
    await eventually(async () =>
      expect((await info(leitor)).perfis.length).toBe(first[1]!.perfis.length + 1),
    );
  });

  it('refuses a token revoked by another instance once it is committed', async () => {
    const { access_token } = await env().login();
    await list(access_token, 'nome=x');
    await env().db.query('UPDATE oauth_access_token SET revoked = true WHERE NOT revoked');
    await eventually(async () => {
      const res = await env().app.inject({
        method: 'GET',
        url: '/api/categoria?nome=x',
        headers: env().auth(access_token),
      });
      expect(res.statusCode).toBe(401);
    });
  });
});
