#!/usr/bin/env node
// `pnpm bench`: figures, not pass/fail. Builds the app, starts it on a free loopback port with
// a throw-away database, loads pages in Debian's Chromium and prints what they cost.
//
// Figures printed:
// - transfer: the gzip size (level 6) of every JS and CSS response the browser fetched to
//   render /auth/login and /admin/dashboard (what a browser downloads over a compressing proxy).
import { gzipSync } from 'node:zlib';
import { launchChromium } from './lib/browser.mjs';
import { startHangar } from './lib/server.mjs';

const server = await startHangar();
const browser = await launchChromium();
const rows = [];

async function measure(label, path, storageState) {
  // A new context per page: empty HTTP cache, only the session carried over.
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, storageState });
  const page = await context.newPage();
  const assets = new Map();
  page.on('response', async (res) => {
    const type = res.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    try {
      const body = await res.body();
      assets.set(res.url(), { type, raw: body.length, gzip: gzipSync(body, { level: 6 }).length });
    } catch {
      // redirects and aborted requests have no body
    }
  });
  const started = performance.now();
  await page.goto(`${server.url}${path}`, { waitUntil: 'networkidle' });
  const ms = Math.round(performance.now() - started);
  const sum = (type, key) =>
    [...assets.values()].filter((a) => a.type === type).reduce((n, a) => n + a[key], 0);
  rows.push({
    page: label,
    'js gzip B': sum('script', 'gzip'),
    'css gzip B': sum('stylesheet', 'gzip'),
    'js raw B': sum('script', 'raw'),
    'css raw B': sum('stylesheet', 'raw'),
    files: assets.size,
    'load ms': ms,
  });
  await context.close();
}

async function adminSession() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/auth/login`);
  await page.getByLabel('E-mail').fill('admin@hangar.dev');
  await page.getByLabel('Senha').fill('hangar123');
  await page.getByRole('button', { name: 'ENTRAR' }).click();
  await page.waitForURL('**/admin/dashboard');
  const state = await context.storageState();
  await context.close();
  return state;
}

try {
  await measure('/auth/login', '/auth/login');
  await measure('/admin/dashboard', '/admin/dashboard', await adminSession());
  console.log('\nTransfer to render a page (cold cache):');
  console.table(rows);
} finally {
  await browser.close();
  await server.stop();
}
