import { type RefObject, useCallback, useEffect, useRef, useState } from 'react';

/** How many frames a control may take to be drawn again before giving up. */
const FRAMES = 10;

/**
 * Returns `focusLater(selector)`: focuses the element `selector` finds inside `container` a
 * frame or a few after the state change that asked it. For a control a dialog opened, or the
 * one that now stands in its place, inside a React Aria collection: the collection draws its
 * rows again a commit or two after the component that holds it, so the dialog's own focus
 * restore found no element, or the list's row, and focus fell to the row or the page.
 * @example const focusLater = useFocusLater(section); focusLater('[data-add-subject="3"]');
 */
export function useFocusLater(container: RefObject<HTMLElement | null>): (selector: string) => void {
  const target = useRef<string | null>(null);
  const [asked, ask] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs each time a focus is asked
  useEffect(() => {
    const selector = target.current;
    if (selector === null) return;
    target.current = null;
    const pending = { frame: 0 };
    const attempt = (tries: number) => {
      const element = container.current?.querySelector<HTMLElement>(selector);
      if (element) element.focus();
      else if (tries < FRAMES) pending.frame = requestAnimationFrame(() => attempt(tries + 1));
    };
    pending.frame = requestAnimationFrame(() => attempt(0));
    return () => cancelAnimationFrame(pending.frame);
  }, [asked]);
  return useCallback((selector: string) => {
    target.current = selector;
    ask((n) => n + 1);
  }, []);
}
