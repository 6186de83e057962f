import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedReactAria, transformWith } from './plugin-test-support';
import { directionOf, forTesting, reactAriaDirection } from './react-aria-direction';

const { UTILS, DEFAULT_LOCALE } = forTesting;

const installed = (file: string) => installedReactAria(`i18n/${file}`);
const transform = (code: string, id: string) =>
  transformWith(reactAriaDirection({ locales: ['pt-BR', 'ar-EG'] }), code, id);

/** Loads a rewritten `utils.mjs` (it imports nothing) and returns its `isRTL`. */
async function isRTLOf(code: string): Promise<(locale: string) => boolean> {
  const module = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return module.isRTL;
}

describe('reactAriaDirection', () => {
  it('works the direction out as React Aria does', () => {
    expect(directionOf('pt-BR')).toBe('ltr');
    expect(directionOf('ar-EG')).toBe('rtl');
    expect(directionOf('he')).toBe('rtl');
  });

  it('answers the app’s locales in isRTL without Intl.Locale, and asks for any other, line for line', async () => {
    const id = installed('utils.mjs');
    expect(id).toMatch(UTILS);
    const code = readFileSync(id, 'utf8');
    const result = transform(code, id)();
    expect(result.code.split('\n')).toHaveLength(code.split('\n').length);
    const isRTL = await isRTLOf(result.code);
    const original = await isRTLOf(code);
    const built = Intl.Locale;
    let asked = 0;
    // Intl.Locale is writable (TypeScript's lib calls it read-only).
    Reflect.set(
      Intl,
      'Locale',
      new Proxy(built, {
        construct(target, args) {
          asked += 1;
          return Reflect.construct(target, args);
        },
      }),
    );
    try {
      expect(isRTL('pt-BR')).toBe(false);
      expect(isRTL('ar-EG')).toBe(true);
      expect(asked).toBe(0);
      for (const other of ['he-IL', 'en-US', 'fa', 'pt-PT', 'ks', 'az-Arab'])
        expect(isRTL(other), other).toBe(original(other));
      expect(asked).toBeGreaterThan(0);
    } finally {
      Reflect.set(Intl, 'Locale', built);
    }
  });

  it('leaves the browser locale’s direction to be worked out when it is read', () => {
    const id = installed('useDefaultLocale.mjs');
    expect(id).toMatch(DEFAULT_LOCALE);
    const code = readFileSync(id, 'utf8');
    const result = transform(code, id)();
    expect(result.code).toMatch(/get direction\(\) \{ return \(0, \$[\w$]+\)\(locale\) \? 'rtl' : 'ltr'; \}/);
    expect(result.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails the build when React Aria no longer has what it rewrites', () => {
    expect(transform('export const x = 1;', installed('utils.mjs'))).toThrow(/no longer has isRTL/);
    expect(transform('export const x = 1;', installed('useDefaultLocale.mjs'))).toThrow(
      /no longer works out the direction/,
    );
  });
});
