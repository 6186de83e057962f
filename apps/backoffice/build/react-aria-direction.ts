import type { Plugin } from 'vite';

/** React Aria's `isRTL(locale)`, and the module that asks it of the browser's locale at import. */
const UTILS = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]utils\.mjs$/;
const DEFAULT_LOCALE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
/** `isRTL`'s first line. */
const IS_RTL = /function \$[\w$]+\(localeString\) \{/;
/** The browser locale's direction, worked out as the module is imported. */
const DEFAULT_DIRECTION = /direction: (\(0, \$[\w$]+\)\(locale\) \? 'rtl' : 'ltr')/;

/** The text direction of `locale`, as React Aria's `isRTL` works it out where `Intl.Locale` exists. */
export function directionOf(locale: string): 'rtl' | 'ltr' {
  const full = new Intl.Locale(locale).maximize() as Intl.Locale & {
    getTextInfo?: () => { direction: string };
    textInfo?: { direction: string };
  };
  const info = full.getTextInfo?.() ?? full.textInfo;
  if (!info) throw new Error(`this Node cannot tell the direction of ${locale}`);
  return info.direction === 'rtl' ? 'rtl' : 'ltr';
}

/**
 * React Aria's `isRTL(locale)` builds an `Intl.Locale`, maximises it and reads its text info:
 * the page's first `Intl.Locale`, ~8–14 ms of a cold load's main thread here (issue 15), which
 * it pays twice over at start: for the browser's language as `useDefaultLocale` is imported, and
 * for the app's locale when `I18nProvider` first renders. Hangar always passes its locale, so:
 *
 * - `isRTL` answers the app's locales from a table the build works out with the same
 *   `Intl.Locale` calls (in Node), and asks the browser for any other;
 * - the browser locale's direction is worked out when something reads it (a getter), which in
 *   Hangar is never: `useLocale` reads the provider's locale first.
 *
 * Lines are kept, so the modules' source maps still fit. Fails the build when either module no
 * longer has what it rewrites, so an update of React Aria is seen.
 */
export function reactAriaDirection({ locales }: { locales: string[] }): Plugin {
  const answers = locales
    .map(
      (locale) => `if (localeString === ${JSON.stringify(locale)}) return ${directionOf(locale) === 'rtl'};`,
    )
    .join(' ');
  return {
    name: 'hangar:react-aria-direction',
    transform: {
      filter: { id: [UTILS, DEFAULT_LOCALE] },
      handler(code, id) {
        if (UTILS.test(id)) {
          const start = IS_RTL.exec(code);
          if (!start)
            this.error(`${id} no longer has isRTL(localeString): see build/react-aria-direction.ts`);
          return { code: code.replace(start[0], `${start[0]} ${answers}`), map: null };
        }
        const direction = DEFAULT_DIRECTION.exec(code);
        if (!direction)
          this.error(`${id} no longer works out the direction at import: see build/react-aria-direction.ts`);
        return { code: code.replace(direction[0], `get direction() { return ${direction[1]}; }`), map: null };
      },
    },
  };
}

export const forTesting = { UTILS, DEFAULT_LOCALE, IS_RTL, DEFAULT_DIRECTION };
