import { useEffect } from 'react';

/** The product's name, after the page's in the document's title. */
const PRODUCT = 'Hangar';

/**
 * Names the page in the document's title ('Cursos · Hangar'): what a screen reader announces when
 * the page changes, and what the browser's tabs and history show. Every page said 'Hangar'.
 * @example usePageTitle(resource.title)
 */
export function usePageTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = `${title} · ${PRODUCT}`;
    return () => {
      document.title = PRODUCT;
    };
  }, [title]);
}
