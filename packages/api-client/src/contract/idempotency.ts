/**
 * Retried creates (README, "Retried creates"). A create whose answer never arrived (the
 * connection dropped after the server wrote the record) is sent again by a person who sees
 * 'Sem conexão'; without a way to tell the retry from a new record, each retry made another.
 * A create may carry an `Idempotency-Key` header (as in the IETF draft
 * `draft-ietf-httpapi-idempotency-key-header`): the server keeps the answer under the caller and
 * the key for a day, and the same key with the same body gets that answer again (with
 * `Idempotent-Replayed: true`) instead of a second record. The same key with another body is a
 * 422 on the header; while the first request still runs, a 409.
 *
 * In a module of its own, without zod, like `session-mode.ts`.
 */

/** The request header that names one create, whatever number of times it is sent. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** The answer header of a create answered from the kept answer of an earlier request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** A key: 8 to 255 visible ASCII characters (a UUID, typically). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

/** How long a key names its request: a retry after that creates again. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/** Whether a row accepts the header: the creates (POST answering 201) with a JSON body. */
export function acceptsIdempotencyKey(endpoint: {
  readonly method: string;
  readonly status: number;
  readonly bodyType?: string;
}): boolean {
  return endpoint.method === 'POST' && endpoint.status === 201 && endpoint.bodyType !== 'multipart';
}
