import type { z } from 'zod/mini';
import type { EndpointDef, EndpointName, Endpoints } from '../contract/endpoints.js';

type SchemaAt<E, K extends string> = E extends { readonly [P in K]: infer S extends z.ZodMiniType }
  ? S
  : never;

/** `true` when `T` has at least one required key. */
type HasRequiredKey<T> = { [K in keyof T]-?: undefined extends T[K] ? never : K }[keyof T] extends never
  ? false
  : true;

type ParamsPart<E> = [SchemaAt<E, 'params'>] extends [never]
  ? { params?: undefined }
  : { params: z.input<SchemaAt<E, 'params'>> };
type QueryPart<E> = [SchemaAt<E, 'query'>] extends [never]
  ? { query?: undefined }
  : HasRequiredKey<z.input<SchemaAt<E, 'query'>>> extends true
    ? { query: z.input<SchemaAt<E, 'query'>> }
    : { query?: z.input<SchemaAt<E, 'query'>> };
type BodyPart<E> = E extends { readonly bodyType: 'multipart' }
  ? { body: MultipartBody<[SchemaAt<E, 'body'>] extends [never] ? unknown : z.input<SchemaAt<E, 'body'>>> }
  : [SchemaAt<E, 'body'>] extends [never]
    ? { body?: undefined }
    : { body: z.input<SchemaAt<E, 'body'>> };

/**
 * A multipart body: the schema's fields plus the file fields (any `Blob`, e.g. a `File`).
 * Non-file values are sent as strings.
 */
export type MultipartBody<Fields> = Fields & Record<string, unknown>;

/** Options every call accepts. */
export interface CallOptions {
  /** Aborts the request (and its replay after a refresh). */
  signal?: AbortSignal;
  /**
   * Upload progress, a fraction from 0 to 1 (multipart endpoints only; reported through
   * `XMLHttpRequest` where the runtime has it, otherwise 1 when the upload ends).
   */
  onProgress?: (fraction: number) => void;
  /**
   * Names this create, so sending it again (after an answer that never came) gives the first
   * record back instead of a second one: sent as `Idempotency-Key` to the rows that accept it
   * (`acceptsIdempotencyKey`: the creates), ignored elsewhere. Use one key per record meant,
   * e.g. `crypto.randomUUID()` when the form opens, and the same key for each retry of it.
   */
  idempotencyKey?: string;
}

/** What `request(endpoint, input)` takes for endpoint `E`: path params, query and body as the contract types them. */
export type RequestInput<E> = ParamsPart<E> & QueryPart<E> & BodyPart<E> & CallOptions;

/** What a call to endpoint `E` resolves to: the parsed success body, `undefined` for a 204. */
export type ResponseOf<E> = E extends { readonly response: infer S extends z.ZodMiniType }
  ? z.output<S>
  : undefined;

/** A typed call: `input` is optional when nothing in it is required. */
export type EndpointFunction<E> =
  HasRequiredKey<RequestInput<E>> extends true
    ? (input: RequestInput<E>) => Promise<ResponseOf<E>>
    : (input?: RequestInput<E>) => Promise<ResponseOf<E>>;

type Nest<Path extends string, F> = Path extends `${infer Head}.${infer Tail}`
  ? { readonly [K in Head]: Nest<Tail, F> }
  : { readonly [K in Path]: F };
type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (i: infer I) => void
  ? I
  : never;

/**
 * The typed API generated from `ENDPOINTS`, one function per row, nested by the dots of its name:
 * `'cursos.list'` is `client.cursos.list(input)`, `'questoes.classificacao.put'` is
 * `client.questoes.classificacao.put(input)`.
 */
export type TypedApi = UnionToIntersection<
  { [N in EndpointName]: Nest<N & string, EndpointFunction<Endpoints[N]>> }[EndpointName]
>;

/** Any endpoint definition the generic `request` accepts (an `ENDPOINTS` entry or your own). */
export type AnyEndpoint = EndpointDef;
