import { isApiError } from '@hangar/api-client';

/** How many times a read that got no answer tries again by itself, and the first wait. */
const TRANSIENT_RETRIES = 4;
const TRANSIENT_FIRST_WAIT_MS = 5000;

/**
 * Whether a read's failure may pass by itself: no answer at all (the network, a server
 * restarting) or 503 (the server without its database). Any other answer would come again.
 */
export function isTransient(error: unknown): boolean {
  return isApiError(error) && (error.status === 0 || error.status === 503);
}

/**
 * Whether sending the same thing again, when the user asks, may succeed: no answer, or the
 * server's own trouble (5xx), a timeout (408) or a rate limit (429). A refusal of what was sent
 * (400, 403, 413, 415, 422…) would come again: offering 'Tentar novamente' for it helps no one.
 */
export function mayPassOnRetry(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.status === 0 || error.status >= 500 || error.status === 408 || error.status === 429;
}

/**
 * SWR's `onErrorRetry` for the app: a list or record that failed because the server was away
 * loads again by itself once it is back (5, 10, 20 and 40 s after), where it stayed in its error
 * state until 'Tentar novamente'; a failure with an answer (§8: 4xx, 500) is not retried.
 */
export function retryTransient(
  error: unknown,
  _key: string,
  _config: unknown,
  revalidate: (options: { retryCount: number }) => void,
  { retryCount }: { retryCount: number },
  schedule: (run: () => void, ms: number) => void = (run, ms) => setTimeout(run, ms),
): void {
  if (!isTransient(error) || retryCount > TRANSIENT_RETRIES) return;
  schedule(() => revalidate({ retryCount }), TRANSIENT_FIRST_WAIT_MS * 2 ** (retryCount - 1));
}
