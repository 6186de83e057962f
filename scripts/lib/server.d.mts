export function freePort(): Promise<number>;
export function startHangar(options?: {
  build?: boolean;
  env?: Record<string, string>;
  timeoutMs?: number;
  /** Interval between readiness probes (default 250 ms). */
  pollMs?: number;
  /** Probed until it answers: the sign-in page (200) by default, or an API path (any answer below 500). */
  readyPath?: string;
}): Promise<{
  url: string;
  /** The launcher (scripts/start.mjs); the server is its child. */
  pid: number;
  stop: () => Promise<void>;
  output: () => string;
  /** Spawn to first 200, in ms (to within `pollMs`; includes the build when `build` is on). */
  startedMs: number;
}>;
export const DEMO_ADMIN: { username: string; password: string };
/** The development OAuth client (README). */
export const DEV_CLIENT: { client_id: number; client_secret: string };
/** Password-grant sign-in (the demo administrator by default); resolves to the access token. */
export function signIn(baseUrl: string, user?: { username: string; password: string }): Promise<string>;
