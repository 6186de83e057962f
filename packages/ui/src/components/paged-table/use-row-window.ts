import { useVirtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';

/**
 * Pages longer than this render only the rows in view (plus a margin): 1,000 rows drawn at once
 * held the main thread for about a second, and every keystroke on the screen redrew them all.
 */
export const WINDOWED_FROM = 100;

export interface RowWindow {
  /** Indexes of the rows to render, with their `data-index` for measuring. */
  indexes: number[];
  /** Height of the rows above and below the rendered ones (spacer rows keep the scrollbar true). */
  before: number;
  after: number;
  /** Ref callback for each rendered row (`data-index` on it): rows are measured as drawn. */
  measure: (row: HTMLTableRowElement | null) => void;
}

/**
 * Row windowing for the table body scrolling in `scrollRef` (TanStack Virtual), or null when the
 * page is short or nothing scrolls (`enabled` false): then every row renders as before.
 *
 * Keyboard users still reach every row: ten rows beyond each edge of the view are drawn, and Tab
 * into one scrolls it into view, which draws the next ones (the ThousandRows story walks it).
 */
export function useRowWindow(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  enabled: boolean,
): RowWindow | null {
  // TanStack Virtual's virtualizer changes in place, so nothing here may be memoised.
  'use no memo';
  const virtualizer = useVirtualizer({
    count: enabled ? count : 0,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 45,
    overscan: 10,
  });
  if (!enabled) return null;
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  return {
    indexes: items.map((i) => i.index),
    before,
    after,
    measure: virtualizer.measureElement,
  };
}
