/**
 * The one URL query encoder and decoder of Hangar. The address bar (list state), the typed
 * client, the MSW mocks and the server all read and write queries through these functions, so a
 * filter written by one is read the same way by the others.
 *
 * The format is the legacy Laravel API's: arrays PHP-style (`cursos[]=1&cursos[]=2`, `[]` kept
 * readable), booleans as `1`/`0`, spaces as `+` (`application/x-www-form-urlencoded`, which PHP
 * and `URLSearchParams` decode). Written here rather than with `URLSearchParams` because the
 * domain compiles without DOM or Node typings.
 */

/**
 * Anything iterable as query pairs: `URLSearchParams` (browser or Node) fits. Declared
 * structurally because `domain` compiles without DOM or Node typings.
 */
export type QueryPairs = Iterable<readonly [string, string]>;

/** A query value before serialisation. `undefined`, `null` and `''` are left out. */
export type QueryValue = string | number | boolean | null | undefined;
/** A query object before serialisation: scalars, or arrays sent PHP-style. */
export type QueryInput = Record<string, QueryValue | readonly QueryValue[]>;
/** A parsed query: `k[]` keys become arrays under `k`; repeated plain keys keep the last value. */
export type ParsedQuery = Record<string, string | string[]>;

function decode(part: string): string {
  const text = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    // A malformed escape (`%E0%A4%A`) is kept as typed, like URLSearchParams does.
    return text;
  }
}

/** Splits a query string (with or without `?`) into decoded pairs, `application/x-www-form-urlencoded` style. */
export function parseQueryPairs(query: string): Array<[string, string]> {
  const body = query.startsWith('?') ? query.slice(1) : query;
  const pairs: Array<[string, string]> = [];
  for (const chunk of body.split('&')) {
    if (chunk === '') continue;
    const eq = chunk.indexOf('=');
    pairs.push(eq === -1 ? [decode(chunk), ''] : [decode(chunk.slice(0, eq)), decode(chunk.slice(eq + 1))]);
  }
  return pairs;
}

function encode(text: string): string {
  // Lone surrogates cannot be percent-encoded (encodeURIComponent throws); replace them as
  // URLSearchParams does.
  const wellFormed = text.replace(
    /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
    '\uFFFD',
  );
  return encodeURIComponent(wellFormed).replace(/%20/g, '+');
}

/**
 * Joins pairs into a query string without `?`; a key ending in `[]` keeps its brackets readable
 * (`cursos[]=1`), as the legacy API and PHP expect.
 * @example encodeQueryPairs([['cursos[]', '1'], ['nome', 'asa fixa']]) // 'cursos[]=1&nome=asa+fixa'
 */
export function encodeQueryPairs(pairs: Iterable<readonly [string, string]>): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) parts.push(`${encode(key).replace(/%5B%5D$/, '[]')}=${encode(value)}`);
  return parts.join('&');
}

const isEmpty = (value: QueryValue): value is null | undefined | '' =>
  value === undefined || value === null || value === '';
const text = (value: Exclude<QueryValue, null | undefined>) =>
  typeof value === 'boolean' ? (value ? '1' : '0') : String(value);

/**
 * Serialises a query object the way the legacy API expects: arrays PHP-style (`k[]=a&k[]=b`),
 * booleans as `1`/`0`, empty values left out. Returns `''` or a string starting with `?`.
 *
 * @example toQueryString({ page: 2, cursos: [1, 2] }) // '?page=2&cursos[]=1&cursos[]=2'
 */
export function toQueryString(query: QueryInput | undefined): string {
  if (!query) return '';
  const pairs: Array<[string, string]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) {
      for (const item of value as readonly QueryValue[])
        if (!isEmpty(item)) pairs.push([`${key}[]`, text(item)]);
    } else if (!isEmpty(value as QueryValue)) {
      pairs.push([key, text(value as Exclude<QueryValue, null | undefined>)]);
    }
  }
  return pairs.length ? `?${encodeQueryPairs(pairs)}` : '';
}

/**
 * Parses a query string (with or without `?`) or query pairs (`URLSearchParams`) into a plain
 * object, the inverse of `toQueryString`. `k[]` (and `k[0]`, `k[1]`…) collect into an array
 * under `k`; empty values are dropped, so `?situacao=` means "no filter".
 *
 * @example parseQuery('?page=2&cursos[]=1&cursos[]=2') // { page: '2', cursos: ['1', '2'] }
 */
export function parseQuery(input: string | QueryPairs): ParsedQuery {
  const pairs = typeof input === 'string' ? parseQueryPairs(input) : input;
  // No prototype while collecting, so a key named `__proto__` is data, not a prototype change.
  const out: ParsedQuery = Object.create(null);
  for (const [rawKey, value] of pairs) {
    const match = /^(.+?)\[(\d*)\]$/.exec(rawKey);
    if (match) {
      const key = match[1]!;
      const current = out[key];
      const list = Array.isArray(current) ? current : current === undefined ? [] : [current];
      if (value !== '') list.push(value);
      out[key] = list;
    } else if (value !== '') {
      out[rawKey] = value;
    }
  }
  return { ...out };
}
