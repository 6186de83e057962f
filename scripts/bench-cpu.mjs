#!/usr/bin/env node
// `pnpm bench:cpu`: figures, not pass/fail (issue 15). Where the main thread's time goes on a
// cold load of the course list, by package: Chromium's sampling profiler (0.1 ms) from navigation
// to the first row, each sample of the app's scripts attributed through the build's hidden source
// maps to the package it came from (as `bench:transfer` does with bytes). Together they say what
// a first load costs and what taking a package off it would win, before anyone rewrites anything.
//
// Prints the mean self time per package over BENCH_RUNS cold loads (5), the browser's own work
// ('(program)': parsing, compiling, style, layout; '(garbage collector)'; '(idle)') beside it.
// `--no-build` reuses the last build; BENCH_DETAIL=1 splits packages into their source files.
// A sample counts for the function it is in, placed by where that function starts: the top-level
// code of the scripts (every module's body, bundled into one function per script) starts where no
// source maps, so it shows as '(unmapped)'. To see which module's top level costs what, profile
// an unminified build (`vite build --minify false`) and read the profile's line ticks: that is how
// the import-time Intl probes of build/number-sign-display.ts and react-aria-direction.ts were found.
// `pnpm bench:ab <dir> --cpu` compares two builds' main-thread time.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode } from '@jridgewell/sourcemap-codec';
import { launchChromium } from './lib/browser.mjs';
import { packageOf } from './lib/bytes-by-source.mjs';
import { appScriptOf, profileColdLoad } from './lib/cpu-profile.mjs';
import { FIRST_ROW } from './lib/first-row.mjs';
import { run } from './lib/react-admin-reference.mjs';
import { startHangar } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const assets = path.join(root, 'apps/backoffice/dist/assets');
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DETAIL = process.env.BENCH_DETAIL === '1';

if (!process.argv.includes('--no-build')) {
  run('pnpm', ['--filter', '@hangar/backoffice', '--filter', '@hangar/api', 'build'], root);
}

/** Each script's source map: its sources (as packages) and its decoded mappings. */
const maps = new Map();
function sourceAt(file, line, column) {
  if (!maps.has(file)) {
    const map = JSON.parse(readFileSync(path.join(assets, `${file}.map`), 'utf8'));
    const sources = map.sources.map((source) => path.resolve(assets, map.sourceRoot ?? '', source));
    maps.set(file, { sources, lines: decode(map.mappings) });
  }
  const { sources, lines } = maps.get(file);
  let found;
  for (const segment of lines[line] ?? []) {
    if (segment[0] > column) break;
    found = segment;
  }
  if (!found || found.length < 2) return '(unmapped)';
  const source = sources[found[1]];
  return DETAIL ? `${packageOf(source)} ${path.relative(root, source)}` : packageOf(source);
}

const server = await startHangar({ build: false, pollMs: 50 });
const browser = await launchChromium();
try {
  /** @type {Map<string, number>} ms per package, summed over the runs */
  const total = new Map();
  for (let i = 0; i < RUNS; i++) {
    for (const { frame, ms } of await profileColdLoad(browser, server)) {
      const script = appScriptOf(frame);
      const key = script
        ? sourceAt(script, frame.lineNumber, frame.columnNumber)
        : frame.url
          ? '(other scripts: the test driver)'
          : frame.functionName.startsWith('(')
            ? frame.functionName
            : `(${frame.functionName || 'native'})`;
      total.set(key, (total.get(key) ?? 0) + ms);
    }
  }
  const rows = [...total]
    .map(([name, ms]) => ({
      'package or kind of work': name,
      'self ms, mean': Number((ms / RUNS).toFixed(1)),
    }))
    .sort((a, b) => b['self ms, mean'] - a['self ms, mean'])
    .slice(0, DETAIL ? 40 : 25);
  console.log(
    `\nMain-thread time of a cold load of the course list, navigation to '${FIRST_ROW}' (mean of ${RUNS}; sampling profiler, source maps)`,
  );
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
