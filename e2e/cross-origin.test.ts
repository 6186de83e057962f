/**
 * The app on one origin, Hangar's server on another (README, "Point the app at another API"):
 * the app built with VITE_API_URL and served by a static host (`vite preview`), the server with
 * HANGAR_CORS_ORIGINS naming the app. The two share the site (127.0.0.1, two ports), as
 * `app.escola.com.br` and `api.escola.com.br` would, so the SameSite=Strict refresh cookie
 * travels: a reload keeps the session. An uploaded image is shown from the API's origin.
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { MESSAGES } from '@hangar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, startHangar } from '../scripts/lib/server.mjs';
import { DEMO, useBrowser } from './support/browser';
import { PNG_1PX } from './support/files';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const browser = useBrowser();
const LIST = '/admin/administracao/cursos';

let api: Awaited<ReturnType<typeof startHangar>>;
let preview: ChildProcess;
let appUrl: string;
const outDir = mkdtempSync(path.join(tmpdir(), 'hangar-cross-origin-'));

beforeAll(async () => {
  const appPort = await freePort();
  appUrl = `http://127.0.0.1:${appPort}`;
  // No app of its own: the server answers the API only (readiness by a 401 from the API).
  api = await startHangar({
    build: false,
    readyPath: '/api/usuario/userinfo',
    env: { HANGAR_CORS_ORIGINS: appUrl, HANGAR_STATIC_DIR: path.join(outDir, 'none') },
  });
  const build = spawnSync(
    'pnpm',
    ['--filter', '@hangar/backoffice', 'exec', 'vite', 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production', VITE_API_URL: api.url } },
  );
  if (build.status !== 0) throw new Error(`the app's build failed:\n${build.stdout}\n${build.stderr}`);
  preview = spawn(
    'pnpm',
    [
      '--filter',
      '@hangar/backoffice',
      'exec',
      'vite',
      'preview',
      '--outDir',
      outDir,
      '--host',
      '127.0.0.1',
      '--port',
      String(appPort),
      '--strictPort',
    ],
    { cwd: root, stdio: 'ignore', detached: true },
  );
  for (let tries = 0; ; tries++) {
    const answered = await fetch(`${appUrl}/auth/login`).then(
      (res) => res.ok,
      () => false,
    );
    if (answered) break;
    if (tries > 150) throw new Error(`vite preview did not answer on ${appUrl}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}, 180_000);

afterAll(async () => {
  // pnpm → vite: the whole group, so no preview server outlives the run.
  if (preview?.pid) process.kill(-preview.pid, 'SIGTERM');
  await api?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

describe('the app on another origin than the API', () => {
  it('signs in, keeps the session over a reload, saves an image and shows it from the API', async () => {
    const { page, context } = await browser.newPage();
    await page.goto(`${appUrl}/auth/login`);
    await page.getByLabel('E-mail').fill(DEMO.admin.email);
    await page.getByLabel('Senha').fill(DEMO.admin.password);
    await page.getByRole('button', { name: 'ENTRAR' }).click();
    await page.waitForURL(`${appUrl}/admin/dashboard`);

    // Signed in (the sign-in page's own restore, with no cookie yet, is refused on purpose):
    // from here on a call CORS refused would fail, and an answer over 400 would show here.
    const failed: string[] = [];
    page.on('requestfailed', (request) => {
      // A navigation cancels what the page left loading (the favicon): not a refusal.
      if (request.failure()?.errorText !== 'net::ERR_ABORTED')
        failed.push(`${request.method()} ${request.url()}`);
    });
    page.on('response', (response) => {
      if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') failed.push(message.text());
    });

    await page.goto(`${appUrl}${LIST}?search=Comissário`);
    const row = page.getByRole('row').filter({ hasText: 'Comissário de Voo' });
    await row.waitFor();
    // The access token lives in memory only: after a reload the session comes back through the
    // refresh cookie, which the API set on its own origin.
    await page.reload();
    await row.waitFor();
    expect(new URL(page.url()).pathname).toBe(LIST);

    await row.getByRole('link').first().click();
    await page.getByLabel('Nome do Curso').waitFor();
    await page
      .locator('input[type="file"][accept*="image"]')
      .setInputFiles({ name: 'capa.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.getByRole('img', { name: 'Imagem do curso' }).waitFor();
    await page.getByRole('button', { name: 'SALVAR' }).click();
    const done = page.getByRole('dialog', { name: 'Sucesso' });
    await done.getByText(MESSAGES.success.text).waitFor();
    await done.getByRole('button', { name: 'OK' }).click();
    await page.waitForURL((url) => url.pathname === LIST);

    await row.getByRole('link').first().click();
    const image = page.getByRole('img', { name: 'Imagem do curso' });
    await image.waitFor();
    const shown = await image.evaluate(async (img: HTMLImageElement) => {
      await img.decode().catch(() => {});
      return { src: img.src, width: img.naturalWidth };
    });
    expect(shown.src.startsWith(`${api.url}/uploads/`)).toBe(true);
    expect(shown.width).toBe(1);
    expect(failed).toEqual([]);
    await context.close();
  });
});
