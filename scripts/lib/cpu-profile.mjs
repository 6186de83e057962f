// A cold load of the course list under Chromium's sampling profiler (bench-cpu.mjs, bench-ab.mjs).
import { signedInState } from './browser.mjs';
import { FIRST_ROW } from './first-row.mjs';
import { DEMO_ADMIN } from './server.mjs';

/**
 * Profiles one cold load (a new 1280×800 context, signed in) of `server`'s course list, from
 * navigation to its first row, sampling every 0.1 ms. Returns each sample's call frame and ms.
 * @param {import('playwright-core').Browser} browser
 * @param {{ url: string }} server
 * @returns {Promise<{ frame: { functionName: string, url: string, lineNumber: number, columnNumber: number }, ms: number }[]>}
 */
export async function profileColdLoad(browser, server) {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    storageState: await signedInState(browser, server.url, DEMO_ADMIN),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${server.url}/admin/administracao/cursos`);
    await page.getByText(FIRST_ROW, { exact: true }).first().waitFor();
    const { profile } = await cdp.send('Profiler.stop');
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    return profile.samples.map((id, k) => ({
      frame: frames.get(id),
      ms: (profile.timeDeltas[k] ?? 0) / 1000,
    }));
  } finally {
    await context.close();
  }
}

/** The app's own script of a sample's frame (`index-….js`), if it is one of the build's assets. */
export const appScriptOf = (frame) => /\/assets\/([^/?]+\.js)$/.exec(frame.url)?.[1];
