import { createRequire } from 'node:module';
import path from 'node:path';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { loadGroups } from './build/load-groups';
import { numberSignDisplay } from './build/number-sign-display';
import { precompress } from './build/precompress';
import { reactAriaDefaultLocale } from './build/react-aria-default-locale';
import { reactAriaDirection } from './build/react-aria-direction';
import { reactRouterPure } from './build/react-router-pure';
import { routePreloads } from './build/route-preloads';
import { DASHBOARD, SCREENS } from './build/screens';
import { tailwindMergeLite } from './build/tailwind-merge-lite';

// React Router 7 exports only its development build (remix-run/react-router#14102): dev warnings
// on, and more to evaluate at start. The app's build takes the production build it ships beside it.
const reactRouterDist = path.join(
  path.dirname(
    createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve('react-router'),
  ),
  '../production',
);

// The only language Hangar speaks (I18nProvider in app/root-layout.tsx).
const LOCALES = ['pt-BR'];

// The API the dev server proxies to (`pnpm dev` starts it on :3000).
const apiTarget = process.env.HANGAR_API_URL ?? 'http://127.0.0.1:3000';

// A signed-in load's way in, in the order it goes: the app (boot), the shell with the dashboard it
// opens on, a list. Each step's modules in one chunk instead of a dozen (build/load-groups.ts);
// the sign-in page keeps its own chunks.
const BOOT = 'src/boot.tsx';
const SHELL = 'src/app/admin-layout/index.ts';
const groups = loadGroups({
  keepOut: ['src/main.tsx', 'src/sign-in.tsx'],
  groups: [
    { name: 'app', from: [BOOT] },
    { name: 'shell', from: [SHELL, DASHBOARD] },
    { name: 'list', from: ['src/lib/resource-list-page.tsx'] },
  ],
});

export default defineConfig(({ command }) => ({
  plugins: [
    // React Compiler (oxc's Rust port): memoises components and hooks, so a keystroke in one
    // field re-renders that field, not the whole form (issue 15: 16 ms → see pnpm bench:keystrokes).
    react({ compiler: true }),
    tailwindcss(),
    // Hangar speaks only pt-BR: drop react-aria's strings for its ~34 other locales.
    { ...optimizeLocales.vite({ locales: LOCALES }), enforce: 'pre' },
    // …and its check of the browser's locale without listing every locale (~20–30 ms cold).
    reactAriaDefaultLocale(),
    // …and its number formatting's probe of the browser, answered at build time (~35 ms cold).
    numberSignDisplay(),
    // …and the text direction of pt-BR, worked out at build time (~8–14 ms cold).
    reactAriaDirection({ locales: LOCALES }),
    reactRouterPure(),
    // The kit's class merging, knowing only the classes the app and the kit use (~4 kB less,
    // and no lookup of every Tailwind utility built at the first render).
    tailwindMergeLite(),
    groups.plugin,
    routePreloads({ signedIn: [BOOT, SHELL], screens: SCREENS }),
    precompress(),
  ],
  // React Stately's virtualizer (the kit's option lists) reads `process.env.NODE_ENV`: the build
  // replaces it, the dev server does so for what it pre-bundles only, and a browser has no
  // `process` (the browser tests met it: `vitest.config.ts`).
  define: command === 'build' ? {} : { 'process.env.NODE_ENV': JSON.stringify('development') },
  resolve: {
    conditions: ['@hangar/source', ...defaultClientConditions],
    alias:
      command === 'build'
        ? [
            { find: /^react-router$/, replacement: path.join(reactRouterDist, 'index.mjs') },
            { find: /^react-router\/dom$/, replacement: path.join(reactRouterDist, 'dom-export.mjs') },
          ]
        : [],
  },
  server: {
    port: 5173,
    proxy: { '/api': apiTarget, '/oauth': apiTarget, '/uploads': apiTarget },
  },
  build: {
    target: 'es2022',
    // Maps are built and served beside each file, but not named in it: the comment cost every
    // script a few dozen bytes on the wire (~35 B gzip each). Browser devtools and error
    // reporting take a map by its URL (`<file>.js.map`).
    sourcemap: 'hidden',
    // Every browser the app supports preloads modules natively (Chrome 66, Firefox 115,
    // Safari 17): the polyfill would only add bytes to the first script.
    modulePreload: { polyfill: false },
    rolldownOptions: { output: { codeSplitting: groups.codeSplitting } },
  },
}));
