import { type Failure, MESSAGES } from '@hangar/domain';

/**
 * A 409 whose message is the optimistic-concurrency refusal (a stale copy was saved). A module
 * of its own, not in `failure.ts`: the sign-in page loads that one, and `MESSAGES` would bring
 * every text of the product to it (+1.5 kB gzip, over its 80 kB).
 */
export function isStaleConflict(f: Failure): boolean {
  const body = f.body as { message?: unknown } | null | undefined;
  return f.status === 409 && body?.message === MESSAGES.concurrency.stale;
}
