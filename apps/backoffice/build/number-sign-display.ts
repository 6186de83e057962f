import type { Plugin } from 'vite';

/** React Aria's number formatting module, which probes the browser as it is first imported. */
const MODULE = /[\\/]@internationalized[\\/]number[\\/]dist[\\/]private[\\/]NumberFormatter\.mjs$/;
/** Its probe: whether `Intl.NumberFormat` knows `signDisplay`, asked of a German formatter. */
const PROBE =
  /(\$\w+\$var\$supportsSignDisplay) = new Intl\.NumberFormat\('de-DE', \{\s*signDisplay: 'exceptZero'\s*\}\)\.resolvedOptions\(\)\.signDisplay === 'exceptZero';/;

/**
 * `@internationalized/number` (React Aria's number formatting, in the chunk every signed-in
 * page loads, for progress bars, number and date fields) asks at import whether the browser's
 * `Intl.NumberFormat` supports `signDisplay`, by building a de-DE formatter. That first
 * formatter of the page costs ~35 ms of a cold course-list load's main thread on this machine
 * (issue 15: the first `Intl` object of a page starts ICU, whatever its locale), for
 * number data the app never uses. Every browser that runs the app's build (ES2022: Chrome
 * 94, Firefox 93, Safari 16.4) has `signDisplay` (Chrome 77, Firefox 70, Safari 14.1), so the
 * answer is known: the build writes it in. The probe's lines stay (as blank lines) so the
 * module's source map still fits.
 *
 * Fails the build when the module no longer has the probe, so an update is seen.
 */
export function numberSignDisplay(): Plugin {
  return {
    name: 'hangar:number-sign-display',
    transform: {
      filter: { id: MODULE },
      handler(code, id) {
        const probe = PROBE.exec(code);
        if (!probe) this.error(`${id} no longer probes signDisplay: see build/number-sign-display.ts`);
        const blank = '\n'.repeat(probe[0].split('\n').length - 1);
        return { code: code.replace(probe[0], `${probe[1]} = true;${blank}`), map: null };
      },
    },
  };
}

export const forTesting = { MODULE, PROBE };
