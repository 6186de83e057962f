#!/usr/bin/env node
// `pnpm check:packages` (a step of `pnpm test`): packs @hangar/domain, @hangar/api-client and
// @hangar/ui as they would be published (`pnpm pack` builds them first) and checks each tarball
// with Are the Types Wrong (`attw`): its types must resolve for TypeScript consumers on
// `moduleResolution` `bundler` and `node16`/`nodenext`. The packages are ES modules only, so the
// `esm-only` profile leaves out the two CommonJS cases (`node10`, `node16` from CJS), which they
// do not serve by design. Exit code non-zero on any problem.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const PACKAGES = ['domain', 'api-client', 'ui'];

/** Packs the three packages into `dir` (a new temp dir by default); returns the tarballs' paths. */
export function packAll(dir = mkdtempSync(path.join(tmpdir(), 'hangar-pack-'))) {
  for (const name of PACKAGES) {
    const res = spawnSync('pnpm', ['pack', '--pack-destination', dir], {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    if (res.status !== 0)
      throw new Error(`pnpm pack of packages/${name} failed:\n${res.stdout}\n${res.stderr}`);
  }
  return {
    dir,
    tarballs: readdirSync(dir)
      .filter((f) => f.endsWith('.tgz'))
      .map((f) => path.join(dir, f)),
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { dir, tarballs } = packAll();
  let failed = 0;
  for (const tarball of tarballs) {
    // The kit's `./styles.css` and `./theme.css` are stylesheets: they have no types to check.
    const exclude = path.basename(tarball).startsWith('hangar-ui-')
      ? ['--exclude-entrypoints', 'styles.css', 'theme.css']
      : [];
    const args = ['exec', 'attw', tarball, '--profile', 'esm-only', '--format', 'table-flipped', ...exclude];
    const res = spawnSync('pnpm', args, {
      cwd: root,
      stdio: 'inherit',
    });
    if (res.status !== 0) failed++;
  }
  rmSync(dir, { recursive: true, force: true });
  console.log(
    failed
      ? `attw: ${failed} of ${tarballs.length} packages have type problems`
      : `attw: ${tarballs.length} packages, no problems`,
  );
  process.exit(failed ? 1 : 0);
}
