/**
 * The route guard sends a user who may not open a page to '/' (§2.1, §6). It carries the page in
 * the history state, so the dashboard can say why they landed there instead of leaving them to
 * wonder whether the link was broken.
 */
export interface DeniedRouteState {
  deniedPath: string;
}

/** The history state the guard redirects with. */
export function deniedRouteState(pathname: string): DeniedRouteState {
  return { deniedPath: pathname };
}

/** The page the guard refused, read back from the history state (anything else: undefined). */
export function deniedPathOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('deniedPath' in state)) return undefined;
  const path = (state as { deniedPath: unknown }).deniedPath;
  return typeof path === 'string' && path.startsWith('/') ? path : undefined;
}
