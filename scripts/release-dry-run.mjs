#!/usr/bin/env node
// `pnpm release:dry-run` (a step of `pnpm test`): what `pnpm release` would publish, without
// publishing or changing the tree. It reads the pending changesets (`changeset status`) for the
// version each package would get, then asks `pnpm publish --dry-run` of each package as it stands
// (built by its prepack) for the tarball and its files. `pnpm release` does it for real: builds,
// `changeset version` (versions and CHANGELOGs), then `changeset publish`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGES = ['domain', 'api-client', 'ui'];
const run = (cmd, args, cwd = root) => {
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8' });
  if (res.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed:\n${res.stdout}\n${res.stderr}`);
  return res.stdout;
};

const tmp = mkdtempSync(path.join(tmpdir(), 'hangar-release-'));
try {
  const statusFile = path.join(tmp, 'status.json');
  run('pnpm', ['exec', 'changeset', 'status', `--output=${statusFile}`]);
  const { changesets, releases } = JSON.parse(readFileSync(statusFile, 'utf8'));
  const published = releases.filter((r) => r.type !== 'none');
  console.log(`${changesets.length} pending changesets; \`pnpm release\` would publish:`);
  for (const r of published) console.log(`  ${r.name}  ${r.oldVersion} → ${r.newVersion}  (${r.type})`);
  for (const name of PACKAGES) {
    const out = spawnSync('pnpm', ['publish', '--dry-run', '--no-git-checks', '--json'], {
      cwd: path.join(root, 'packages', name),
      encoding: 'utf8',
    });
    if (out.status !== 0)
      throw new Error(`pnpm publish --dry-run of packages/${name} failed:\n${out.stderr}`);
    const json = out.stdout.slice(out.stdout.indexOf('{'));
    const pkg = JSON.parse(json);
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
    console.log(
      `  ${pkg.name}: ${pkg.files?.length ?? '?'} files, ${pkg.size ? kb(pkg.size) : '?'} packed${pkg.unpackedSize ? `, ${kb(pkg.unpackedSize)} unpacked` : ''}`,
    );
  }
  console.log('dry run: nothing was published, no file was changed');
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
