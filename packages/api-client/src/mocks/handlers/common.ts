/** Helpers shared by the resource handlers: paging, search, ordering, lookups. */
import {
  type FieldErrors,
  foldAccents,
  keptImageUrl,
  MESSAGES,
  mayHoldMaterialType,
  searchWords,
} from '@hangar/domain';
import { pageOf } from '../../contract/common.js';
import type { MockDb } from '../db.js';
import { notFound } from './route.js';

/** The page of `items` the query asks for, in the wire format. */
export function paginate<T, O = T>(
  items: readonly T[],
  query: { page: number; per_page: number },
  map: (item: T) => O = (item) => item as unknown as O,
) {
  const start = (query.page - 1) * query.per_page;
  return pageOf(items.slice(start, start + query.per_page).map(map), items.length, query);
}

/**
 * "Contains", ignoring case and accents, as the server's searches (`ILIKE` over both sides folded
 * with the domain's `ACCENT_FOLD`): 'aviao' finds 'Avião'. A term of several words (the domain's
 * `searchWords`) matches when `value` contains every one, anywhere: 'qne altimetro' finds 'Ajuste
 * do altímetro em QNE'. Blank terms match everything.
 */
export function ilike(value: string | null | undefined, term: string | undefined): boolean {
  return ilikeAny([value], term);
}

/**
 * {@link ilike} over several columns, as the server's `searched()`: every word of `term` is in at
 * least one of `values`, each word in any of them ('ferias TUR-00012' finds the class named
 * 'Turma de férias' whose code is 'TUR-00012').
 */
export function ilikeAny(values: readonly (string | null | undefined)[], term: string | undefined): boolean {
  if (term === undefined) return true;
  const fold = (text: string) => foldAccents(text).toLocaleLowerCase('pt-BR');
  const texts = values.map((value) => fold(value ?? ''));
  return searchWords(term).every((word) => {
    const folded = fold(word);
    return texts.some((text) => text.includes(folded));
  });
}

/** Sorts by `field` or `-field` (descending); ties broken by id. Strings compare in pt-BR. */
export function orderBy<T extends { id: number }>(
  items: readonly T[],
  order: string,
  pick: (item: T, field: string) => string | number | null,
): T[] {
  const desc = order.startsWith('-');
  const field = desc ? order.slice(1) : order;
  const collator = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });
  return [...items].sort((a, b) => {
    const x = pick(a, field);
    const y = pick(b, field);
    let cmp: number;
    if (x === y) cmp = 0;
    else if (x === null) cmp = 1;
    else if (y === null) cmp = -1;
    else if (typeof x === 'number' && typeof y === 'number') cmp = x - y;
    else cmp = collator.compare(String(x), String(y));
    if (cmp === 0) cmp = a.id - b.id;
    return desc ? -cmp : cmp;
  });
}

/** Finds a row by integer id or uuid, or throws 404. */
export function findOr404<T extends { id: number; uuid?: string }>(
  rows: readonly T[],
  id: number | string,
): T {
  const found = rows.find((r) => (typeof id === 'number' ? r.id === id : r.uuid === id));
  if (!found) throw notFound();
  return found;
}

/** Removes a row in place. */
export function removeRow<T>(rows: T[], row: T): void {
  const index = rows.indexOf(row);
  if (index >= 0) rows.splice(index, 1);
}

/**
 * Runs a domain validator on a raw body; a body so malformed that the validator throws is left to
 * the schema, which answers it with a field map too.
 */
export function safely<I>(
  validate: (input: I) => FieldErrors,
): (raw: Record<string, unknown>) => FieldErrors {
  return (raw) => {
    try {
      return validate(raw as I);
    } catch {
      return {};
    }
  };
}

/** Overlap test for the "any of these ids" filters. */
export const overlaps = (a: readonly number[], b: readonly number[] | undefined) =>
  b === undefined || b.length === 0 || a.some((x) => b.includes(x));

/**
 * Whether `url` may be saved as an `imagem_url`, as on the server: no image, the record's
 * `current` url kept as it is, or the url of an image uploaded to this mock.
 */
export function isAcceptedImageUrl(
  db: MockDb,
  current: string | null | undefined,
  url: string | null | undefined,
): boolean {
  const kept = keptImageUrl(url);
  return (
    kept === null || kept === current || db.uploads.some((u) => u.url === kept && u.mime.startsWith('image/'))
  );
}

/** A material of a save body, with the field path its errors go under. */
export interface SentMaterial {
  at: string;
  arquivo_id: number;
  tipo_arquivo_id: number;
}

/**
 * As the server's course and problem saves: each material's type must be one its file may hold
 * (`mayHoldMaterialType`, given `held`: upload id → its types on the saved record). Uploads this
 * mock does not know (seeded materials) are not judged. Answers the field map, empty when all fit.
 */
export function materialTypeErrors(
  db: MockDb,
  sent: readonly SentMaterial[],
  held: ReadonlyMap<number, readonly number[]>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const m of sent) {
    const upload = db.uploads.find((u) => u.id === m.arquivo_id);
    if (upload && !mayHoldMaterialType(m.tipo_arquivo_id, upload.mime, held.get(m.arquivo_id) ?? [])) {
      errors[`${m.at}.tipo_arquivo_id`] = [MESSAGES.material.typeMismatch];
    }
  }
  return errors;
}

/** `upload id → the types it holds` among `materials`, for {@link materialTypeErrors}. */
export function heldTypes(
  materials: readonly { arquivo_id: number; tipo_arquivo_id: number }[],
): Map<number, number[]> {
  const held = new Map<number, number[]>();
  for (const m of materials) held.set(m.arquivo_id, [...(held.get(m.arquivo_id) ?? []), m.tipo_arquivo_id]);
  return held;
}
