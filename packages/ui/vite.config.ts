import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Library build of @hangar/ui: ESM, one file per source module (`dist/` mirrors `src/`, and
 * `dist/index.js` re-exports), so an app's bundler keeps only the modules it imports; every
 * dependency and peer left external (the consuming app installs them). Each module starts with
 * `"use client"` for React Server Components frameworks. `dist/styles.css` is the one stylesheet
 * compiled by Tailwind from `src/styles/index.css`, with the Inter font emitted beside it as a
 * file. Types come from `tsc -p tsconfig.build.json`; `dist/theme.css` (for apps that run
 * Tailwind themselves) from `scripts/write-theme-css.mjs`.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((d) => id === d || id.startsWith(`${d}/`));

/** The stylesheet entry leaves an empty script module behind; only its CSS is wanted. */
const dropStylesEntryChunk = {
  name: 'hangar-drop-styles-entry-chunk',
  writeBundle(options: { dir?: string }) {
    const dir = options.dir ?? 'dist';
    for (const file of ['styles-entry.js', 'styles-entry.js.map'])
      rmSync(path.join(dir, file), { force: true });
  },
};

export default defineConfig({
  // Relative URLs in the stylesheet (`url(./inter-latin-wght-normal.woff2)`): the app's bundler or
  // server finds the font beside it, wherever the package is installed.
  base: './',
  plugins: [react(), tailwindcss(), dropStylesEntryChunk],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    copyPublicDir: false,
    // Library mode inlines every asset whatever this limit says; the font's `?no-inline` (in
    // src/styles/theme.css) is what keeps it a file.
    assetsInlineLimit: 0,
    lib: {
      entry: { index: 'src/index.ts', 'styles-entry': 'src/styles/build-entry.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: {
      external: isExternal,
      output: {
        preserveModules: true,
        preserveModulesRoot: 'src',
        entryFileNames: '[name].js',
        assetFileNames: '[name][extname]',
        // React Server Components frameworks treat the kit as client code (hooks, context, events).
        banner: '"use client";',
      },
    },
  },
});
