import { isApiError } from '@hangar/api-client';
import { type Failure, MESSAGES } from '@hangar/domain';

/** Turns whatever a call threw into the domain's `Failure`, for `describeError`. */
export function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { status: error.status, body: error.body, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}

/** A 409 whose message is the optimistic-concurrency refusal (a stale copy was saved). */
export function isStaleConflict(f: Failure): boolean {
  const body = f.body as { message?: unknown } | null | undefined;
  return f.status === 409 && body?.message === MESSAGES.concurrency.stale;
}
