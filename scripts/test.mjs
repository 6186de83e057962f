#!/usr/bin/env node
// `pnpm test`: every check, in order. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
import { spawnSync } from 'node:child_process';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']],
  ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']],
  // The domain's coverage must stay at or above 95 % (lines and branches): the step fails below.
  ['domain tests with coverage', 'pnpm', ['--filter', '@hangar/domain', 'test:coverage']],
  ['unit tests', 'pnpm', ['exec', 'vitest', 'run', '--project', 'unit']],
  [
    'component and story tests (Chromium)',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'components', '--project', 'storybook'],
  ],
  ['API tests (PGlite and PostgreSQL)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'api']],
  ['end-to-end (built app, real server, Chromium)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'e2e']],
  ['Storybook build', 'pnpm', ['run', 'build-storybook']],
];

const only = process.argv.slice(2);
const results = [];
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(cmd, args, { stdio: 'inherit', env: process.env });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok).length;
console.log(`checks: ${results.length - failed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
