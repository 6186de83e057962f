import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { forTesting, reactAriaDefaultLocale } from './react-aria-default-locale';

const { MODULE, CHECK, CANONICAL } = forTesting;

/** The installed react-aria's module, as the app's build resolves it. */
function installedModule(): string {
  const require = createRequire(import.meta.url);
  const entry = require.resolve('react-aria-components');
  // …/react-aria/dist/exports/index.cjs → …/react-aria/dist/private/i18n/useDefaultLocale.mjs
  const ariaEntry = createRequire(entry).resolve('react-aria');
  return path.resolve(path.dirname(ariaEntry), '../private/i18n/useDefaultLocale.mjs');
}

/** Runs the plugin's transform on `code` as module `id`; `this.error` throws, as in a build. */
function transform(code: string, id: string) {
  const hook = reactAriaDefaultLocale().transform as Extract<Plugin['transform'], { handler: unknown }>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return {
    run: () => (hook.handler as (this: unknown, c: string, i: string) => unknown).call(context, code, id),
  };
}

describe('reactAriaDefaultLocale', () => {
  it('rewrites the installed react-aria’s locale check, on the same line', () => {
    const id = installedModule();
    expect(id).toMatch(MODULE);
    const code = readFileSync(id, 'utf8');
    const result = transform(code, id).run() as { code: string; map: null };
    expect(result.code).toContain(CANONICAL);
    expect(result.code).not.toContain(CHECK);
    expect(result.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails the build when react-aria no longer makes that call', () => {
    const call = transform('export const x = 1;', installedModule());
    expect(call.run).toThrow(/no longer calls/);
  });

  it('keeps the check: the two calls throw for the same language tags', () => {
    const tags = [
      'pt-BR',
      'en-US',
      'zh-Hant-TW',
      'de-DE-u-co-phonebk',
      'en_US',
      '',
      'x',
      '123',
      'en-US-',
      'i-klingon',
    ];
    const throws = (call: () => unknown) => {
      try {
        call();
        return false;
      } catch {
        return true;
      }
    };
    for (const tag of tags) {
      expect(
        throws(() => Intl.getCanonicalLocales([tag])),
        tag,
      ).toBe(throws(() => Intl.DateTimeFormat.supportedLocalesOf([tag])));
    }
    // Both valid and invalid tags are among them.
    expect(tags.filter((tag) => throws(() => Intl.getCanonicalLocales([tag]))).length).toBeGreaterThan(2);
  });
});
