import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether the element is narrower than `width` CSS pixels, updated as it resizes. Measured
 * before the first paint, so a phone never sees the wide layout flash: a ResizeObserver reports
 * an element's size when observing starts, after layout and before paint. Measuring in the
 * effect itself forced a layout in the middle of React's commit (~10 ms on a list's first
 * render). Always false while `enabled` is false (nothing is observed).
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
    const observer = new ResizeObserver(update);
    observer.observe(el);
    return () => observer.disconnect();
  }, [ref, width, enabled]);
  return narrow;
}
