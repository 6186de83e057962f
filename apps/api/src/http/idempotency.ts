/**
 * Retried creates (the api-client's contract, `idempotency.ts`): a create sent with an
 * `Idempotency-Key` is claimed under its caller and key before it runs, and its answer kept
 * after, so the same create sent again gets that answer instead of making a second record.
 * The claim is also marked made inside the create's own transaction (`withMadeMarks`): a
 * server stopped between that commit and keeping the answer leaves a claim that says so.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
} from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import type { FastifyRequest } from 'fastify';
import { sha256 } from '../auth/tokens.js';
import type { Db } from '../db/db.js';
import { HttpError, ValidationError } from './errors.js';

/** How long a claim whose request never finished (the server stopped mid-way) holds its key. */
const ABANDONED_AFTER_MS = 60_000;

/** A create's claim on its key: run it (then `keep` or `release`), or answer what was kept. */
export type Claim =
  | {
      kind: 'run';
      /** Marks the record made, in the transaction `tx` that makes it (see `withMadeMarks`). */
      made: (tx: Db) => Promise<void>;
      keep: (status: number, answer: unknown) => Promise<void>;
      release: () => Promise<void>;
    }
  | { kind: 'replay'; status: number; answer: unknown };

type RunClaim = Extract<Claim, { kind: 'run' }>;

/** The claim of the create the current request runs, if it sent a key. */
const running = new AsyncLocalStorage<RunClaim>();

/** Runs `create` (a create route's handler) with `claim` as the claim its transactions mark. */
export function runUnderClaim<T>(claim: RunClaim | null, create: () => Promise<T>): Promise<T> {
  return claim ? running.run(claim, create) : create();
}

/**
 * `db`, whose transactions, when they run for a create under a claim (`runUnderClaim`), mark
 * that claim made before they commit. The record and the mark are committed together or not at
 * all; the answer is kept after (`keep`), once it has been read back. Every create route makes
 * its record in a transaction (`test/idempotency.test.ts` checks each).
 */
export function withMadeMarks(db: Db): Db {
  return {
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
    transaction: (fn) =>
      db.transaction(async (tx) => {
        const result = await fn(tx);
        await running.getStore()?.made(tx);
        return result;
      }),
  };
}

/** The request's key: `null` without the header; a 422 on the header when it is malformed. */
export function idempotencyKeyOf(request: FastifyRequest): string | null {
  const value = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
  if (value === undefined) return null;
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.field.invalid] });
  }
  return value;
}

interface Row {
  endpoint: string;
  corpo_hash: string;
  status: number | null;
  feito: boolean;
  resposta: unknown;
  created_at: Date | string;
}

/**
 * Claims `key` for `userId`'s create `endpoint` with `body` (already parsed). The same key with
 * the same endpoint and body answers the kept answer; another body, once the first create is
 * made, or another endpoint, a 422 on the header; while the first still runs, a 409; after its
 * server stopped mid-way, the claim is this request's. Keys older than a day are forgotten first.
 */
export async function claimIdempotencyKey(
  db: Db,
  now: Date,
  userId: number,
  key: string,
  endpoint: string,
  body: unknown,
): Promise<Claim> {
  const hash = sha256(JSON.stringify(body ?? null));
  const expired = new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000);
  await db.query('DELETE FROM idempotent_request WHERE created_at < $1', [expired]);
  const run: Claim = {
    kind: 'run',
    made: async (tx) => {
      await tx.query(
        'UPDATE idempotent_request SET feito = true WHERE usuario_id = $1 AND chave = $2 AND status IS NULL',
        [userId, key],
      );
    },
    keep: async (status, answer) => {
      await db.query(
        'UPDATE idempotent_request SET status = $3, resposta = $4 WHERE usuario_id = $1 AND chave = $2',
        [userId, key, status, JSON.stringify(answer ?? null)],
      );
    },
    // A create that failed after its record was made (its read-back, say) keeps its claim: a
    // retry is then told the record exists instead of making a second one.
    release: async () => {
      await db.query(
        'DELETE FROM idempotent_request WHERE usuario_id = $1 AND chave = $2 AND status IS NULL AND NOT feito',
        [userId, key],
      );
    },
  };
  const inserted = await db.query(
    `INSERT INTO idempotent_request (usuario_id, chave, endpoint, corpo_hash, created_at)
     VALUES ($1, $2, $3, $4, $5) ON CONFLICT (usuario_id, chave) DO NOTHING RETURNING chave`,
    [userId, key, endpoint, hash, now],
  );
  if (inserted.rows.length > 0) return run;

  const { rows } = await db.query<Row>(
    'SELECT endpoint, corpo_hash, status, feito, resposta, created_at FROM idempotent_request WHERE usuario_id = $1 AND chave = $2',
    [userId, key],
  );
  const kept = rows[0];
  // Forgotten between the insert and the read (it expired): claim it again.
  if (!kept) return claimIdempotencyKey(db, now, userId, key, endpoint, body);
  if (kept.endpoint !== endpoint) {
    throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
  }
  if (kept.status !== null) {
    if (kept.corpo_hash === hash) return { kind: 'replay', status: kept.status, answer: kept.resposta };
    // The create under this key was made, with other data: the app sends a form's changed
    // values under the key of a save whose answer never came, and tells its user so.
    throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
  }
  // Still running, whatever it sends, unless its server stopped before answering: then this
  // request takes the key over, with its data, if the record was not made (most such stops come
  // before the create's commit). One stopped between the commit and `keep` (the database lost
  // in that instant) made the record, and says so (`feito`): its answer is lost, so the retry is
  // told the record exists, as for a key reused with other data, and the app says that the
  // earlier save made it (`MESSAGES.idempotency.madeBefore`).
  const since = new Date(kept.created_at).getTime();
  if (now.getTime() - since < ABANDONED_AFTER_MS) throw new HttpError(409, MESSAGES.idempotency.inProgress);
  if (kept.feito) throw new ValidationError({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
  const taken = await db.query(
    `UPDATE idempotent_request SET created_at = $3, corpo_hash = $5
     WHERE usuario_id = $1 AND chave = $2 AND status IS NULL AND NOT feito AND created_at = $4 RETURNING chave`,
    [userId, key, now, kept.created_at, hash],
  );
  if (taken.rows.length === 0) throw new HttpError(409, MESSAGES.idempotency.inProgress);
  return run;
}
