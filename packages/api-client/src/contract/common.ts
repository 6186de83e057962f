/**
 * Wire-format building blocks shared by every resource of the contract.
 *
 * The format is the legacy Laravel + Passport one (see docs/architecture.md):
 * a record is `{data}`, a paged list is `{data: {data, total, current_page, per_page, last_page}}`,
 * a validation error is a bare field map (422) and every other error is `{message}`.
 */
import { z } from 'zod';

/** `{ data: T }`: how every single record travels. */
export const record = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** The inner page object of a paged list. */
export const page = <T extends z.ZodType>(schema: T) =>
  z.object({
    data: z.array(schema),
    total: z.number().int().nonnegative(),
    current_page: z.number().int().positive(),
    per_page: z.number().int().positive(),
    last_page: z.number().int().positive(),
  });

/** `{ data: { data: T[], total, current_page, per_page, last_page } }`. */
export const paged = <T extends z.ZodType>(schema: T) => z.object({ data: page(schema) });

/** `{ data: T[] }`: an unpaged list (pickers, cities, file types). */
export const list = <T extends z.ZodType>(schema: T) => z.object({ data: z.array(schema) });

/** The 422 body: a bare field map, `{ nome: ['Informe o nome'] }`. It has NO `message` key. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrorsBody = z.infer<typeof fieldErrorsSchema>;

/** Every error other than 422 (401, 403, 404, 500…): `{ message }`. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The largest page a list answers (the pickers ask for 1000). */
export const MAX_PER_PAGE = 1000;
/** The page size when none is asked for (§9). */
export const DEFAULT_PER_PAGE = 15;

/**
 * An integer that may arrive as a string (query strings, multipart fields, legacy forms).
 * Unlike `z.coerce.number()`, an empty string or `'abc'` is an error, never 0.
 */
export const intLike = () =>
  z
    .union([
      z.number(),
      z
        .string()
        .trim()
        .regex(/^-?\d+$/)
        .transform(Number),
    ])
    .pipe(z.number().int().safe());

/** A database id: a positive integer that fits PostgreSQL's `integer` (may arrive as a string). */
export const idLike = () => intLike().pipe(z.number().min(1).max(2_147_483_647));

/** A boolean that may arrive as `1`/`0`, `'1'`/`'0'`, `'true'`/`'false'` (Laravel habits). */
export const boolLike = () =>
  z.union([
    z.boolean(),
    z.literal(1).transform(() => true),
    z.literal(0).transform(() => false),
    z.enum(['1', 'true']).transform(() => true),
    z.enum(['0', 'false']).transform(() => false),
  ]);

/**
 * A PHP-style array query parameter (`cursos[]=1&cursos[]=2`). After `parseQuery` a single
 * value may arrive as a scalar, so one value is accepted and wrapped in an array.
 */
export const phpArray = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item), item.transform((v) => [v] as z.output<T>[])]);

/** The query every paged list accepts: `page` (≥ 1, default 1) and `per_page` (1–1000, default 15). */
export const listQuery = z.object({
  page: intLike().pipe(z.number().min(1)).default(1),
  per_page: intLike().pipe(z.number().min(1).max(MAX_PER_PAGE)).default(DEFAULT_PER_PAGE),
});
export type ListQuery = z.output<typeof listQuery>;

/** A query value before serialisation. `undefined`, `null` and `''` are left out. */
export type QueryValue = string | number | boolean | null | undefined;
export type QueryInput = Record<string, QueryValue | readonly QueryValue[]>;

/**
 * Serialises a query object the way the legacy API expects: arrays PHP-style (`k[]=a&k[]=b`),
 * booleans as `1`/`0`, empty values left out. Returns `''` or a string starting with `?`.
 *
 * @example toQueryString({ page: 2, cursos: [1, 2] }) // '?page=2&cursos[]=1&cursos[]=2'
 */
export function toQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const parts: string[] = [];
  const enc = (v: Exclude<QueryValue, null | undefined>) =>
    encodeURIComponent(typeof v === 'boolean' ? (v ? '1' : '0') : String(v));
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryValue[]) {
        if (item === undefined || item === null || item === '') continue;
        parts.push(`${encodeURIComponent(key)}[]=${enc(item)}`);
      }
    } else {
      const v = value as QueryValue;
      if (v === undefined || v === null || v === '') continue;
      parts.push(`${encodeURIComponent(key)}=${enc(v)}`);
    }
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** A parsed query: `k[]` keys become arrays under `k`; repeated plain keys keep the last value. */
export type ParsedQuery = Record<string, string | string[]>;

/**
 * Parses a query string (with or without `?`) or `URLSearchParams` into a plain object, the
 * inverse of `toQueryString`. `k[]` (and `k[0]`, `k[1]`…) collect into an array under `k`; empty
 * values are dropped so `?situacao=` means "no filter".
 *
 * @example parseQuery('?page=2&cursos[]=1&cursos[]=2') // { page: '2', cursos: ['1', '2'] }
 */
export function parseQuery(input: string | URLSearchParams): ParsedQuery {
  const params =
    typeof input === 'string' ? new URLSearchParams(input.startsWith('?') ? input.slice(1) : input) : input;
  const out: ParsedQuery = Object.create(null);
  for (const [rawKey, value] of params) {
    const match = /^(.+?)\[(\d*)\]$/.exec(rawKey);
    if (match) {
      const key = match[1]!;
      const current = out[key];
      const arr = Array.isArray(current) ? current : current === undefined ? [] : [current];
      if (value !== '') arr.push(value);
      out[key] = arr;
    } else if (value !== '') {
      out[rawKey] = value;
    }
  }
  return { ...out };
}

/** Builds the `{data: {data, total, current_page, per_page, last_page}}` body of a page. */
export function pageOf<T>(items: T[], total: number, query: { page: number; per_page: number }) {
  return {
    data: {
      data: items,
      total,
      current_page: query.page,
      per_page: query.per_page,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/** An ISO-8601 timestamp or date as it travels (`2026-03-01T12:00:00.000Z` or `2026-03-01`). */
export const isoDate = () => z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const isoDateTime = () => z.string().regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/);

/** Entity ids are positive integers; a few resources are also addressed by `uuid`. */
export const idSchema = z.number().int().positive();
export const uuidSchema = z.uuid();

/** Path parameters: `:id` as a positive integer. */
export const idParams = z.object({ id: idLike() });
/** Path parameters where `:id` is an integer id or a uuid (courses and questions accept both). */
export const idOrUuidParams = z.object({
  id: z.union([idLike(), z.uuid()]),
});

/** `?ids=` on legacy deletes: see the README for how it is treated. */
export const deleteQuery = z.object({ ids: z.string().optional() });
