/**
 * On a touch screen, a control's tap area reaches at least 44 × 44 px (WCAG 2.5.5, Apple's
 * guidelines) without changing how it looks or what it pushes aside: an invisible `::after`,
 * centred on the control, at least its own size. The kit's buttons were 28–36 px, and the row
 * and pager buttons 32 px, too small for a thumb. The element must be positioned (`relative`);
 * a mouse or a pen (`pointer: fine`) gets nothing.
 */
export const touchTarget = [
  'pointer-coarse:after:absolute pointer-coarse:after:top-1/2 pointer-coarse:after:left-1/2',
  'pointer-coarse:after:size-full pointer-coarse:after:min-h-11 pointer-coarse:after:min-w-11',
  "pointer-coarse:after:-translate-x-1/2 pointer-coarse:after:-translate-y-1/2 pointer-coarse:after:content-['']",
].join(' ');

/**
 * On a touch screen, a box one types into is 44 px tall and its text 16 px: the thumb's size
 * again, and iOS Safari zooms the page into a field whose text is under 16 px when it takes the
 * focus, and leaves it zoomed. A mouse or a pen keeps the 36 px box and 14 px text.
 */
export const touchField = 'pointer-coarse:h-11 pointer-coarse:text-md';

/** `touchField`'s text alone, for a box that grows with its content (a text area). */
export const touchFieldText = 'pointer-coarse:text-md';
