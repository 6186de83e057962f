/**
 * Pure list reordering used by SortableList. Mirrors react-stately's `useListData().moveBefore/
 * moveAfter` so the component can stay controlled (`items` in, `onReorder(newItems)` out).
 */

/** Where the dragged items land relative to the target item. */
export type DropPosition = 'before' | 'after';

/**
 * Moves the items whose keys are in `keys` before or after the item `targetKey`, keeping the
 * moved items in their current relative order. Returns the same array when nothing moves.
 * @example reorderItems(['a','b','c'], (x) => x, new Set(['c']), 'a', 'before') // ['c','a','b']
 */
export function reorderItems<T>(
  items: readonly T[],
  getKey: (item: T) => string | number,
  keys: Iterable<string | number>,
  targetKey: string | number,
  position: DropPosition,
): T[] {
  const moving = new Set(keys);
  if (moving.size === 0 || moving.has(targetKey)) return items as T[];
  const moved = items.filter((item) => moving.has(getKey(item)));
  if (moved.length === 0) return items as T[];
  const rest = items.filter((item) => !moving.has(getKey(item)));
  const targetIndex = rest.findIndex((item) => getKey(item) === targetKey);
  if (targetIndex < 0) return items as T[];
  const insertAt = position === 'before' ? targetIndex : targetIndex + 1;
  const result = [...rest.slice(0, insertAt), ...moved, ...rest.slice(insertAt)];
  const unchanged = result.every((item, index) => item === items[index]);
  return unchanged ? (items as T[]) : result;
}

/**
 * Moves the item at `from` to index `to` (used by the move-up / move-down fallback).
 * @example moveItem(['a','b','c'], 0, 2) // ['b','c','a']
 */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return items as T[];
  const result = [...items];
  const [item] = result.splice(from, 1);
  result.splice(to, 0, item as T);
  return result;
}
