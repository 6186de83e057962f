/** `pnpm chromatic` without a token says what is missing and stops before any network call. */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const script = path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromatic.mjs');

it('without CHROMATIC_PROJECT_TOKEN it names the token, says how to set it, and exits 1', () => {
  const { CHROMATIC_PROJECT_TOKEN: _, ...env } = process.env;
  // An unreachable proxy: any network call would fail slowly instead of passing silently.
  const result = spawnSync(process.execPath, [script], {
    env: { ...env, HTTPS_PROXY: 'http://127.0.0.1:9', https_proxy: 'http://127.0.0.1:9' },
    encoding: 'utf8',
    timeout: 20_000,
  });
  expect(result.status).toBe(1);
  expect(result.stderr).toContain('CHROMATIC_PROJECT_TOKEN is not set');
  expect(result.stderr).toContain('CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic');
  expect(result.stdout).toBe('');
});
