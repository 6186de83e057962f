import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * Library build of @hangar/ui: ESM `dist/index.js` with every dependency and peer left external
 * (the consuming app installs them), and `dist/styles.css`, the one stylesheet compiled by
 * Tailwind from `src/styles/index.css` (fonts emitted beside it). Types come from
 * `tsc -p tsconfig.build.json`.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
const externals = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];
const isExternal = (id: string) => externals.some((d) => id === d || id.startsWith(`${d}/`));

/** The stylesheet entry leaves an empty script chunk behind; only its CSS is wanted. */
const dropStylesEntryChunk = {
  name: 'hangar-drop-styles-entry-chunk',
  writeBundle(options: { dir?: string }) {
    rmSync(path.join(options.dir ?? 'dist', 'styles-entry.js'), { force: true });
  },
};

export default defineConfig({
  plugins: [react(), tailwindcss(), dropStylesEntryChunk],
  build: {
    target: 'es2022',
    sourcemap: true,
    emptyOutDir: true,
    copyPublicDir: false,
    // Emit the font files beside the stylesheet so browsers download only the subsets they need.
    assetsInlineLimit: 0,
    lib: {
      entry: { index: 'src/index.ts', 'styles-entry': 'src/styles/build-entry.ts' },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rollupOptions: { external: isExternal },
  },
});
