#!/usr/bin/env node
// `pnpm bench:ab <dir>`: figures, not pass/fail. The course list's first row with this build
// against another build of the app (`<dir>`, a copy of some commit's `apps/backoffice/dist`), in
// one alternating run on this machine: cold loads (a new context each), on loopback and at
// 10 Mbps / 40 ms, timed in the page as `bench:first-row` does.
//
// Why: on a shared 2-core machine the same build's p50 moves by 100 ms or more between runs made
// minutes apart (other processes, the benchmark's own servers), so "before" and "after" measured
// at different times say little about a change worth 20–50 ms. Alternating the two builds run by
// run, on two servers started side by side, puts both under the same conditions.
//
//   git stash -u && pnpm build && cp -r apps/backoffice/dist /tmp/dist-before && git stash pop
//   pnpm build && pnpm bench:ab /tmp/dist-before
//
// Environment: BENCH_RUNS (15 per build and network). Prints p25/p50/p75/mean per build and the
// difference of the p50s. Uses the compiled API as it is (build it first if it changed).
//
// `--warm` times a reload after each cold load instead (the scripts in the browser's cache).
//
// `--cpu` also profiles BENCH_RUNS more cold loads of each build (loopback, alternating, the
// order swapped every round) and prints their main thread's busy time (everything but idle) and
// the share of it in the app's scripts: a change of a few ms of work shows there long before it
// shows in a first row that moves by ±100 ms.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { launchChromium, signedInState } from './lib/browser.mjs';
import { appScriptOf, profileColdLoad } from './lib/cpu-profile.mjs';
import { firstRowPainted, watchedPage } from './lib/first-row.mjs';
import { percentile } from './lib/latency.mjs';
import { DEMO_ADMIN, startHangar } from './lib/server.mjs';

const other = process.argv[2] && path.resolve(process.argv[2]);
const CPU = process.argv.includes('--cpu');
const WARM = process.argv.includes('--warm');
if (!other || !existsSync(path.join(other, 'index.html'))) {
  console.error('usage: pnpm bench:ab <dir of another build of the app, with its index.html> [--cpu]');
  process.exit(2);
}
const RUNS = Number(process.env.BENCH_RUNS ?? 15);

const builds = {
  'this build': await startHangar({ build: false, pollMs: 50 }),
  [process.argv[2]]: await startHangar({
    build: false,
    pollMs: 50,
    env: { HANGAR_STATIC_DIR: other },
  }),
};
const browser = await launchChromium();
try {
  /**
   * ms to the first row of one cold load of `server`'s course list, or with `WARM` of a reload
   * in the same context after it (every script in the cache).
   */
  async function coldLoad(server, throttled) {
    const state = await signedInState(browser, server.url, DEMO_ADMIN);
    const { context, page } = await watchedPage(browser, state, throttled);
    await page.goto(`${server.url}/admin/administracao/cursos`);
    let ms = await firstRowPainted(page);
    if (WARM) {
      await page.reload();
      ms = await firstRowPainted(page);
    }
    await context.close();
    return ms;
  }

  /** Main-thread busy ms of profiled cold loads of each build, alternating; prints p50 and mean. */
  async function compareCpu() {
    const samples = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
    const entries = Object.entries(builds);
    for (let i = 0; i <= RUNS; i++) {
      for (const [name, server] of i % 2 ? entries : [...entries].reverse()) {
        let busy = 0;
        let app = 0;
        for (const { frame, ms } of await profileColdLoad(browser, server)) {
          if (frame.functionName === '(idle)') continue;
          busy += ms;
          if (appScriptOf(frame)) app += ms;
        }
        // The first round warms the servers and Chromium up, untimed.
        if (i > 0) samples[name].push({ busy, app });
      }
    }
    const median = (list) =>
      percentile(
        [...list].sort((a, b) => a - b),
        50,
      );
    const mean = (list) => list.reduce((a, b) => a + b, 0) / list.length;
    console.log(`\nMain thread of a cold course-list load, loopback, ${RUNS} profiled loads per build:`);
    console.table(
      Object.entries(samples).map(([name, list]) => ({
        build: name,
        'busy p50 ms': Math.round(median(list.map((s) => s.busy))),
        'busy mean ms': Math.round(mean(list.map((s) => s.busy))),
        "app's scripts p50 ms": Math.round(median(list.map((s) => s.app))),
      })),
    );
  }

  const rows = [];
  for (const throttled of [false, true]) {
    const samples = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
    // One untimed load of each first (server caches, Chromium's own start-up).
    for (const server of Object.values(builds)) await coldLoad(server, throttled);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, server] of Object.entries(builds))
        samples[name].push(await coldLoad(server, throttled));
    }
    const p50s = [];
    for (const [name, list] of Object.entries(samples)) {
      const sorted = [...list].sort((a, b) => a - b);
      p50s.push(percentile(sorted, 50));
      rows.push({
        [`${WARM ? 'warm reload' : 'cold load'}, first row (ms)`]: throttled ? '10 Mbps / 40 ms' : 'loopback',
        build: name,
        p25: Math.round(percentile(sorted, 25)),
        p50: Math.round(percentile(sorted, 50)),
        p75: Math.round(percentile(sorted, 75)),
        mean: Math.round(sorted.reduce((a, b) => a + b, 0) / sorted.length),
      });
    }
    rows.at(-1)['p50, this build − other'] = Math.round(p50s[0] - p50s[1]);
  }
  console.log(
    `\nFirst row of the course list, ${WARM ? 'warm' : 'cold'}, ${RUNS} alternating runs per build and network:`,
  );
  console.table(rows);
  if (CPU) await compareCpu();
} finally {
  await browser.close();
  for (const server of Object.values(builds)) await server.stop();
}
