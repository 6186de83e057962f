import { isApiError } from '@hangar/api-client';
import type { Failure } from '@hangar/domain';

/** Turns whatever a call threw into the domain's `Failure`, for `describeError`. */
export function toFailure(error: unknown): Failure {
  if (isApiError(error)) return { status: error.status, body: error.body, message: error.message };
  if (error instanceof Error) return { message: error.message };
  return { message: String(error) };
}
