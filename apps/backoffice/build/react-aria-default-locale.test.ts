import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { installedReactAria, transformWith } from './plugin-test-support';
import { forTesting, reactAriaDefaultLocale } from './react-aria-default-locale';

const { MODULE, CHECK, CANONICAL } = forTesting;

const installedModule = () => installedReactAria('i18n/useDefaultLocale.mjs');
const transform = (code: string, id: string) => ({ run: transformWith(reactAriaDefaultLocale(), code, id) });

describe('reactAriaDefaultLocale', () => {
  it('rewrites the installed react-aria’s locale check, on the same line', () => {
    const id = installedModule();
    expect(id).toMatch(MODULE);
    const code = readFileSync(id, 'utf8');
    const result = transform(code, id).run();
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
