import type { Browser } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
export function signedInState(
  browser: Browser,
  baseUrl: string,
  user: { username: string; password: string },
): Promise<Awaited<ReturnType<import('playwright-core').BrowserContext['storageState']>>>;
