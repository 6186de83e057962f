/**
 * The links between questions and problems (`questao_problema`): one many-to-many link, edited
 * from two screens, the problem's form (its `questoes`) and the question's classification (its
 * `problemas`), each saved against the `updated_at` it loaded. A link is part of both records, so
 * a save that adds or removes one moves the version of the record on the other side too: a save
 * from a copy of that record read before answers 409 instead of silently undoing the link.
 *
 * Every save that writes these links runs in {@link withProblemLinks} and writes them with
 * {@link saveProblemLinks}, so those saves run one at a time and each reads the links as the last
 * one left them. Without that, a classification run while a problem save of the same link was
 * writing it read the links from before, linked the pair a second time and failed on the key
 * (a 409 in general words instead of the stale copy's): test/link-versions.test.ts.
 */
import { BUMP_UPDATED_AT } from '../http/sql.js';
import type { Db } from './db.js';

/** An arbitrary constant for `pg_advisory_xact_lock`: one save of question–problem links at a time. */
const LINKS_LOCK_KEY = 727_100_202;

/**
 * Runs a save that writes question–problem links in a transaction holding the links' lock. The
 * lock is taken before anything else, so before any row lock: every such save takes its locks in
 * the same order (links, then records), and none waits, holding a record, for one that holds the
 * links. The record's own version check (`updateRow`) belongs inside `write`.
 */
export function withProblemLinks<T>(db: Db, write: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LINKS_LOCK_KEY]);
    return write(tx);
  });
}

/** The two sides of the link: the record saved (`own`) and the records it links to (`other`). */
const SIDES = {
  /** A problem's `questoes`. */
  problema: { own: 'problema_id', other: 'questao_id', otherTable: 'questao' },
  /** A question's `problemas` (its classification). */
  questao: { own: 'questao_id', other: 'problema_id', otherTable: 'problema' },
} as const;

/**
 * Sets the links of the problem or question `id` to `ids` (the records of the other side), inside
 * {@link withProblemLinks}. Only the links that change are written, and each record of the other
 * side that gains or loses its link to `id` gets a new version (`updated_at`), before any link is
 * written (so a concurrent delete of it never waits on a link this save holds); a record whose
 * links stay as they were keeps its version, so no one editing it gets a 409 for nothing.
 * `ids` must exist (checked by the route).
 */
export async function saveProblemLinks(
  tx: Db,
  side: keyof typeof SIDES,
  id: number,
  ids: readonly number[],
): Promise<void> {
  const { own, other, otherTable } = SIDES[side];
  // Under the lock, what no other link save can change before this one commits.
  const { rows } = await tx.query<{ id: number }>(
    `SELECT ${other} AS id FROM questao_problema WHERE ${own} = $1`,
    [id],
  );
  const before = new Set(rows.map((r) => r.id));
  const after = new Set(ids);
  const added = [...after].filter((x) => !before.has(x));
  const removed = [...before].filter((x) => !after.has(x));
  if (!added.length && !removed.length) return;
  await bumpVersions(tx, otherTable, [...added, ...removed]);
  if (removed.length) {
    await tx.query(`DELETE FROM questao_problema WHERE ${own} = $1 AND ${other} = ANY($2::int[])`, [
      id,
      removed,
    ]);
  }
  if (added.length) {
    await tx.query(`INSERT INTO questao_problema (${own}, ${other}) SELECT $1, unnest($2::int[])`, [
      id,
      added,
    ]);
  }
}

/**
 * Gives the rows `ids` of `table` a new `updated_at`, the next version as `updateRow` writes it
 * (`BUMP_UPDATED_AT`). The rows are locked in id order, as any other save that locks several of
 * them should, and a row deleted meanwhile is skipped.
 */
async function bumpVersions(tx: Db, table: 'questao' | 'problema', ids: readonly number[]): Promise<void> {
  await tx.query(
    `WITH locked AS MATERIALIZED (
       SELECT id FROM ${table} WHERE id = ANY($1::int[]) ORDER BY id FOR NO KEY UPDATE
     )
     UPDATE ${table} t SET updated_at = ${BUMP_UPDATED_AT} FROM locked WHERE t.id = locked.id`,
    [[...ids].sort((a, b) => a - b)],
  );
}
