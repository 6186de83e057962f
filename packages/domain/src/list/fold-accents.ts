/**
 * The accented letters of Portuguese (and ñ), each beside the letter a search reads it as. The
 * server folds both sides of a text search with PostgreSQL's `translate()` over these two strings
 * (so an index on the folded column serves it), and the mocks with `foldAccents`: the same table,
 * so 'aviao' finds 'Avião' from either. Case is left to ILIKE.
 */
export const ACCENT_FOLD = {
  from: 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
  to: 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn',
} as const;

const FOLDS = new Map([...ACCENT_FOLD.from].map((c, i) => [c, ACCENT_FOLD.to[i]!]));

/**
 * `text` with each letter of `ACCENT_FOLD.from` replaced by its plain one, as the server's
 * `translate()` does.
 * @example foldAccents('Avião Ágil') // 'Aviao Agil'
 */
export function foldAccents(text: string): string {
  let out = '';
  for (const c of text) out += FOLDS.get(c) ?? c;
  return out;
}

/**
 * What two names are compared by when one must not repeat another (a category's, a profile's):
 * without surrounding spaces, accents or case, so 'Mecanica' is taken by 'Mecânica'. The server
 * compares the same way with `lower(translate(trim(…)))`.
 * @example nameKey('  Mecânica ') === nameKey('MECANICA') // true
 */
export function nameKey(name: string): string {
  return foldAccents(name.trim()).toLowerCase();
}
