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
    async newPage(): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        viewport: { width: 1280, height: 800 },
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

/** Signs in through the login screen, as a person would. */
export async function signIn(page: Page, who: keyof typeof DEMO) {
  await page.goto('/auth/login');
  await page.getByLabel('E-mail').fill(DEMO[who].email);
  await page.getByLabel('Senha').fill(DEMO[who].password);
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL('**/admin/dashboard');
}
