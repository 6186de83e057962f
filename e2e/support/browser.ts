import { MESSAGES } from '@hangar/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { launchChromium } from '../../scripts/lib/browser.mjs';

export const baseUrl = () => inject('baseUrl');

/** One Chromium per test file; each test gets a fresh context (no shared session). */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A page at 1280×800, or a phone's (390×844, touch: a coarse pointer) with `phone`. */
    async newPage({
      phone = false,
    }: {
      phone?: boolean;
    } = {}): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: phone ? { width: 390, height: 844 } : { width: 1280, height: 800 },
        ...(phone && { isMobile: true, hasTouch: true, deviceScaleFactor: 2 }),
        locale: 'pt-BR',
      });
      const page = await context.newPage();
      return { page, context };
    },
  };
}

export const DEMO = {
  admin: { email: 'admin@hangar.dev', password: 'hangar123' },
  leitor: { email: 'leitor@hangar.dev', password: 'hangar123' },
} as const;

/** SALVAR, then the success dialog's OK, once it says the save was done. */
export async function saveAndOk(page: Page) {
  await page.getByRole('button', { name: 'SALVAR' }).click();
  const done = page.getByRole('dialog', { name: MESSAGES.success.title });
  await done.getByText(MESSAGES.success.text).waitFor();
  await done.getByRole('button', { name: 'OK' }).click();
}

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, who: keyof typeof DEMO) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(DEMO[who].email);
  await page.getByLabel('Senha').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL('**/admin/dashboard');
}

/**
 * Records the access tokens the page receives from `POST /oauth/token` (the app keeps them only
 * in memory, so a test that calls the API as that page must listen for them). Resolves to the
 * latest, once every answer seen so far has been read: a body is read after its response event,
 * so without the wait a test that asks right after the page moved on could get none.
 */
export function watchAccessToken(page: Page): () => Promise<string | undefined> {
  let latest: string | undefined;
  let reads: Promise<unknown> = Promise.resolve();
  page.on('response', (response) => {
    if (!response.url().endsWith('/oauth/token') || response.status() !== 200) return;
    const read = response.json().then(
      (body: { access_token?: string }) => {
        latest = body.access_token ?? latest;
      },
      // A body that is not JSON holds no token.
      () => {},
    );
    reads = Promise.all([reads, read]);
  });
  return async () => {
    await reads;
    return latest;
  };
}

/** The body of a password grant for a demo account, with the development OAuth client. */
export function passwordGrant(who: keyof typeof DEMO) {
  return {
    grant_type: 'password',
    client_id: 2,
    client_secret: 'hangar-dev-secret',
    username: DEMO[who].email,
    password: DEMO[who].password,
  };
}

/** Signs in through the API (no page), for calls made as that account. */
export async function apiToken(who: keyof typeof DEMO): Promise<string> {
  const res = await fetch(`${baseUrl()}/oauth/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(passwordGrant(who)),
  });
  return ((await res.json()) as { access_token: string }).access_token;
}
