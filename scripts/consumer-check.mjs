#!/usr/bin/env node
// `pnpm check:consumer` (a step of `pnpm test`): the three packages as another app gets them.
// Packs @hangar/domain, @hangar/api-client and @hangar/ui, installs the tarballs into the small
// Vite + React app in scripts/consumer-app/ copied to a temp dir OUTSIDE the workspace (no
// workspace links, no path aliases, only what the tarballs declare), then:
//   1. type-checks it with `moduleResolution` bundler and nodenext, and node/ as a Node program
//      (no DOM types, skipLibCheck off);
//   2. builds it with Vite;
//   3. serves the build on loopback and opens it in Chromium: the app signs in through
//      `createApiClient` against the MSW handlers of `@hangar/api-client/mocks` and renders
//      courses in the kit's `PagedTable` with the kit's stylesheet; the check finds the table and
//      a course by role and name, and reads a style only the stylesheet sets.
// It fails when an export, a type, a dependency, a peer or the CSS entry is missing.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { packAll } from './check-packages.mjs';
import { launchChromium } from './lib/browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const workspace = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
/** The consumer's own dependencies, at the versions the workspace itself uses. */
const pinned = (name) => {
  const version = workspace.devDependencies[name];
  if (!version) throw new Error(`no version of ${name} in the root package.json`);
  return version;
};

function run(cmd, args, cwd, label) {
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(res.stdout.slice(-4000), res.stderr.slice(-4000));
    throw new Error(`${label} failed (${cmd} ${args.join(' ')})`);
  }
  console.log(`✓ ${label} (${seconds} s)`);
  return res.stdout;
}

/** Serves `dir` on a free loopback port (index.html for unknown paths, as an SPA host does). */
function serve(dir) {
  const types = {
    '.html': 'text/html',
    '.js': 'text/javascript',
    '.css': 'text/css',
    '.woff2': 'font/woff2',
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    let file = path.join(dir, path.normalize(url.pathname));
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = path.join(dir, 'index.html');
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const app = mkdtempSync(path.join(tmpdir(), 'hangar-consumer-'));
let packs;
let server;
let browser;
try {
  packs = packAll();
  const tarball = (name) => packs.tarballs.find((t) => path.basename(t).startsWith(`hangar-${name}-`));
  cpSync(path.join(root, 'scripts/consumer-app'), app, { recursive: true });
  writeFileSync(
    path.join(app, 'package.json'),
    JSON.stringify(
      {
        name: 'hangar-consumer',
        private: true,
        type: 'module',
        dependencies: {
          '@hangar/domain': `file:${tarball('domain')}`,
          '@hangar/api-client': `file:${tarball('api-client')}`,
          '@hangar/ui': `file:${tarball('ui')}`,
          msw: pinned('msw'),
          react: pinned('react'),
          'react-dom': pinned('react-dom'),
        },
        devDependencies: {
          '@types/node': pinned('@types/node'),
          '@types/react': pinned('@types/react'),
          '@types/react-dom': pinned('@types/react-dom'),
          '@vitejs/plugin-react': pinned('@vitejs/plugin-react'),
          typescript: pinned('typescript'),
          vite: pinned('vite'),
        },
      },
      null,
      2,
    ),
  );
  // The tarballs name each other by version (api-client → domain 0.1.0), which no registry has
  // yet: the override points that at the packed one. pnpm 12 runs only the install scripts named.
  writeFileSync(
    path.join(app, 'pnpm-workspace.yaml'),
    `overrides:\n  "@hangar/domain": "file:${tarball('domain')}"\nallowBuilds:\n  esbuild: true\n  msw: true\n  core-js-pure: false\n`,
  );
  run(
    'pnpm',
    ['install', '--prefer-offline', '--no-frozen-lockfile'],
    app,
    'installs the three tarballs outside the workspace',
  );
  run(
    'pnpm',
    ['exec', 'tsc', '-p', 'tsconfig.bundler.json'],
    app,
    'type-checks with moduleResolution bundler',
  );
  run(
    'pnpm',
    ['exec', 'tsc', '-p', 'tsconfig.nodenext.json'],
    app,
    'type-checks with moduleResolution nodenext',
  );
  run(
    'pnpm',
    ['exec', 'tsc', '-p', 'tsconfig.node.json'],
    app,
    'type-checks a Node program: no DOM types, skipLibCheck off',
  );
  run('pnpm', ['exec', 'msw', 'init', 'public', '--no-save'], app, 'writes the MSW worker');
  run('pnpm', ['exec', 'vite', 'build'], app, 'builds with Vite');

  server = await serve(path.join(app, 'dist'));
  const url = `http://127.0.0.1:${server.address().port}/`;
  browser = await launchChromium();
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.goto(url);
  const table = page.getByRole('table', { name: 'Cursos' });
  await table.getByRole('cell', { name: 'Comissário de Voo' }).waitFor({ timeout: 20_000 });
  const rows = await table.getByRole('row').count();
  // Inter comes only from the kit's stylesheet (self-hosted); without it the browser's default.
  const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
  if (!font.includes('Inter')) throw new Error(`the kit's stylesheet did not apply (font-family: ${font})`);
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await table
    .getByRole('cell', { name: 'Comissário de Voo' })
    .waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByText(/^6-10 de \d+$/).waitFor({ timeout: 10_000 });
  if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
  console.log(
    `✓ renders PagedTable over createApiClient + MSW mocks: ${rows - 1} rows, next page works, Inter applied`,
  );
} catch (error) {
  console.error(String(error?.stack ?? error));
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  rmSync(app, { recursive: true, force: true });
  if (packs) rmSync(packs.dir, { recursive: true, force: true });
}
