/**
 * The sign-in page fetches the app's scripts into the browser's cache while the person types,
 * so ENTRAR opens the app without waiting for them (~150 kB gzip: ~0.15 s at 10 Mbps, ~1 s at
 * 1.5 Mbps). It starts on the first focus or press inside the page, never on load: a cold
 * sign-in page still downloads only its own scripts, and a visitor who does not sign in costs
 * nothing more. Which scripts: the build's `preloads.json` (build/route-preloads.ts), under the
 * path sign-in returns to, else the dashboard's (every signed-in page needs those).
 */

/** Where the build writes the table of scripts per route (the page's origin and base). */
const PRELOADS_URL = `${import.meta.env.BASE_URL}preloads.json`;
const FALLBACK_PATH = '/admin/dashboard';

/** Starts prefetching the scripts of `path` on the first focus or press inside `within`. */
export function prefetchAppOnFirstInput(within: HTMLElement, path: string): void {
  const start = () => {
    within.removeEventListener('focusin', start);
    within.removeEventListener('pointerdown', start);
    void prefetchScriptsOf(path);
  };
  within.addEventListener('focusin', start);
  within.addEventListener('pointerdown', start);
}

async function prefetchScriptsOf(path: string): Promise<void> {
  let table: unknown;
  try {
    const answer = await fetch(PRELOADS_URL);
    // No table (the dev server, another build): the app loads as it always did.
    if (!answer.ok) return;
    table = await answer.json();
  } catch {
    return;
  }
  if (typeof table !== 'object' || table === null) return;
  const byPath = table as Record<string, unknown>;
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  const scripts = byPath[pathname] ?? byPath[FALLBACK_PATH];
  if (!Array.isArray(scripts)) return;
  for (const src of scripts) {
    if (typeof src !== 'string' || !src.startsWith('/') || src.startsWith('//')) continue;
    const link = document.createElement('link');
    // Into the HTTP cache, at the lowest priority, not compiled: the page keeps the CPU.
    link.rel = 'prefetch';
    link.href = src;
    document.head.append(link);
  }
}
