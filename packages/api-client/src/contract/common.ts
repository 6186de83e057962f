/**
 * Wire-format building blocks shared by every resource of the contract.
 *
 * The format is the legacy Laravel + Passport one (see docs/architecture.md):
 * a record is `{data}`, a paged list is `{data: {data, total, current_page, per_page, last_page}}`,
 * a validation error is a bare field map (422) and every other error is `{message}`.
 */
import { MAX_PER_PAGE, PAGE_SIZE, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';

/** `{ data: T }`: how every single record travels. */
export const record = <T extends z.ZodMiniType>(schema: T) => z.object({ data: schema });

/** A count or a page number as the server sends it. */
const count = () => z.int().check(z.nonnegative());
const pageNumber = () => z.int().check(z.positive());

/** The inner page object of a paged list. */
export const page = <T extends z.ZodMiniType>(schema: T) =>
  z.object({
    data: z.array(schema),
    total: count(),
    current_page: pageNumber(),
    per_page: pageNumber(),
    last_page: pageNumber(),
  });

/** `{ data: { data: T[], total, current_page, per_page, last_page } }`. */
export const paged = <T extends z.ZodMiniType>(schema: T) => z.object({ data: page(schema) });

/** `{ data: T[] }`: an unpaged list (pickers, cities, file types). */
export const list = <T extends z.ZodMiniType>(schema: T) => z.object({ data: z.array(schema) });

/** The 422 body: a bare field map, `{ nome: ['Informe o nome'] }`. It has NO `message` key. */
export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrorsBody = z.infer<typeof fieldErrorsSchema>;

/** Every error other than 422 (401, 403, 404, 500…): `{ message }`. */
export const errorBodySchema = z.object({ message: z.string() });
export type ErrorBody = z.infer<typeof errorBodySchema>;

/**
 * An integer that may arrive as a string (query strings, multipart fields, legacy forms).
 * Unlike `z.coerce.number()`, an empty string or `'abc'` is an error, never 0. Nor is the string
 * trimmed: `'1 '` is not the id 1 (a padded id is a different key to caches, logs and proxies, so
 * it is refused like any other malformed id), nor is `'01'` (padded with a zero) or `'-0'`: a
 * number is written one way. The result is a safe integer.
 */
export const intLike = () =>
  z.pipe(
    z.union([z.number(), z.pipe(z.string().check(z.regex(/^(0|-?[1-9]\d*)$/)), z.transform(Number))]),
    z.int(),
  );

/** An {@link intLike} integer of at least `min` and, when given, at most `max`. */
export const intLikeIn = (min: number, max?: number) =>
  z.pipe(intLike(), z.number().check(z.gte(min), ...(max === undefined ? [] : [z.lte(max)])));

/** A database id: a positive integer that fits PostgreSQL's `integer` (may arrive as a string). */
export const idLike = () => intLikeIn(1, 2_147_483_647);

/**
 * A text of a request body with a maximum length (characters, as the form's `maxLength` counts).
 * Every text a body carries is bounded: past the limit the 422 says `maxLengthMessage(max)`
 * ('Use no máximo 255 caracteres'), see `issuesToFieldErrors`. The limits are the domain's
 * `TEXT_MAX`.
 * @default max TEXT_MAX.name (255)
 */
export const boundedText = (max: number = TEXT_MAX.name) => z.string().check(z.maxLength(max));

/**
 * A text the form requires: trimmed, then at least `min` characters (1: not blank) and at most
 * `max`.
 */
export const requiredText = (max: number, min = 1) =>
  z.string().check(z.trim(), z.minLength(min), z.maxLength(max));

/** A list of ids (`cursos: [1, 2]`) of at most `max`; absent, it is `[]`. */
export const idList = (max: number) => z._default(z.array(idLike()).check(z.maxLength(max)), []);

/** Like {@link idList}, but the list must be sent (`[]` for none). */
export const requiredIdList = (max: number) => z.array(idLike()).check(z.maxLength(max));

/**
 * Like {@link idList}, but each item may also be a record `{ id, … }`: a form sends back the
 * records it loaded (§7). Parsed to the ids.
 */
export const idOrRecordList = (max: number) =>
  z._default(
    z
      .array(
        z.union([
          idLike(),
          z.pipe(
            z.object({ id: idLike() }),
            z.transform((record) => record.id),
          ),
        ]),
      )
      .check(z.maxLength(max)),
    [],
  );

/** A boolean that may arrive as `1`/`0`, `'1'`/`'0'`, `'true'`/`'false'` (Laravel habits). */
export const boolLike = () =>
  z.union([
    z.boolean(),
    z.pipe(
      z.literal(1),
      z.transform(() => true),
    ),
    z.pipe(
      z.literal(0),
      z.transform(() => false),
    ),
    z.pipe(
      z.enum(['1', 'true']),
      z.transform(() => true),
    ),
    z.pipe(
      z.enum(['0', 'false']),
      z.transform(() => false),
    ),
  ]);

/**
 * A PHP-style array query parameter (`cursos[]=1&cursos[]=2`). After `parseQuery` a single
 * value may arrive as a scalar, so one value is accepted and wrapped in an array.
 */
export const phpArray = <T extends z.ZodMiniType>(item: T) =>
  z.union([
    z.array(item),
    z.pipe(
      item,
      z.transform((v) => [v] as z.output<T>[]),
    ),
  ]);

/**
 * The query every paged list accepts: `page` (≥ 1, default 1) and `per_page` (1–`MAX_PER_PAGE`,
 * default `PAGE_SIZE`; the domain's constants of §9).
 */
export const listQuery = z.object({
  page: z._default(intLikeIn(1), 1),
  per_page: z._default(intLikeIn(1, MAX_PER_PAGE), PAGE_SIZE),
});
export type ListQuery = z.output<typeof listQuery>;

/**
 * The URL query encoder and decoder are the domain's (one for the address bar, the client, the
 * mocks and the server); the contract re-exports them because the wire format names them.
 */
export {
  type ParsedQuery,
  parseQuery,
  type QueryInput,
  type QueryValue,
  toQueryString,
} from '@hangar/domain';

/**
 * Builds the `{data: {data, total, current_page, per_page, last_page}}` body of a page: the one
 * page envelope of the server and the mocks. `last_page` is at least 1, even for an empty list.
 *
 * @example pageOf([a, b], 31, { page: 1, per_page: 15 }).data.last_page // 3
 */
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
export const isoDate = () =>
  z.string().check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/),
    // A day the calendar has: '2026-02-30' reached PostgreSQL and came back as a 422 on the
    // whole body, naming no field.
    z.refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }),
  );
export const isoDateTime = () => z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}/));

/** Path parameters: `:id` as a positive integer. */
export const idParams = z.object({ id: idLike() });
/** Path parameters where `:id` is an integer id or a uuid (courses and questions accept both). */
export const idOrUuidParams = z.object({
  id: z.union([idLike(), z.uuid()]),
});

/** `?ids=` on legacy deletes: see the README for how it is treated. */
export const deleteQuery = z.object({ ids: z.optional(z.string()) });

/** What a field schema reads when its key is sent: an optional's or a default's inner schema. */
type Sent<S extends z.core.$ZodType> =
  S extends z.ZodMiniOptional<infer I extends z.core.$ZodType>
    ? I
    : S extends z.ZodMiniDefault<infer I extends z.core.$ZodType>
      ? I
      : S;

/** The field schema that requires its key: `null` or `[]` still say "none", a key left out is refused. */
function sent(field: z.core.$ZodType): z.core.$ZodType {
  const def = field._zod.def as { type: string; innerType?: z.core.$ZodType };
  return (def.type === 'optional' || def.type === 'default') && def.innerType ? def.innerType : field;
}

/**
 * The body of an update: a PUT replaces the record as a whole, so every field of the create's
 * `schema` must be sent (`null` or `[]` for none), but those in `except` (the version, a password
 * left unchanged). A field left out was taken for "none" and erased what the record held — a
 * user's profiles and photo, a profile's permissions, a problem's questions, a class's hours, an
 * entity's address (an attacker probe's finding); it is now refused, 'Campo obrigatório'. A
 * create still reads a field left out as none: there is nothing to erase. Only the fields are
 * rebuilt: checks made on `schema` as a whole would not carry over (none has any).
 */
export function replacingBody<Shape extends z.core.$ZodShape, Except extends keyof Shape & string>(
  schema: z.ZodMiniObject<Shape>,
  except: readonly Except[],
): z.ZodMiniObject<{ -readonly [K in keyof Shape]: K extends Except ? Shape[K] : Sent<Shape[K]> }> {
  const shape = Object.fromEntries(
    Object.entries(schema.shape).map(([key, field]) => [
      key,
      (except as readonly string[]).includes(key) ? field : sent(field),
    ]),
  );
  return z.object(shape) as never;
}
