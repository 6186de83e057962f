#!/usr/bin/env node
// `pnpm chromatic`: publishes the built Storybook to Chromatic (the card's visual review for
// designers). Needs CHROMATIC_PROJECT_TOKEN, the project token from chromatic.com → Manage →
// Configure; without it this says so and stops before any network call. Chromatic's CLI is run
// through npx, pinned to major 18, so the workspace does not install it for everyone.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

if (!process.env.CHROMATIC_PROJECT_TOKEN) {
  console.error(
    [
      'pnpm chromatic: CHROMATIC_PROJECT_TOKEN is not set, so nothing was published.',
      '  1. Create (or open) the project on https://www.chromatic.com and copy its project token',
      '     (Manage → Configure).',
      '  2. Run: CHROMATIC_PROJECT_TOKEN=<token> pnpm chromatic',
      '     (in CI, store the token as a secret and expose it under that name).',
      'Without Chromatic, the built Storybook is a static site: pnpm build-storybook → storybook-static/.',
    ].join('\n'),
  );
  process.exit(1);
}

const run = (cmd, args) => spawnSync(cmd, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

const built = run('pnpm', ['run', 'build-storybook']);
if (built !== 0) process.exit(built);
process.exit(
  run('npx', [
    '--yes',
    'chromatic@18',
    '--storybook-build-dir',
    'storybook-static',
    // Visual changes are for review in Chromatic, not a failed command.
    '--exit-zero-on-changes',
  ]),
);
