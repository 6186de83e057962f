/**
 * The most words a text search looks for one by one. Words past the last are not dropped: they
 * stay, joined by single spaces, in the last word, which is then found as that phrase. So a term
 * of any length builds at most this many conditions on the server.
 */
export const SEARCH_MAX_WORDS = 8;

/**
 * The words of a text search: `term` split on whitespace, blank words dropped, at most
 * {@link SEARCH_MAX_WORDS} (the rest joined into the last). A record matches a search when every
 * word is contained, ignoring case and accents, in its searched text; in one of its searched
 * columns, word by word, when a search reads several. The server (`searched()` in
 * `apps/api/src/http/sql.ts`) and the mocks (`ilike()`) both split with it, so they agree. An
 * empty list (a blank term) means no search: everything matches.
 * @example searchWords('  altímetro   QNE ') // ['altímetro', 'QNE']
 * @example searchWords('motor') // ['motor']
 * @example searchWords('   ') // []
 * @example searchWords('a b c d e f g h i j') // ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h i j']
 */
export function searchWords(term: string): string[] {
  const words = term.split(/\s+/).filter((word) => word !== '');
  if (words.length <= SEARCH_MAX_WORDS) return words;
  return [...words.slice(0, SEARCH_MAX_WORDS - 1), words.slice(SEARCH_MAX_WORDS - 1).join(' ')];
}
