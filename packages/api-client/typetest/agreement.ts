/**
 * The type-level agreement test (issue 18): the types `openapi-typescript` generates from the
 * OpenAPI document (`generated/openapi.ts`, written by `src/openapi/document.test.ts`) must equal
 * `@hangar/api-client`'s own types, for every row of `ENDPOINTS`: the success answer (records,
 * paged and unpaged lists) and the JSON request body. If the document drifts from the client,
 * this file stops compiling and the names of the rows that differ appear in the error.
 *
 * Not part of the package's `typecheck` (the generated file does not exist in a fresh checkout):
 * the test writes the types, then runs `tsc -p typetest/tsconfig.json`.
 */
import type { EndpointBody, EndpointName, EndpointResponse, Endpoints } from '../src/contract/index.js';
import type { operations } from './generated/openapi.js';

/** Mutual assignability: the two types accept exactly the same values. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

type Op<N extends EndpointName> = N extends keyof operations ? operations[N] : never;

/** The JSON body of the success answer in the document (`undefined` for 204). */
type DocAnswer<N extends EndpointName> =
  Op<N> extends { responses: infer R }
    ? Endpoints[N]['status'] extends keyof R
      ? R[Endpoints[N]['status']] extends { content: { 'application/json': infer B } }
        ? B
        : undefined
      : never
    : never;

/** The JSON request body in the document (`never` without one). */
type DocBody<N extends EndpointName> =
  Op<N> extends { requestBody: { content: { 'application/json': infer B } } } ? B : never;

/** Rows with a JSON body (multipart uploads carry a file the client types as a `Blob`). */
type JsonBodyRow = {
  [N in EndpointName]: Endpoints[N] extends { body: unknown; bodyType: 'multipart' }
    ? never
    : Endpoints[N] extends { body: unknown }
      ? N
      : never;
}[EndpointName];

/** Every row is an operation of the document, by `operationId`. */
type MissingOperations = Exclude<EndpointName, keyof operations>;
type ExtraOperations = Exclude<keyof operations, EndpointName>;

type AnswersThatDiffer = {
  [N in EndpointName]: Same<EndpointResponse<N>, DocAnswer<N>> extends true ? never : N;
}[EndpointName];

type BodiesThatDiffer = {
  [N in JsonBodyRow]: Same<EndpointBody<N>, DocBody<N>> extends true ? never : N;
}[JsonBodyRow];

/** Each constant compiles only while its union is empty; otherwise tsc names the offenders. */
export const noMissingOperation: [MissingOperations] extends [never] ? true : MissingOperations = true;
export const noExtraOperation: [ExtraOperations] extends [never] ? true : ExtraOperations = true;
export const answersAgree: [AnswersThatDiffer] extends [never] ? true : AnswersThatDiffer = true;
export const bodiesAgree: [BodiesThatDiffer] extends [never] ? true : BodiesThatDiffer = true;
