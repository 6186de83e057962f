/**
 * Two server instances on one PostgreSQL database and one S3 bucket, as behind a load balancer
 * (docs/deploy.md): each with its own connections, its own kept answers and its own storage
 * client. A session, an upload and a save started on one must hold on the other, and neither may
 * lose the other's write.
 */
import { randomBytes } from 'node:crypto';
import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { ADMIN, eventually, PG_ADMIN_URL, pgSkipReason } from './helper.js';
import { type LocalS3, startLocalS3 } from './support/s3.js';

const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');

async function admin(sql: string) {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.skipIf(pgSkipReason !== null)('two instances on one PostgreSQL and one bucket', () => {
  const name = `hangar_test_${randomBytes(6).toString('hex')}`;
  let s3: LocalS3;
  const dbs: Db[] = [];
  let a: FastifyInstance;
  let b: FastifyInstance;

  beforeAll(async () => {
    s3 = await startLocalS3();
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${name}`;
    for (let i = 0; i < 2; i++) dbs.push(await createPgDb(url.toString(), { max: 5 }));
    await migrate(dbs[0]!);
    await seed(dbs[0]!, { storage: s3.storage() });
    a = await buildApp({ db: dbs[0]!, storage: s3.storage() });
    b = await buildApp({ db: dbs[1]!, storage: s3.storage() });
  });
  afterAll(async () => {
    await Promise.all([a?.close(), b?.close()]);
    await Promise.all(dbs.map((db) => db.close()));
    await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await s3?.close();
  });

  const signIn = async (app: FastifyInstance) => {
    const res = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'password', ...DEFAULT_CLIENT, username: ADMIN.email, password: ADMIN.password },
    });
    expect(res.statusCode).toBe(200);
    return res.json() as { access_token: string; refresh_token: string };
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  it('signs in on one and refreshes on the other; a sign-out on one ends the session on both', async () => {
    const first = await signIn(a);
    const refreshed = await b.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: { grant_type: 'refresh_token', ...DEFAULT_CLIENT, refresh_token: first.refresh_token },
    });
    expect(refreshed.statusCode).toBe(200);
    const { access_token } = refreshed.json();
    const me = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers: bearer(access_token) });
    expect((await me(a)).statusCode).toBe(200);
    expect((await me(b)).statusCode).toBe(200);
    const out = await a.inject({
      method: 'DELETE',
      url: `/oauth/tokens/${access_token}`,
      headers: bearer(access_token),
    });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(a)).statusCode).toBe(401);
    await eventually(async () => expect((await me(b)).statusCode).toBe(401));
  });

  it('uploads on one and downloads the same bytes from the other', async () => {
    const { access_token } = await signIn(a);
    const form = new FormData();
    form.append('nome', 'Apostila');
    form.append('tipo_arquivo_id', '1');
    form.append('file', new Blob([new Uint8Array(PDF)]), 'apostila.pdf');
    const request = new Request('http://x/', { method: 'POST', body: form });
    const up = await a.inject({
      method: 'POST',
      url: '/api/arquivo/upload',
      headers: { ...bearer(access_token), 'content-type': request.headers.get('content-type')! },
      payload: Buffer.from(await request.arrayBuffer()),
    });
    expect(up.statusCode).toBe(201);
    const { url } = up.json().data as { url: string };
    const down = await b.inject({ method: 'GET', url });
    expect(down.statusCode).toBe(200);
    expect(down.rawPayload.equals(PDF)).toBe(true);
  });

  it('saves on both without losing a write: the stale copy gets 409, the fresh one saves', async () => {
    const { access_token } = await signIn(a);
    const h = bearer(access_token);
    const created = await a.inject({
      method: 'POST',
      url: '/api/problema',
      headers: h,
      payload: { titulo: 'Pane seca' },
    });
    expect(created.statusCode).toBe(201);
    const p = created.json().data as { id: number; updated_at: string };
    const fromA = await a.inject({
      method: 'PUT',
      url: `/api/problema/${p.id}`,
      headers: h,
      payload: {
        titulo: 'Pane seca (A)',
        descricao: null,
        arquivos: [],
        questoes: [],
        updated_at: p.updated_at,
      },
    });
    expect(fromA.statusCode).toBe(200);
    const stale = await b.inject({
      method: 'PUT',
      url: `/api/problema/${p.id}`,
      headers: h,
      payload: {
        titulo: 'Pane seca (B)',
        descricao: null,
        arquivos: [],
        questoes: [],
        updated_at: p.updated_at,
      },
    });
    expect(stale.statusCode).toBe(409);
    const fresh = (await b.inject({ method: 'GET', url: `/api/problema/${p.id}`, headers: h })).json().data;
    expect(fresh.titulo).toBe('Pane seca (A)');
    const fromB = await b.inject({
      method: 'PUT',
      url: `/api/problema/${p.id}`,
      headers: h,
      payload: {
        titulo: 'Pane seca (A, depois B)',
        descricao: null,
        arquivos: [],
        questoes: [],
        updated_at: fresh.updated_at,
      },
    });
    expect(fromB.statusCode).toBe(200);
    const onA = (await a.inject({ method: 'GET', url: `/api/problema/${p.id}`, headers: h })).json().data;
    expect(onA.titulo).toBe('Pane seca (A, depois B)');
  });

  it('seeds an empty database once when both start at the same time', async () => {
    const fresh = `${name}_seed`;
    await admin(`CREATE DATABASE ${fresh}`);
    const url = new URL(PG_ADMIN_URL);
    url.pathname = `/${fresh}`;
    const pair = [await createPgDb(url.toString(), { max: 2 }), await createPgDb(url.toString(), { max: 2 })];
    try {
      await migrate(pair[0]!);
      const firstAdmin = { email: 'secretaria@aeroclube.com.br', password: 'senha-forte-1' };
      const results = await Promise.all(pair.map((db) => seed(db, { demo: false, firstAdmin })));
      expect(results.map((r) => r.seeded).sort()).toEqual(['first-admin', null]);
      expect(results.every((r) => r.users)).toBe(true);
      // Without the seed's lock both would insert the administrator and one start would fail.
      const { rows } = await pair[0]!.query<{ n: number }>('SELECT count(*)::int AS n FROM usuario');
      expect(rows[0]!.n).toBeGreaterThan(0);
    } finally {
      await Promise.all(pair.map((db) => db.close()));
      await admin(`DROP DATABASE IF EXISTS ${fresh} WITH (FORCE)`);
    }
  });

  it("shows one instance's save in the other's list, which it had kept", async () => {
    const { access_token } = await signIn(a);
    const h = bearer(access_token);
    const list = async () =>
      (await b.inject({ method: 'GET', url: '/api/categoria?nome=Duas%20inst', headers: h })).json().data
        .total;
    expect(await list()).toBe(0);
    expect(await list()).toBe(0);
    const created = await a.inject({
      method: 'POST',
      url: '/api/categoria',
      headers: h,
      payload: { nome: 'Duas instâncias' },
    });
    expect(created.statusCode).toBeLessThan(300);
    await eventually(async () => expect(await list()).toBe(1));
  });
});
