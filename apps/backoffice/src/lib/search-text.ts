/**
 * Text as the back-office's own searches compare it (lists already loaded, which the API does not
 * search): without accents or case, so 'helicoptero' finds 'Helicóptero' and 'usuarios' finds
 * 'Usuários'.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/** Whether `text` contains `search`, folded; a blank search matches everything. */
export function containsFolded(text: string, search: string): boolean {
  const wanted = foldForSearch(search.trim());
  return wanted === '' || foldForSearch(text).includes(wanted);
}
