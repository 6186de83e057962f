import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './scripts/lib/browser.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));

/**
 * In CI, a failed browser, API or e2e test runs once more before it counts: on a loaded 2-core
 * machine a story can miss a timeout that it meets on any other run. A real bug fails twice;
 * `scripts/test.mjs` lists the tests that passed only on their retry, so flakes stay visible.
 */
const retry = process.env.CI ? 1 : 0;

/** Workspace packages resolve to their TypeScript sources through this export condition. */
const sourceResolve = {
  resolve: { conditions: ['@hangar/source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['@hangar/source', ...defaultServerConditions] } },
};

/** Debian's Chromium; we never download a browser. */
const chromium = () => playwright({ launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS } });

/**
 * Dependencies Vite would otherwise discover in the middle of a browser run and re-bundle,
 * reloading the page under a running test (seen with react-imask on a cold cache).
 */
const optimizeDeps = {
  include: [
    '@hangar/ui > react-imask',
    '@hangar/ui > imask',
    '@hangar/ui > @tanstack/react-table',
    '@hangar/ui > class-variance-authority',
  ],
};

/**
 * React Stately's virtualizer (the kit's option lists) reads `process.env.NODE_ENV`, which a
 * bundler replaces and a browser does not have; it would throw where Vite serves it unbundled.
 * It is not 'test': React Stately then draws every item (meant for jsdom, which lays nothing
 * out), and these tests run in a real browser, which does.
 */
const define = { 'process.env.NODE_ENV': JSON.stringify('development') };

/** A fresh browser config per project (Vitest names the instances after their project). */
const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium(),
  instances: [{ browser: 'chromium' as const }],
  screenshotFailures: false,
});

export default defineConfig({
  ...sourceResolve,
  test: {
    reporters: ['default', './scripts/lib/flaky-reporter.mjs'],
    projects: [
      {
        ...sourceResolve,
        test: { name: 'domain', environment: 'node', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        ...sourceResolve,
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'packages/api-client/src/**/*.test.ts',
            'packages/ui/src/**/*.test.ts',
            'apps/backoffice/src/**/*.test.ts',
            'apps/backoffice/build/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
        },
      },
      {
        ...sourceResolve,
        plugins: [react(), tailwindcss()],
        optimizeDeps,
        define,
        test: {
          name: 'components',
          retry,
          setupFiles: [path.join(root, '.storybook/lazy-chunks.setup.ts')],
          include: ['packages/ui/src/**/*.test.tsx', 'apps/backoffice/src/**/*.test.tsx'],
          browser: browser(),
        },
      },
      {
        ...sourceResolve,
        plugins: [storybookTest({ configDir: path.join(root, '.storybook') })],
        optimizeDeps,
        define,
        test: {
          name: 'storybook',
          retry,
          setupFiles: [
            path.join(root, '.storybook/lazy-chunks.setup.ts'),
            path.join(root, '.storybook/visual.setup.ts'),
          ],
          browser: {
            ...browser(),
            // Key stories are compared with committed baselines (.storybook/visual.setup.ts).
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixelRatio: 0.002 },
                resolveScreenshotPath: ({ arg, browserName, ext, root: projectRoot }) =>
                  path.join(projectRoot, 'visual-baselines', `${arg}-${browserName}${ext}`),
              },
            },
          },
        },
      },
      {
        ...sourceResolve,
        // Resolve packages as Node does, without Vite's `module` condition: the AWS SDK's files
        // under it import each other without extensions, which Node's ESM loader refuses.
        ssr: {
          resolve: {
            conditions: ['@hangar/source', ...defaultServerConditions.filter((c) => c !== 'module')],
          },
        },
        test: {
          name: 'api',
          environment: 'node',
          retry,
          include: ['apps/api/**/*.test.ts', 'packages/api-client/contract-tests/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        ...sourceResolve,
        test: {
          name: 'e2e',
          environment: 'node',
          retry,
          include: ['e2e/**/*.test.ts'],
          globalSetup: ['e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
