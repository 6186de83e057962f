/**
 * The kit's on-demand chunks (a row's actions menu, the row window of long pages, the shell's
 * drawer and rail labels) are served by Vite's dev server in the browser tests and transformed on
 * first request; on a busy CI machine that first request can outlast a `findBy`'s second, where
 * a browser would have it cached after one use. Load them once before the tests: what is tested is the behaviour, not that delay.
 */
await Promise.all([
  import('../packages/ui/src/components/paged-table/row-actions-menu'),
  import('../packages/ui/src/components/paged-table/row-window'),
  // Kept by the shell, so a shell drawn in a test has its rail labels from the first render.
  import('../packages/ui/src/components/app-shell/load-shell-overlays').then((m) => m.preloadShellOverlays()),
]);
