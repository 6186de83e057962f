/**
 * A create's key whose first request never finished: the cases the contract suite cannot make
 * (it needs a claim left behind by a server that stopped mid-way, written here into the table).
 * The app sends a form's changed values under the key of a save whose answer never came
 * (`useWrite`), so what the server does with another body under such a key is what its user sees.
 */
import { IDEMPOTENCY_KEY_HEADER } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { expect, it } from 'vitest';
import { describeEachDb } from './helper.js';

describeEachDb('a create key whose first request never finished', (env) => {
  /** A claim on `key` as the server writes it before running the create, left unfinished. */
  const leaveClaim = async (key: string, createdAt: Date) => {
    const { rows } = await env().db.query<{ id: number }>(
      "SELECT id FROM usuario WHERE email = 'admin@hangar.dev'",
    );
    await env().db.query(
      `INSERT INTO idempotent_request (usuario_id, chave, endpoint, corpo_hash, created_at)
       VALUES ($1, $2, 'problemas.create', 'hash-of-the-first-body', $3)`,
      [rows[0]!.id, key, createdAt],
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
});
