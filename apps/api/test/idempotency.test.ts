/**
 * A create's key whose first request never finished: the cases the contract suite cannot make
 * (it needs a claim left behind by a server that stopped mid-way, written here into the table).
 * The app sends a form's changed values under the key of a save whose answer never came
 * (`useWrite`), so what the server does with another body under such a key is what its user sees.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@hangar/api-client/contract';
import { unique } from '@hangar/api-client/testing';
import { MESSAGES } from '@hangar/domain';
import { expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { claimIdempotencyKey } from '../src/http/idempotency.js';
import { ADMIN, describeEachDb } from './helper.js';

/** The demo administrator's user id, whose keys these tests claim. */
async function adminId(db: Db): Promise<number> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM usuario WHERE email = $1', [ADMIN.email]);
  return rows[0]!.id;
}

describeEachDb('a create key whose first request never finished', (env) => {
  /** A claim on `key` as the server writes it before running the create, left unfinished. */
  const leaveClaim = async (key: string, createdAt: Date) => {
    await env().db.query(
      `INSERT INTO idempotent_request (usuario_id, chave, endpoint, corpo_hash, created_at)
       VALUES ($1, $2, 'problemas.create', 'hash-of-the-first-body', $3)`,
      [await adminId(env().db), key, createdAt],
    );
  };
  const create = async (key: string, titulo: string) => {
    const { access_token } = await env().login();
    return env().app.inject({
      method: 'POST',
      url: '/api/problema',
      headers: { ...env().auth(access_token), [IDEMPOTENCY_KEY_HEADER]: key },
      payload: { titulo },
    });
  };

  it('while it may still run, another body under its key waits: 409, nothing made', async () => {
    const key = 'chave-ainda-em-andamento';
    await leaveClaim(key, env().clock.now());
    const res = await create(key, 'Editado enquanto o primeiro roda');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.idempotency.inProgress });
  });

  it('after its server stopped mid-way, another body under its key makes the record, once', async () => {
    const key = 'chave-abandonada';
    await leaveClaim(key, new Date(env().clock.now().getTime() - 5 * 60_000));
    const first = await create(key, 'Editado depois da queda');
    expect(first.statusCode).toBe(201);
    expect(first.json().data.titulo).toBe('Editado depois da queda');
    // The key is now this body's: sent again, it answers the same record.
    const again = await create(key, 'Editado depois da queda');
    expect(again.statusCode).toBe(201);
    expect(again.json().data.id).toBe(first.json().data.id);
  });

  /**
   * Every create route, with a body it accepts. Each makes its record under a new name, so the
   * records a test made can be counted by it.
   */
  const creates = async (
    name: string,
  ): Promise<Array<[url: string, body: object, table: string, column: string]>> => {
    const first = async (table: string) =>
      (await env().db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`)).rows[0]!.id;
    return [
      ['/api/categoria', { nome: name }, 'categoria', 'nome'],
      ['/api/perfil', { nome: name, permissoes: [] }, 'perfil', 'nome'],
      ['/api/problema', { titulo: name }, 'problema', 'titulo'],
      [
        '/api/questao',
        { titulo: name, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
        'questao',
        'titulo',
      ],
      ['/api/tenant', { nome: name, perfil_acesso: 2, situacao: 'Ativo' }, 'tenant', 'nome'],
      [
        '/api/turma',
        { nome: name, curso_id: await first('curso'), modalidade_id: await first('modalidade') },
        'turma',
        'nome',
      ],
      [
        '/api/curso',
        {
          apelido: name.slice(0, 20),
          nome: name,
          situacao: 'Ativo',
          tipo: 'Teórico',
          modulos: [{ nome: 'Módulo único', new: true, assuntos: [] }],
        },
        'curso',
        'nome',
      ],
      [
        '/api/usuario',
        { nome: name, email: `${name.toLowerCase()}@hangar.dev`, perfis: [] },
        'usuario',
        'nome',
      ],
    ];
  };

  it('a create whose answer could not be kept (the database lost after its commit) is not made again by a retry', async () => {
    const { access_token } = await env().login();
    const db = env().db;
    // Keeping an answer fails, as if the database were lost right after the create's commit.
    await db.exec(`
      CREATE OR REPLACE FUNCTION test_lose_kept_answer() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.status IS NOT NULL THEN RAISE EXCEPTION 'database lost'; END IF;
        RETURN NEW;
      END $$;
      CREATE TRIGGER test_lose_kept_answer BEFORE UPDATE ON idempotent_request
        FOR EACH ROW EXECUTE FUNCTION test_lose_kept_answer();`);
    const sent: Array<{
      url: string;
      body: object;
      key: string;
      table: string;
      column: string;
      name: string;
    }> = [];
    try {
      for (const [i, [url, body, table, column]] of (await creates(`Perdida${unique()}`)).entries()) {
        const name = (body as Record<string, string>)[column]!;
        const key = `resposta-perdida-${i}-${name}`;
        const first = await env().app.inject({
          method: 'POST',
          url,
          headers: { ...env().auth(access_token), [IDEMPOTENCY_KEY_HEADER]: key },
          payload: body,
        });
        expect(first.statusCode, `${url}: ${first.body}`).toBe(500);
        sent.push({ url, body, key, table, column, name });
      }
    } finally {
      await db.exec('DROP TRIGGER test_lose_kept_answer ON idempotent_request');
    }
    // Long after: the claim is abandoned; the record exists, once.
    env().clock.advance(5 * 60);
    for (const { url, body, key, table, column, name } of sent) {
      const again = await env().app.inject({
        method: 'POST',
        url,
        headers: { ...env().auth((await env().login()).access_token), [IDEMPOTENCY_KEY_HEADER]: key },
        payload: body,
      });
      expect(again.statusCode, `${url}: ${again.body}`).toBe(422);
      expect(again.json()).toEqual({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
      const { rows } = await db.query(`SELECT id FROM ${table} WHERE ${column} = $1`, [name]);
      expect(rows, url).toHaveLength(1);
    }
  });
});

describeEachDb('a create claim released after a failure', (env) => {
  it('is dropped when nothing was made, kept when the record was (a retry must not make it again)', async () => {
    const userId = await adminId(env().db);
    const claimed = async (key: string) => {
      const claim = await claimIdempotencyKey(env().db, env().clock.now(), userId, key, 'problemas.create', {
        titulo: key,
      });
      if (claim.kind !== 'run') throw new Error(`${key} did not claim its key`);
      return claim;
    };
    const kept = async (key: string) =>
      (await env().db.query('SELECT chave FROM idempotent_request WHERE chave = $1', [key])).rows.length ===
      1;

    // Refused before anything was written: the key is free for the corrected retry.
    const refusedKey = `nada-feito-${unique()}`;
    await (await claimed(refusedKey)).release();
    expect(await kept(refusedKey)).toBe(false);

    // Failed after the create's transaction committed (its read-back, say): the claim stays.
    const madeKey = `ja-feito-${unique()}`;
    const made = await claimed(madeKey);
    await env().db.transaction((tx) => made.made(tx));
    await made.release();
    expect(await kept(madeKey)).toBe(true);
  });
});
