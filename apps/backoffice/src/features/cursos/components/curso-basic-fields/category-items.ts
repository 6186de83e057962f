import { PICKER_SIZE } from '@hangar/domain';

/**
 * The category checkboxes: the categories listed, and one for each ticked category the list does
 * not hold, so it can be unticked (otherwise it would stay in the value unseen). The list holds
 * every category up to §9's picker size; then a ticked one missing from it was deleted (by
 * someone, while this form or its draft held it, and refuses the save); past that size it may
 * only be further down the list (`isCategoryListPartial`), and is named by its name when the form
 * knows it (`names`: the course's own categories, those picked by search), else by its number.
 */
export function categoryItems(
  categorias: readonly { id: number; nome: string }[],
  ticked: readonly number[],
  loaded: boolean,
  names: ReadonlyMap<number, string> = new Map(),
): { id: string; label: string }[] {
  const items = categorias.map((c) => ({ id: String(c.id), label: c.nome }));
  if (!loaded) return items;
  const known = new Set(categorias.map((c) => c.id));
  const complete = !isCategoryListPartial(categorias);
  const missing = ticked.filter((id) => !known.has(id));
  return [
    ...items,
    ...missing.map((id) => ({
      id: String(id),
      label: complete ? `Categoria excluída (${id})` : (names.get(id) ?? `Categoria ${id}`),
    })),
  ];
}

/**
 * Whether the picker's list may stop short of every category: it holds §9's picker size, so the
 * rest are reached by a search.
 */
export function isCategoryListPartial(categorias: readonly unknown[]): boolean {
  return categorias.length >= PICKER_SIZE.categoria;
}
