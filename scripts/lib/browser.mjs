// Debian's Chromium through playwright-core: never a downloaded browser. The one place that
// says where it is and how it starts here (the e2e tests, the benchmarks and Vitest's browser
// projects all use it).
import { chromium } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--headless',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
}

/**
 * A browser state signed in as `user` through the sign-in page, as a person would, for a context
 * of its own (`browser.newContext({ storageState })`). The refresh cookie works once: each load
 * that trades it needs a state of its own.
 * @param {import('playwright-core').Browser} browser
 * @param {string} baseUrl
 * @param {{ username: string, password: string }} user
 */
export async function signedInState(browser, baseUrl, user) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${baseUrl}/auth/login`);
  await page.getByLabel('E-mail').fill(user.username);
  await page.getByLabel('Senha').fill(user.password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL('**/admin/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}
