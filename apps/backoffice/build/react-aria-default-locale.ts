import type { Plugin } from 'vite';

/** react-aria's module that reads the browser's locale when it is first imported. */
const MODULE = /[\\/]react-aria[\\/]dist[\\/]private[\\/]i18n[\\/]useDefaultLocale\.mjs$/;
/** Its check that the browser's language tag is valid. */
const CHECK = 'Intl.DateTimeFormat.supportedLocalesOf(';
/** The same check without listing every locale the browser's date formatting knows. */
const CANONICAL = 'Intl.getCanonicalLocales(';

/**
 * react-aria checks the browser's language tag once, as its module is imported, with
 * `Intl.DateTimeFormat.supportedLocalesOf`: the first call makes Chromium list every locale its
 * date formatting has, 18–34 ms of a cold load's main thread on this machine (issue 15,
 * `pnpm bench:cpu`), and the answer is thrown away: only a throw (an invalid tag) matters.
 * `Intl.getCanonicalLocales` throws for exactly the same tags (both start by canonicalising the
 * list) and lists nothing. Hangar passes its locale (pt-BR) to `I18nProvider` anyway; this only
 * removes the cost of a check whose result it never uses.
 *
 * Fails the build when react-aria's module no longer has the call, so an update that moves it
 * is seen rather than silently undone.
 */
export function reactAriaDefaultLocale(): Plugin {
  return {
    name: 'hangar:react-aria-default-locale',
    transform: {
      filter: { id: MODULE },
      handler(code, id) {
        if (!code.includes(CHECK)) {
          this.error(`${id} no longer calls ${CHECK}…): see build/react-aria-default-locale.ts`);
        }
        // The same line, a shorter call: `map: null` keeps the module's own source map.
        return { code: code.replace(CHECK, CANONICAL), map: null };
      },
    },
  };
}

export const forTesting = { MODULE, CHECK, CANONICAL };
