import { MESSAGES } from '../messages.js';

/**
 * Maximum lengths of free text. Every text a body carries has one, so nothing unbounded reaches
 * the database: an indexed column (names, titles of problems, e-mails) must stay under
 * PostgreSQL's b-tree row limit (~2,700 bytes, so 255 characters of up to 4 UTF-8 bytes fit), and
 * a list page must not grow to megabytes because one record's title did. The contract's schemas,
 * the forms (`maxLength`) and the server all read these numbers.
 */
export const TEXT_MAX = {
  /** Names and short titles: nome, apelido-like labels, problem titles, e-mails. */
  name: 255,
  /** Short codes: course apelido, ANAC codes, CNPJ/CPF, CEP, phone. */
  code: 60,
  /** A question's or an answer's text (shown in lists, so bounded well below descriptions). */
  title: 2000,
  /** Long descriptions and explanations (course, question, problem). */
  text: 20_000,
  /** A URL (an uploaded file's path, an image, a site). */
  url: 2048,
} as const;

/** The fewest characters a password may have (§2.13's modal, the server, the mocks). */
export const PASSWORD_MIN_LENGTH = 8;

/**
 * The message for a text shorter than `min` characters.
 * @example minLengthMessage(8) // 'Use no mínimo 8 caracteres'
 */
export function minLengthMessage(min: number): string {
  return MESSAGES.field.tooShort.replace('{min}', String(min));
}

/**
 * The message for a text longer than `max` characters, with pt-BR digit grouping.
 * @example maxLengthMessage(255) // 'Use no máximo 255 caracteres'
 * @example maxLengthMessage(20000) // 'Use no máximo 20.000 caracteres'
 */
export function maxLengthMessage(max: number): string {
  // Grouped by hand: the result must not depend on the runtime's ICU data.
  const grouped = String(max).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return MESSAGES.field.tooLong.replace('{max}', grouped);
}

/**
 * Whether a value is a string longer than `max` characters (UTF-16 code units, as the browser's
 * `maxLength` and zod's `.max()` count them). Anything that is not a string is not "too long".
 * @example isTooLong('abc', 2) // true
 */
export function isTooLong(value: unknown, max: number): boolean {
  return typeof value === 'string' && value.length > max;
}

/** NUL, and the bidirectional controls that reorder how a name reads (U+200E–F, U+202A–E, U+2066–9). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is one of the characters removed, on purpose.
const UNSAFE_IN_NAMES = /[\u0000\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/**
 * The name an upload keeps (the one typed for it, or else the file's own), cut to `TEXT_MAX.name`
 * (UTF-16 units, as the save's validation counts) with its extension kept. A longer one was
 * stored whole, and every later save of the course or problem holding it failed on a field
 * nobody had typed. The server and the mocks name uploads with it.
 * @example uploadName(`${'a'.repeat(300)}.pdf`, 'arquivo.pdf').length // 255, ending '.pdf'
 */
export function uploadName(filename: string | undefined, fallback: string): string {
  // A NUL (which PostgreSQL's text cannot store) can only come from a crafted request. Bidi
  // controls would let 'evil\u202Egpj.exe.pdf' read as 'evilfdp.exe.jpg' in a download dialog.
  const name = filename?.replace(UNSAFE_IN_NAMES, '').trim() || fallback;
  if (name.length <= TEXT_MAX.name) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  // Not through the middle of a character outside the BMP (a lone surrogate).
  const head = name.slice(0, TEXT_MAX.name - ext.length).replace(/[\uD800-\uDBFF]$/, '');
  return head + ext;
}
