import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is narrower than `width` CSS pixels, updated as it resizes. Measured
 * before the first paint, so a phone never sees the wide layout flash. Always false while
 * `enabled` is false (nothing is observed).
 */
export function useIsNarrower(ref: RefObject<HTMLElement | null>, width: number, enabled: boolean): boolean {
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!enabled || !el) {
      setNarrow(false);
      return;
    }
    const update = () => setNarrow(el.getBoundingClientRect().width < width);
    update();
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, width, enabled]);
  return narrow;
}
