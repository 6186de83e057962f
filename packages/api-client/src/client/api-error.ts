/**
 * Errors thrown by the client. The wire format distinguishes two error bodies (see
 * docs/architecture.md): a 422 carries a bare field map (`{nome: ['…']}`), every other error a
 * `{message}`. `ApiError` keeps the body exactly as it arrived so the app can apply §8.
 */

import { ERROR_MESSAGES } from '@hangar/domain';

/** A 422 body: field name → messages. */
export type FieldErrorMap = Record<string, string[]>;

function isFieldErrorMap(body: unknown): body is FieldErrorMap {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const values = Object.values(body);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

function messageOf(status: number, body: unknown): string {
  if (body && typeof body === 'object' && 'message' in body && typeof body.message === 'string') {
    return body.message;
  }
  if (status === 422 && isFieldErrorMap(body)) {
    const first = Object.values(body)[0]?.[0];
    if (first) return first;
  }
  // The product's own texts, so an app that shows `error.message` speaks the user's language.
  if (status === 0) return ERROR_MESSAGES.unreachable;
  return `${ERROR_MESSAGES.generic} (HTTP ${status})`;
}

/**
 * An HTTP answer outside 2xx, or a network failure (`status` 0).
 *
 * @example
 * try { await client.signIn(email, password) }
 * catch (error) {
 *   if (error instanceof ApiError && error.status === 422) showFieldErrors(error.fieldErrors);
 * }
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** The HTTP status; `0` when the request never got an answer. */
  readonly status: number;
  /** The parsed JSON body (or the raw text when it is not JSON; `null` when empty). */
  readonly body: unknown;

  constructor(status: number, body: unknown, options?: { cause?: unknown; message?: string }) {
    super(options?.message ?? messageOf(status, body), options?.cause ? { cause: options.cause } : undefined);
    this.status = status;
    this.body = body;
  }

  /** True for a 422 whose body is a field map. */
  get isValidation(): boolean {
    return this.status === 422 && isFieldErrorMap(this.body);
  }

  /** The 422 field map, or `null` for any other error. */
  get fieldErrors(): FieldErrorMap | null {
    return this.status === 422 && isFieldErrorMap(this.body) ? this.body : null;
  }
}

/**
 * The server answered 2xx with a body that does not match the contract's schema. This is a
 * bug on one side of the contract, never a user error.
 */
export class ContractError extends Error {
  override readonly name = 'ContractError';
  /** The endpoint name from `ENDPOINTS` (e.g. `cursos.list`). */
  readonly endpoint: string;
  /** The zod issues. */
  readonly issues: readonly unknown[];
  /** The body as received. */
  readonly body: unknown;

  constructor(endpoint: string, issues: readonly unknown[], body: unknown) {
    super(`The answer of ${endpoint} does not match the contract`);
    this.endpoint = endpoint;
    this.issues = issues;
    this.body = body;
  }
}

/** Type guard usable across bundles (checks the shape, not only `instanceof`). */
export function isApiError(error: unknown): error is ApiError {
  return (
    error instanceof ApiError ||
    (error instanceof Error && error.name === 'ApiError' && typeof (error as ApiError).status === 'number')
  );
}
