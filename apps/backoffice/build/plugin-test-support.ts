// What the tests of the build's rewrites of installed modules share (imported by tests only).
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A module of the installed react-aria, as the app's build resolves it (from react-aria-components). */
export function installedReactAria(privatePath: string): string {
  const require = createRequire(import.meta.url);
  const aria = createRequire(require.resolve('react-aria-components')).resolve('react-aria');
  // …/react-aria/dist/exports/index.cjs → …/react-aria/dist/private/<privatePath>
  return path.resolve(path.dirname(aria), '../private', privatePath);
}

/** A module of the installed `@internationalized/number`, the one react-aria imports. */
export function installedNumber(privatePath: string): string {
  const entry = createRequire(installedReactAria('i18n/utils.mjs')).resolve('@internationalized/number');
  // …/@internationalized/number/dist/index.cjs → …/dist/private/<privatePath>
  return path.join(path.dirname(entry), 'private', privatePath);
}

/**
 * Runs `plugin`'s transform on `code` as module `id`, later: the returned function does it, and
 * throws where the build would fail (`this.error`).
 */
export function transformWith(plugin: Plugin, code: string, id: string): () => { code: string; map: null } {
  const hook = plugin.transform as Extract<Plugin['transform'], { handler: unknown }>;
  const context = {
    error: (message: string) => {
      throw new Error(message);
    },
  };
  return () =>
    (hook.handler as (this: unknown, c: string, i: string) => { code: string; map: null }).call(
      context,
      code,
      id,
    );
}
