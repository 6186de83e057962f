// What the first-row benchmarks share: the row they wait for, the slow network they emulate, and
// the in-page timing of the frame that paints the row (bench-first-row.mjs, bench-ab.mjs).

/** The course list's first row, ordered by name, in the demo data. */
export const FIRST_ROW = 'Comissário de Voo';

/** Chromium's network emulation for "10 Mbps / 40 ms". */
export const THROTTLED = {
  offline: false,
  latency: 40,
  downloadThroughput: (10e6 / 8) | 0,
  uploadThroughput: (10e6 / 8) | 0,
};

/**
 * Runs in each page before its scripts (`context.addInitScript(watchFirstRow, FIRST_ROW)`): when
 * a node holding `text` is inserted, records the time of the next animation frame (the frame
 * that paints it) as `window.__firstRowPainted`, on the page's own clock (0 = navigation start).
 * @param {string} text
 */
export function watchFirstRow(text) {
  const seen = (node) => node.textContent?.includes(text);
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      const nodes = record.type === 'characterData' ? [record.target] : record.addedNodes;
      for (const node of nodes) {
        if (!seen(node)) continue;
        observer.disconnect();
        requestAnimationFrame(() => {
          window.__firstRowPainted = performance.now();
        });
        return;
      }
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/**
 * The in-page time of the first row of the page `page` is loading (see {@link watchFirstRow}).
 * @param {import('playwright-core').Page} page
 * @returns {Promise<number>}
 */
export async function firstRowPainted(page) {
  await page.waitForFunction(() => typeof window.__firstRowPainted === 'number', null, { timeout: 60_000 });
  return page.evaluate(() => window.__firstRowPainted);
}

/**
 * A new context (1280×800, `storageState`) and page that time the first row
 * ({@link watchFirstRow}), at 10 Mbps / 40 ms when `throttled`.
 * @param {import('playwright-core').Browser} browser
 * @param {Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>} storageState
 * @param {boolean} throttled
 */
export async function watchedPage(browser, storageState, throttled) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  await context.addInitScript(watchFirstRow, FIRST_ROW);
  const page = await context.newPage();
  if (throttled) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', THROTTLED);
  }
  return { context, page };
}
