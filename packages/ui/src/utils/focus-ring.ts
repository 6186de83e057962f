import { composeRenderProps } from 'react-aria-components';
import { cn } from './cn';
import { recipe } from './recipe';

/**
 * The one focus ring of the kit, shown only for keyboard focus (`isFocusVisible`).
 * Spread RAC render props into it: `className={(rp) => focusRing(rp)}`.
 */
export const focusRing = recipe({
  base: 'outline-focus outline-offset-2 forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2 outline-solid',
    },
  },
});

/** Class for plain elements (not RAC) that should show the same ring on `:focus-visible`. */
export const focusVisibleRing =
  'outline-0 outline-offset-2 outline-focus focus-visible:outline-2 focus-visible:outline-solid';

/**
 * Merges a RAC `className` (string or render-prop function) with the kit's own classes,
 * letting the caller's classes win.
 */
export function composeTailwindRenderProps<T>(
  className: string | ((v: T) => string) | undefined,
  tw: string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (c) => cn(tw, c));
}
