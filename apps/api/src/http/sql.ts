/** Small helpers to build parameterised SQL (never string-concatenated values). */
import type { Db } from '../db/db.js';

/** Collects parameters and hands out `$n` placeholders; `where` collects AND-ed conditions. */
export class Sql {
  readonly params: unknown[] = [];
  readonly conditions: string[] = [];

  /** Adds a parameter; returns its placeholder. */
  p(value: unknown): string {
    this.params.push(value);
    return `$${this.params.length}`;
  }

  /** Adds a condition built with `p`. */
  where(condition: string): this {
    this.conditions.push(condition);
    return this;
  }

  get whereSql(): string {
    return this.conditions.length ? `WHERE ${this.conditions.join(' AND ')}` : '';
  }
}

/** `%text%` for ILIKE, with the wildcard characters of the search itself escaped. */
export const like = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Runs a paged list: `count(*)` over `from + where`, then the page with `order` and
 * LIMIT/OFFSET. Returns the wire page `{data, total, current_page, per_page, last_page}`.
 */
export async function pagedList<T>(
  db: Db,
  q: Sql,
  parts: { select: string; from: string; order: string },
  page: { page: number; per_page: number },
  map: (row: Record<string, unknown>) => T = (r) => r as T,
) {
  const { rows: count } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM ${parts.from} ${q.whereSql}`,
    q.params,
  );
  const total = count[0]?.n ?? 0;
  const limit = q.p(page.per_page);
  const offset = q.p((page.page - 1) * page.per_page);
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${parts.select} FROM ${parts.from} ${q.whereSql} ORDER BY ${parts.order} LIMIT ${limit} OFFSET ${offset}`,
    q.params,
  );
  return {
    data: {
      data: rows.map(map),
      total,
      current_page: page.page,
      per_page: page.per_page,
      last_page: Math.max(1, Math.ceil(total / page.per_page)),
    },
  };
}

/** `ORDER BY` from an `order_by` value (`nome` or `-nome`) and a whitelist of SQL expressions. */
export function orderBy(value: string, columns: Record<string, string>, tieBreak: string): string {
  const desc = value.startsWith('-');
  const column = columns[desc ? value.slice(1) : value];
  if (!column) return tieBreak;
  return `${column} ${desc ? 'DESC' : 'ASC'}, ${tieBreak}`;
}

/** An `:id` that is a number (id) or a string (uuid): the WHERE column and value. */
export function idOrUuid(alias: string, id: number | string): { sql: string; value: number | string } {
  return typeof id === 'number'
    ? { sql: `${alias}.id = $1`, value: id }
    : { sql: `${alias}.uuid = $1`, value: id };
}

/** Which of `ids` exist in `table`. */
export async function existingIds(db: Db, table: string, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [
    [...ids],
  ]);
  return new Set(rows.map((r) => r.id));
}
