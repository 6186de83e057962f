#!/usr/bin/env node
// `pnpm test`: every check, in order. Each step runs even when an earlier one failed, so one
// run shows everything that is wrong; the exit code is non-zero if any step failed.
//
// Each step's output goes to the terminal as it comes and is also scanned for the lines that
// name a failing test; those are printed again after the summary, because a CI log is often
// read from its tail only.
import { spawn } from 'node:child_process';

process.env.PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD ??= '1';
process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']],
  ['typecheck', 'pnpm', ['-r', '--workspace-concurrency=1', 'typecheck']],
  // The domain's coverage must stay at or above 95 % (lines and branches): the step fails below.
  ['domain tests with coverage', 'pnpm', ['--filter', '@hangar/domain', 'test:coverage']],
  ['unit tests', 'pnpm', ['exec', 'vitest', 'run', '--project', 'unit']],
  // Packs the three packages as published and checks their types for every consumer (attw).
  ['published packages', 'node', ['scripts/check-packages.mjs']],
  // An app outside the workspace installs the tarballs, type-checks, builds and renders them.
  ['consumer app (packed packages)', 'node', ['scripts/consumer-check.mjs']],
  ['API docs (TypeDoc)', 'pnpm', ['run', 'docs:api']],
  ['release dry run', 'node', ['scripts/release-dry-run.mjs']],
  [
    'component and Storybook story tests (Chromium)',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'components', '--project', 'storybook'],
  ],
  ['API tests (PGlite and PostgreSQL)', 'pnpm', ['exec', 'vitest', 'run', '--project', 'api']],
  [
    'end-to-end (e2e: built app, real server, Chromium)',
    'pnpm',
    ['exec', 'vitest', 'run', '--project', 'e2e'],
  ],
  ['Storybook build', 'pnpm', ['run', 'build-storybook']],
];

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI colour codes are control characters.
const ANSI = /\u001b\[[0-9;]*[A-Za-z]|\u001b\]8;;[^\u0007\u001b]*(\u0007|\u001b\\)/g;
/** Lines that name what failed: Vitest's "FAIL  project file > test", tsc and Biome errors. */
const FAILURE_LINE = /^\s*(FAIL\s|×\s|✗\s)|error TS\d+|^\s*[\w./-]+:\d+:\d+ lint\//;
/** Tests that passed only on their retry (scripts/lib/flaky-reporter.mjs). */
const FLAKY_LINE = /^FLAKY /;

/** Runs one step, echoing its output; resolves with its exit status and the failure lines seen. */
function run(cmd, args) {
  return new Promise((resolve) => {
    const failures = new Set();
    const flaky = new Set();
    const child = spawn(cmd, args, { stdio: ['inherit', 'pipe', 'pipe'], env: process.env });
    const scan = (stream, out) => {
      let rest = '';
      stream.on('data', (chunk) => {
        out.write(chunk);
        const lines = (rest + chunk.toString()).split('\n');
        rest = lines.pop() ?? '';
        for (const raw of lines) {
          const line = raw.replace(ANSI, '').trimEnd();
          if (FAILURE_LINE.test(line) && failures.size < 200) failures.add(line.trim().slice(0, 220));
          if (FLAKY_LINE.test(line)) flaky.add(line.slice(0, 600));
        }
      });
    };
    scan(child.stdout, process.stdout);
    scan(child.stderr, process.stderr);
    child.on('close', (status) => resolve({ status, failures: [...failures], flaky: [...flaky] }));
  });
}

// `pnpm test e2e` runs the steps whose name holds a word given, in any case ('api' finds 'API tests').
const only = process.argv.slice(2).map((word) => word.toLowerCase());
const chosen = steps.filter(([name]) => !only.length || only.some((o) => name.toLowerCase().includes(o)));
if (!chosen.length) {
  // Running nothing and passing would read as a green run of a step that never ran.
  console.error(`No step's name holds ${only.map((o) => `'${o}'`).join(' or ')}. The steps:`);
  for (const [name] of steps) console.error(`  ${name}`);
  process.exit(2);
}
const results = [];
for (const [name, cmd, args] of chosen) {
  console.log(`\n━━ ${name} ━━ ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const { status, failures, flaky } = await run(cmd, args);
  results.push({
    name,
    ok: status === 0,
    failures,
    flaky,
    seconds: Math.round((Date.now() - started) / 1000),
  });
}

console.log('\n━━ summary ━━');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.seconds}s)`);
const failed = results.filter((r) => !r.ok);
console.log(`checks: ${results.length - failed.length} passed, ${failed.length} failed`);
for (const r of failed) {
  const shown = r.failures.slice(0, 12);
  console.log(`\nwhat failed in "${r.name}"${shown.length ? ':' : ' (no test named; see its output above)'}`);
  for (const line of shown) console.log(`  ${line}`);
  if (r.failures.length > shown.length) console.log(`  … and ${r.failures.length - shown.length} more`);
}
const flaky = results.flatMap((r) => r.flaky);
if (flaky.length)
  console.log(`\npassed only on a retry (fix these):\n${flaky.map((l) => `  ${l}`).join('\n')}`);
process.exit(failed.length ? 1 : 0);
