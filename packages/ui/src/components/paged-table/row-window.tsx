import { useVirtualizer } from '@tanstack/react-virtual';
import { type RefObject, useLayoutEffect } from 'react';

/** Which rows of a long page to draw. */
export interface RowWindow {
  /** Indexes of the rows to render, with their `data-index` for measuring. */
  indexes: number[];
  /** Height of the rows above and below the rendered ones (spacer rows keep the scrollbar true). */
  before: number;
  after: number;
  /** Ref callback for each rendered row (`data-index` on it): rows are measured as drawn. */
  measure: (row: HTMLTableRowElement | null) => void;
}

export interface RowWindowProbeProps {
  /** Rows on the page. */
  count: number;
  /** The element that scrolls the table body. */
  scrollRef: RefObject<HTMLElement | null>;
  /** Called with the rows to draw whenever they change (scrolling), and `null` on unmount. */
  onWindow: (window: RowWindow | null) => void;
}

/**
 * Works out the rows of a long page in view, plus ten beyond each edge (TanStack Virtual), and
 * hands them to `PagedTable`, which draws them itself: the rows stay its children whether this has
 * loaded or not, so a row focused meanwhile keeps its focus. Renders nothing; loaded on demand
 * with the first page of more than 100 rows.
 */
export default function RowWindowProbe({ count, scrollRef, onWindow }: RowWindowProbeProps) {
  // TanStack Virtual's virtualizer changes in place, so nothing here may be memoised.
  'use no memo';
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 45,
    overscan: 10,
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = Math.max(0, virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0));
  const first = items[0]?.index ?? -1;
  const last = items.at(-1)?.index ?? -1;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the window is its edges and spacers.
  useLayoutEffect(() => {
    if (first < 0) return;
    onWindow({ indexes: items.map((i) => i.index), before, after, measure: virtualizer.measureElement });
  }, [first, last, before, after, onWindow]);
  useLayoutEffect(() => () => onWindow(null), [onWindow]);
  return null;
}
