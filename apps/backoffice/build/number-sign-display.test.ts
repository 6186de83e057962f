import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { forTesting, numberSignDisplay } from './number-sign-display';
import { installedNumber, transformWith } from './plugin-test-support';

const { MODULE, PROBE } = forTesting;

const installedModule = () => installedNumber('NumberFormatter.mjs');
const transform = (code: string, id: string) => transformWith(numberSignDisplay(), code, id);

describe('numberSignDisplay', () => {
  it('answers the installed module’s probe without building a formatter, line for line', () => {
    const id = installedModule();
    expect(id).toMatch(MODULE);
    const code = readFileSync(id, 'utf8');
    expect(code).toMatch(PROBE);
    const result = transform(code, id)();
    expect(result.code).not.toContain("new Intl.NumberFormat('de-DE'");
    expect(result.code).toMatch(/\$var\$supportsSignDisplay = true;/);
    // The formatter the module builds for real formatting is untouched.
    expect(result.code).toContain('new Intl.NumberFormat(locale, options)');
    expect(result.code.split('\n')).toHaveLength(code.split('\n').length);
  });

  it('fails the build when the module no longer probes', () => {
    expect(transform('export const x = 1;', installedModule())).toThrow(/no longer probes signDisplay/);
  });

  it('writes in the answer the probe gives', () => {
    // Node's V8 and ICU, like every browser the ES2022 build runs in, know signDisplay.
    expect(new Intl.NumberFormat('de-DE', { signDisplay: 'exceptZero' }).resolvedOptions().signDisplay).toBe(
      'exceptZero',
    );
  });
});
