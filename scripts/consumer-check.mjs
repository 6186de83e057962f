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
//      a course by role and name, and reads a style only the stylesheet sets and that the Inter
//      font file (shipped beside it, not inlined) loaded;
//   4. reads the installed kit: every JS module starts with "use client", dist/ mirrors src/
//      (one module per source file), styles.css inlines no font and names files that exist;
//   5. builds a page that imports only `Badge` (vite.badge.config.mjs, React left out) and bounds
//      the gzip size of its JS: the kit must be tree-shakable;
//   6. builds the app's Tailwind v4 variant (vite.tailwind.config.mjs: `@import "tailwindcss";
//      @import "@hangar/ui/theme.css";`) and opens it: a kit button takes the accent colour of the
//      kit's tokens, Inter loads, the app's own utilities apply, and every class of the kit's
//      compiled stylesheet is generated (once) by the app's Tailwind.
// It fails when an export, a type, a dependency, a peer or the CSS entry is missing. Steps 4–6
// each report their failure and the check goes on, so one run shows every problem.
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  createReadStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
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

function run(cmd, args, cwd, label, { withStderr = false } = {}) {
  const started = performance.now();
  const res = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, CI: 'true' } });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (res.status !== 0) {
    console.error(res.stdout.slice(-4000), res.stderr.slice(-4000));
    throw new Error(`${label} failed (${cmd} ${args.join(' ')})`);
  }
  console.log(`✓ ${label} (${seconds} s)`);
  return withStderr ? `${res.stdout}\n${res.stderr}` : res.stdout;
}

/**
 * The Badge-only page's JS (React left out), gzipped, may be at most this. It was 99.8 kB while
 * dist/index.js was one module (importing Badge took the whole kit: every component with its
 * react-aria, TanStack Table, imask …), 9.5 kB since the kit is built one module per source file
 * (Badge, its recipe, class-variance-authority, clsx and tailwind-merge).
 */
const BADGE_ONLY_GZIP_MAX = 20 * 1024;

/** Every file under `dir`, as paths relative to it. */
function filesUnder(dir, rel = '') {
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesUnder(dir, path.join(rel, e.name)) : [path.join(rel, e.name)],
  );
}

/** The class names in a stylesheet's selectors (declarations and values left out), unescaped. */
function classNames(css) {
  const names = new Set();
  const preludes = css.replace(/\/\*[\s\S]*?\*\//g, '').match(/[^{};]+(?=\{)/g) ?? [];
  for (const prelude of preludes) {
    if (prelude.trim().startsWith('@')) continue;
    for (const m of prelude.matchAll(/\.((?:\\.|[\w-])+)/g)) names.add(m[1].replace(/\\(.)/g, '$1'));
  }
  return names;
}

const failures = [];
/** Runs one of the steps that report and go on; a failure is listed at the end. */
async function step(label, fn) {
  try {
    await fn();
  } catch (error) {
    failures.push(label);
    console.error(`✗ ${label}: ${error?.message ?? error}`);
  }
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
    if (!existsSync(file)) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** Whether Chromium loaded the Inter font file (a font URL served as a page would fail to decode). */
async function interLoaded(page) {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (f) => f.family.replace(/"/g, '') === 'Inter Variable' && f.status === 'loaded',
    );
  });
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
          '@tailwindcss/vite': pinned('@tailwindcss/vite'),
          '@vitejs/plugin-react': pinned('@vitejs/plugin-react'),
          tailwindcss: pinned('tailwindcss'),
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
  const built = run('pnpm', ['exec', 'vite', 'build'], app, 'builds with Vite', { withStderr: true });
  // Bundled into an app, the kit's "use client" is dropped without a word (no "Module level
  // directives cause errors when bundled" warning).
  const directiveWarnings = built.split('\n').filter((l) => /use client|directive/i.test(l));
  if (directiveWarnings.length)
    throw new Error(`Vite warned about directives:\n${directiveWarnings.join('\n')}`);

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
  if (!(await interLoaded(page))) throw new Error('the Inter font file beside styles.css did not load');
  await page.getByRole('button', { name: 'Próxima página' }).click();
  await table
    .getByRole('cell', { name: 'Comissário de Voo' })
    .waitFor({ state: 'detached', timeout: 10_000 });
  await page.getByText(/^6-10 de \d+$/).waitFor({ timeout: 10_000 });
  if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
  console.log(
    `✓ renders PagedTable over createApiClient + MSW mocks: ${rows - 1} rows, next page works, Inter applied`,
  );
  await page.close();

  const kit = path.join(app, 'node_modules/@hangar/ui');
  await step('the installed kit: "use client", one module per source file, no inlined font', () => {
    const files = filesUnder(path.join(kit, 'dist'));
    const js = files.filter((f) => f.endsWith('.js'));
    const noDirective = js.filter(
      (f) => !readFileSync(path.join(kit, 'dist', f), 'utf8').startsWith('"use client";'),
    );
    if (noDirective.length) throw new Error(`no "use client" first in ${noDirective.join(', ')}`);
    for (const module of [
      'components/badge/badge.js',
      'components/paged-table/paged-table.js',
      'utils/cn.js',
    ])
      if (!js.includes(module)) throw new Error(`dist/ does not mirror src/: no dist/${module}`);
    const css = readFileSync(path.join(kit, 'dist/styles.css'), 'utf8');
    if (/url\(\s*["']?data:/.test(css)) throw new Error('styles.css inlines a data: URL (the font?)');
    for (const [, url] of css.matchAll(/url\(\s*["']?([^"')]+)["']?\s*\)/g))
      if (!existsSync(path.join(kit, 'dist', url))) throw new Error(`styles.css names ${url}, not shipped`);
    console.log(
      `✓ the installed kit: ${files.length} files in dist/ (${js.length} JS modules, each "use client"), styles.css ${(statSync(path.join(kit, 'dist/styles.css')).size / 1024).toFixed(1)} kB with no inlined font`,
    );
  });

  await step('a page importing only Badge stays small (tree-shaking)', () => {
    rmSync(path.join(app, 'dist-badge'), { recursive: true, force: true });
    run(
      'pnpm',
      ['exec', 'vite', 'build', '--config', 'vite.badge.config.mjs'],
      app,
      'builds the Badge-only page',
    );
    const dir = path.join(app, 'dist-badge');
    const js = filesUnder(dir).filter((f) => f.endsWith('.js'));
    const gzip = js.reduce((sum, f) => sum + gzipSync(readFileSync(path.join(dir, f))).length, 0);
    const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
    if (gzip > BADGE_ONLY_GZIP_MAX)
      throw new Error(`its JS is ${kb(gzip)} gzip, over ${kb(BADGE_ONLY_GZIP_MAX)}: the kit came in whole`);
    console.log(
      `✓ a page importing only Badge: ${kb(gzip)} gzip of JS without React (at most ${kb(BADGE_ONLY_GZIP_MAX)})`,
    );
  });

  await step('an app on Tailwind v4 with @hangar/ui/theme.css', async () => {
    rmSync(path.join(app, 'dist-tailwind'), { recursive: true, force: true });
    run(
      'pnpm',
      ['exec', 'vite', 'build', '--config', 'vite.tailwind.config.mjs'],
      app,
      'builds the Tailwind v4 variant',
    );
    const dir = path.join(app, 'dist-tailwind');
    const cssFiles = filesUnder(dir).filter((f) => f.endsWith('.css'));
    const css = cssFiles.map((f) => readFileSync(path.join(dir, f), 'utf8')).join('\n');
    const theirs = classNames(css);
    const kitClasses = classNames(readFileSync(path.join(kit, 'dist/styles.css'), 'utf8'));
    const missing = [...kitClasses].filter((c) => !theirs.has(c));
    if (missing.length)
      throw new Error(
        `the app's Tailwind did not generate ${missing.length} kit classes: ${missing.slice(0, 10).join(' ')}`,
      );
    const accentRules = css.match(/\.bg-accent\{/g)?.length ?? 0;
    if (accentRules !== 1) throw new Error(`.bg-accent is generated ${accentRules} times, not once`);
    const twServer = await serve(dir);
    try {
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.goto(`http://127.0.0.1:${twServer.address().port}/tailwind.html`);
      const button = page.getByRole('button', { name: 'SALVAR' });
      await button.waitFor({ timeout: 10_000 });
      const accent = await button.evaluate((b) => getComputedStyle(b).backgroundColor);
      if (accent !== 'rgb(22, 89, 199)')
        throw new Error(`the primary button's background is ${accent}, not the kit's accent (#1659c7)`);
      const font = await page.evaluate(() => getComputedStyle(document.body).fontFamily);
      if (!font.includes('Inter') || !(await interLoaded(page)))
        throw new Error(`Inter did not apply or load (font-family: ${font})`);
      const own = await page.getByTestId('app-utility').evaluate((p) => ({
        marginTop: getComputedStyle(p).marginTop,
        color: getComputedStyle(p).color,
        bodyColor: getComputedStyle(document.body).color,
      }));
      if (own.marginTop !== '28px' || own.color === own.bodyColor)
        throw new Error(`the app's own mt-7 text-fuchsia-700 did not apply (${JSON.stringify(own)})`);
      if (errors.length) throw new Error(`errors in the page: ${errors.join('; ')}`);
      console.log(
        `✓ an app on Tailwind v4 with @hangar/ui/theme.css: kit accent, Inter and its own utilities apply; the ${kitClasses.size} classes of styles.css among its ${theirs.size}, .bg-accent once`,
      );
      await page.close();
    } finally {
      twServer.close();
    }
  });
  if (failures.length) throw new Error(`${failures.length} step(s) failed: ${failures.join('; ')}`);
} catch (error) {
  console.error(String(error?.stack ?? error));
  process.exitCode = 1;
} finally {
  await browser?.close();
  server?.close();
  rmSync(app, { recursive: true, force: true });
  if (packs) rmSync(packs.dir, { recursive: true, force: true });
}
