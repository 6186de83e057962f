import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { describe, expect, it } from 'vitest';
import { forTesting, numberSignDisplay } from './number-sign-display';

const { MODULE, PROBE } = forTesting;

/** The installed `@internationalized/number` module, as the app's build resolves it. */
function installedModule(): string {
  const require = createRequire(import.meta.url);
  const aria = createRequire(require.resolve('react-aria-components')).resolve('react-aria');
  // …/@internationalized/number/dist/index.cjs → …/dist/private/NumberFormatter.mjs
  const entry = createRequire(aria).resolve('@internationalized/number');
  return path.join(path.dirname(entry), 'private/NumberFormatter.mjs');
}

/** Runs the plugin's transform on `code` as module `id`; `this.error` throws, as in a build. */
function transform(code: string, id: string) {
  const hook = numberSignDisplay().transform as Extract<Plugin['transform'], { handler: unknown }>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return () => (hook.handler as (this: unknown, c: string, i: string) => unknown).call(context, code, id);
}

describe('numberSignDisplay', () => {
  it('answers the installed module’s probe without building a formatter, line for line', () => {
    const id = installedModule();
    expect(id).toMatch(MODULE);
    const code = readFileSync(id, 'utf8');
    expect(code).toMatch(PROBE);
    const result = transform(code, id)() as { code: string; map: null };
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
