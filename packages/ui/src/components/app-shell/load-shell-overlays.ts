/**
 * Loads the shell's floating parts (`shell-overlays.tsx`: the narrow drawer, the rail's labels)
 * once, and keeps them for every later shell. Internal to the kit (not in its index); the browser
 * tests' setup preloads them.
 */
export type ShellOverlays = typeof import('./shell-overlays');

let kept: ShellOverlays | null = null;

/** The parts, if already loaded. */
export function loadedShellOverlays(): ShellOverlays | null {
  return kept;
}

export function preloadShellOverlays(): Promise<ShellOverlays> {
  return import('./shell-overlays').then((module) => {
    kept = module;
    return module;
  });
}
