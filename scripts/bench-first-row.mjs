#!/usr/bin/env node
// `pnpm bench:first-row`: figures, not pass/fail (issue 15). Hangar's course list against a
// react-admin 5 list of the same courses, built and served the same way, in one alternating run:
//
// - the reference is scripts/react-admin-reference/ (react-admin 5 + MUI, pinned), installed from
//   the registry into ~/.cache/hangar-bench/ (reused while its sources are unchanged), built with
//   Vite and precompressed like Hangar's build (.br/.gz beside each text asset over 1 kB);
// - each app is served by its own Hangar server (the compiled API, a fresh PGlite with the demo
//   data, `HANGAR_STATIC_DIR` pointing at the app's build), on loopback;
// - both are signed in beforehand (only the list's load is timed), and both lists show 15 courses
//   ordered by name, so both wait for the same first row, 'Comissário de Voo';
// - time = navigation start → that row visible, headless Chromium at 1280×800: cold (a new
//   context, empty cache) and warm (a reload in the same context), alternating Hangar and the
//   reference run by run, on loopback and with Chromium's network emulation at 10 Mbps / 40 ms.
//   Measured in the page (the primary figure): a MutationObserver set before the app's scripts
//   sees the row inserted, and the time is that of the next animation frame, the frame that
//   paints it, on the page's own clock (0 = navigation start). Also from outside, as before:
//   `goto`/`reload` called → Playwright's locator sees the row. That one adds Playwright's own
//   work (waiting for the load event, its injected script, polling): ~10–100 ms a load, which
//   pulls every ratio towards 1× and varies run to run (26 November, warm reloads at 10 Mbps:
//   Hangar 240–330 ms from outside where the page painted the row at 225–241 ms).
//
// Prints p50 and min–max per case and the reference/Hangar ratio (goal: ≥ 2× on every line).
// Environment: BENCH_RUNS (7 per app and case). `--no-build` reuses Hangar's last build.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium, signedInState } from './lib/browser.mjs';
import { FIRST_ROW, firstRowPainted, watchedPage } from './lib/first-row.mjs';
import { percentile } from './lib/latency.mjs';
import { gzipOf, REFERENCE_TOKEN_KEY, referenceBuild, run } from './lib/react-admin-reference.mjs';
import { DEMO_ADMIN, signIn, startHangar } from './lib/server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 7);

if (!process.argv.includes('--no-build')) {
  run('pnpm', ['--filter', '@hangar/backoffice', '--filter', '@hangar/api', 'build'], root);
}
const referenceDist = referenceBuild();
const hangar = await startHangar({ build: false, pollMs: 50 });
const reference = await startHangar({ build: false, pollMs: 50, env: { HANGAR_STATIC_DIR: referenceDist } });
const browser = await launchChromium();
try {
  // Signed in beforehand, each as its app keeps the session. Hangar's refresh token (a cookie)
  // works once, as it should: every load gets a session of its own.
  const hangarState = () => signedInState(browser, hangar.url, DEMO_ADMIN);
  const referenceState = {
    cookies: [],
    origins: [
      {
        origin: reference.url,
        localStorage: [{ name: REFERENCE_TOKEN_KEY, value: await signIn(reference.url) }],
      },
    ],
  };
  const apps = {
    Hangar: { url: `${hangar.url}/admin/administracao/cursos`, state: hangarState },
    'react-admin 5': { url: `${reference.url}/#/curso`, state: async () => referenceState },
  };

  /** One cold load and one warm reload of `app`; ms to the first row of each, inside and out. */
  async function load(app, throttled) {
    const { context, page } = await watchedPage(browser, await app.state(), throttled);
    const row = () =>
      page
        .getByText(FIRST_ROW, { exact: true })
        .first()
        .waitFor({ timeout: 60_000 })
        .catch(async (error) => {
          const text = (
            await page
              .locator('body')
              .textContent()
              .catch(() => '')
          ).slice(0, 300);
          throw new Error(
            `${app.url}: no '${FIRST_ROW}' (${error.message.split('\n')[0]}); the page shows: ${text}`,
          );
        });
    const painted = () => firstRowPainted(page);
    let t0 = performance.now();
    await page.goto(app.url);
    await row();
    const cold = performance.now() - t0;
    const coldInPage = await painted();
    t0 = performance.now();
    await page.reload();
    await row();
    const warm = performance.now() - t0;
    const warmInPage = await painted();
    await context.close();
    return { cold, warm, coldInPage, warmInPage };
  }

  const samples = {};
  for (const throttled of [false, true]) {
    // One untimed load of each first (server caches, Chromium's own start-up).
    for (const app of Object.values(apps)) await load(app, throttled);
    for (let i = 0; i < RUNS; i++) {
      for (const [name, app] of Object.entries(apps)) {
        const times = await load(app, throttled);
        for (const [how, kind, ms] of [
          ['in page', 'cold', times.coldInPage],
          ['in page', 'warm', times.warmInPage],
          ['outside', 'cold', times.cold],
          ['outside', 'warm', times.warm],
        ]) {
          const key = `${kind}${throttled ? ', 10 Mbps / 40 ms' : ', loopback'}`;
          samples[how] ??= {};
          samples[how][key] ??= {};
          samples[how][key][name] ??= [];
          samples[how][key][name].push(ms);
        }
      }
    }
  }

  const fmt = (list) => {
    const s = [...list].sort((a, b) => a - b);
    return {
      p50: percentile(s, 50),
      text: `${percentile(s, 50).toFixed(0)} (${s[0].toFixed(0)}–${s.at(-1).toFixed(0)})`,
    };
  };
  const tableOf = (byCase) =>
    Object.entries(byCase).map(([key, byApp]) => {
      const h = fmt(byApp.Hangar);
      const r = fmt(byApp['react-admin 5']);
      const ratio = r.p50 / h.p50;
      return {
        'first row, ms': key,
        'Hangar p50 (min–max)': h.text,
        'react-admin 5 p50 (min–max)': r.text,
        'react-admin / Hangar': `${ratio.toFixed(2)}×`,
        'goal ≥ 2×': ratio >= 2 ? 'met' : 'not met',
      };
    });
  console.log(
    `\nFirst row of the course list ('${FIRST_ROW}'), ${RUNS} alternating runs per app and case, headless Chromium 1280×800.` +
      `\nJS gzip of each build: Hangar ${gzipOf(path.join(root, 'apps/backoffice/dist'))} B in all chunks, react-admin ${gzipOf(referenceDist)} B.` +
      "\nIn the page: navigation start → the frame that paints the row (the page's own clock):",
  );
  console.table(tableOf(samples['in page']));
  console.log("From outside: goto/reload called → Playwright sees the row (includes Playwright's own work):");
  console.table(tableOf(samples.outside));
} finally {
  await browser.close();
  await hangar.stop();
  await reference.stop();
}
