/** Small helpers to build parameterised SQL (never string-concatenated values). */
import { pageOf } from '@hangar/api-client/contract';
import { ACCENT_FOLD, foldAccents, MESSAGES, searchWords } from '@hangar/domain';
import type { Db } from '../db/db.js';
import { HttpError, notFound } from './errors.js';

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
 * A column's text without accents (`translate()` over the domain's `ACCENT_FOLD`), so 'aviao'
 * finds 'Avião'. The question title is folded once, at write time, into `questao.titulo_busca`
 * (migration 0022), which carries its trigram index.
 */
export const folded = (column: string) => `translate(${column}, '${ACCENT_FOLD.from}', '${ACCENT_FOLD.to}')`;

/**
 * The domain's `nameKey` in SQL: a stored name compared without surrounding spaces, accents or
 * case, so a category or profile called 'Mecanica' is taken by 'Mecânica '. `param` holds the
 * new name, trimmed by the caller as `nameKey` trims (JavaScript's trim, which SQL's lacks).
 * @example db.query(`SELECT 1 FROM perfil WHERE ${sameName('nome', '$1')}`, [nome.trim()])
 */
export const sameName = (column: string, param: string) =>
  `lower(${folded(`trim(${column})`)}) = lower(${folded(param)})`;

/**
 * The ILIKE patterns of a search for `term`, one per word (the domain's `searchWords`: split on
 * whitespace, blank words dropped, at most `SEARCH_MAX_WORDS`), each folded as the columns are,
 * wildcards escaped. One word is the whole trimmed term ('motor ' finds 'Motor'); none, for a
 * blank term, is no search.
 * @example searchPatterns(' Altímetro  QNE') // ['%Altimetro%', '%QNE%']
 */
export const searchPatterns = (term: string) => searchWords(term).map((word) => like(foldAccents(word)));

/**
 * "Every word of `term` is in one of `columns`", ignoring case and accents: the lists' text
 * searches. Each word may be in a column of its own ('ferias TUR-00012' finds the class named
 * 'Turma de férias' whose code is 'TUR-00012'). A blank term matches everything, as in the mocks.
 * @example q.where(searched(q, ['t.nome', 't.codigo'], 'ferias'))
 */
export function searched(q: Sql, columns: string[], term: string): string {
  return allOf(
    searchPatterns(term).map((pattern) => {
      const p = q.p(pattern);
      return `(${columns.map((c) => `${folded(c)} ILIKE ${p}`).join(' OR ')})`;
    }),
  );
}

/** The AND of `conditions`, in parentheses; `TRUE` when there are none. */
export const allOf = (conditions: string[]) => (conditions.length ? `(${conditions.join(' AND ')})` : 'TRUE');

/**
 * Runs a paged list: `count(*)` over `from + where`, then the page with `order` and
 * LIMIT/OFFSET. Returns the contract's page envelope (`pageOf`), the same one the mocks answer.
 *
 * The count comes first so the page costs no more than it must: past the last row nothing is
 * read, and a page in the second half is read from the other end in the reverse order (an OFFSET
 * walks every row it skips: the last page of 100,000 rows would walk them all). `order` must end
 * with a unique column so that the reverse order is exactly the reverse.
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
  const offset = (page.page - 1) * page.per_page;
  if (offset >= total) return pageOf([], total, page);
  const limit = Math.min(page.per_page, total - offset);
  const fromEnd = total - offset - limit;
  const reverse = fromEnd < offset;
  const order = reverse ? reverseOrder(parts.order) : parts.order;
  const { rows } = await db.query<Record<string, unknown>>(
    `SELECT ${parts.select} FROM ${parts.from} ${q.whereSql} ORDER BY ${order} LIMIT ${q.p(limit)} OFFSET ${q.p(reverse ? fromEnd : offset)}`,
    q.params,
  );
  if (reverse) rows.reverse();
  return pageOf(rows.map(map), total, page);
}

/**
 * The opposite of an ORDER BY list: `a, b DESC NULLS LAST` → `a DESC, b ASC NULLS FIRST`
 * (PostgreSQL puts NULLs last ascending and first descending, so the defaults swap too).
 */
export function reverseOrder(order: string): string {
  const terms: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i <= order.length; i++) {
    const c = order[i];
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if ((c === ',' && depth === 0) || i === order.length) {
      terms.push(order.slice(start, i).trim());
      start = i + 1;
    }
  }
  return terms
    .map((term) => {
      const m = /^(.*?)(?:\s+(ASC|DESC))?(?:\s+NULLS\s+(FIRST|LAST))?$/i.exec(term)!;
      const desc = m[2]?.toUpperCase() === 'DESC';
      const nulls = m[3] ? ` NULLS ${m[3].toUpperCase() === 'FIRST' ? 'LAST' : 'FIRST'}` : '';
      return `${m[1]} ${desc ? 'ASC' : 'DESC'}${nulls}`;
    })
    .join(', ');
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

/**
 * A value written as an SQL expression instead of a plain parameter, for the few columns whose
 * new value depends on the old one or needs a cast.
 *
 * @example { password_hash: expr((p) => `COALESCE(${p(hash)}, password_hash)`) }
 */
export class SqlExpr {
  constructor(readonly build: (p: (value: unknown) => string) => string) {}
}
export const expr = (build: (p: (value: unknown) => string) => string) => new SqlExpr(build);

/** Column → value. Keys are written into the SQL, so they come from code, never from a request. */
export type Columns = Readonly<Record<string, unknown>>;

const IDENTIFIER = /^[a-z_][a-z0-9_]*$/;
function identifier(name: string): string {
  // A guard against a key built from input by mistake: only plain lower-case identifiers pass.
  if (!IDENTIFIER.test(name)) throw new Error(`Not an SQL identifier: ${name}`);
  return name;
}

const valueSql = (q: Sql, value: unknown) =>
  value instanceof SqlExpr ? value.build((v) => q.p(v)) : q.p(value);

function insertSql(table: string, values: Columns) {
  const q = new Sql();
  const columns = Object.keys(values).map(identifier);
  const placeholders = Object.values(values).map((v) => valueSql(q, v));
  return {
    sql: `INSERT INTO ${identifier(table)} (${columns.join(', ')}) VALUES (${placeholders.join(', ')})`,
    q,
  };
}

/** `INSERT INTO table (columns…) VALUES (…) RETURNING id`; resolves to the new id. */
export async function insertRow(db: Db, table: string, values: Columns): Promise<number> {
  const { sql, q } = insertSql(table, values);
  const { rows } = await db.query<{ id: number }>(`${sql} RETURNING id`, q.params);
  return rows[0]!.id;
}

/** `INSERT INTO table (columns…) VALUES (…)`, for tables without an `id` (link tables). */
export async function insertValues(db: Db, table: string, values: Columns): Promise<void> {
  const { sql, q } = insertSql(table, values);
  await db.query(sql, q.params);
}

/**
 * The new `updated_at` of a row being saved: now, kept at millisecond precision (what the wire's
 * ISO strings carry), and always past the previous value, so two saves within one millisecond
 * still give two versions.
 */
export const BUMP_UPDATED_AT = `GREATEST(date_trunc('milliseconds', clock_timestamp()),
  date_trunc('milliseconds', updated_at) + interval '1 millisecond')`;

/** A record's `updated_at` as the wire carries it: ISO 8601 in UTC with milliseconds. */
export const isoMs = (column: string) =>
  `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** 409: the save was made from a copy someone else has changed since (optimistic concurrency). */
export const stale = () => new HttpError(409, MESSAGES.concurrency.stale);

/** Options of {@link updateRow}. */
export interface UpdateOptions {
  /**
   * The `updated_at` of the copy the client edited. When given and not the row's current value
   * (compared at millisecond precision), the update writes nothing and answers 409. The check is
   * part of the UPDATE's WHERE, so it holds against a concurrent save (the row lock makes the
   * second one see the first's new version). Absent or null: the save proceeds (legacy clients).
   * @default undefined
   */
  version?: string | null | undefined;
}

/**
 * `UPDATE table SET columns…, updated_at = <next version> WHERE id = …`. 404 when no row has
 * that id; 409 {@link MESSAGES.concurrency.stale} when `options.version` is stale. Call it first
 * in a save's transaction: it takes the row lock, so the rest of the save is serialised too.
 */
export async function updateRow(
  db: Db,
  table: string,
  id: number,
  values: Columns,
  options: UpdateOptions = {},
): Promise<void> {
  const q = new Sql();
  const sets = Object.entries(values).map(([column, v]) => `${identifier(column)} = ${valueSql(q, v)}`);
  sets.push(`updated_at = ${BUMP_UPDATED_AT}`);
  q.where(`id = ${q.p(id)}`);
  if (options.version != null) {
    q.where(
      `date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', ${q.p(options.version)}::timestamptz)`,
    );
  }
  const { rows } = await db.query(
    `UPDATE ${identifier(table)} SET ${sets.join(', ')} ${q.whereSql} RETURNING id`,
    q.params,
  );
  if (rows.length > 0) return;
  const { rows: exists } = await db.query(`SELECT 1 FROM ${identifier(table)} WHERE id = $1`, [id]);
  throw exists.length ? stale() : notFound();
}

/**
 * Takes the row lock of `table`'s row `id` and checks `version` as {@link updateRow} does (404,
 * 409), without writing: for a save that may turn out to change nothing, and then must leave the
 * version alone. Call it first in the save's transaction; write with `updateRow` (no version) if
 * anything changed.
 */
export async function lockVersion(
  db: Db,
  table: string,
  id: number,
  version: string | null | undefined,
): Promise<void> {
  const { rows } = await db.query<{ fresh: boolean }>(
    `SELECT $2::timestamptz IS NULL
        OR date_trunc('milliseconds', updated_at) = date_trunc('milliseconds', $2::timestamptz) AS fresh
       FROM ${identifier(table)} WHERE id = $1 FOR UPDATE`,
    [id, version ?? null],
  );
  if (!rows[0]) throw notFound();
  if (!rows[0].fresh) throw stale();
}

/**
 * The integer id of the row an `:id` names (the id, or the uuid on tables that have one);
 * 404 when none does.
 */
export async function findId(db: Db, table: string, id: number | string): Promise<number> {
  const where = idOrUuid('t', id);
  const { rows } = await db.query<{ id: number }>(
    `SELECT t.id FROM ${identifier(table)} t WHERE ${where.sql}`,
    [where.value],
  );
  if (!rows[0]) throw notFound();
  return rows[0].id;
}

/** Deletes the row an `:id` names (id or uuid); 404 when none does. */
export async function deleteRow(db: Db, table: string, id: number | string): Promise<void> {
  const where = idOrUuid('t', id);
  const { rows } = await db.query(`DELETE FROM ${identifier(table)} t WHERE ${where.sql} RETURNING t.id`, [
    where.value,
  ]);
  if (rows.length === 0) throw notFound();
}
