/**
 * Typed data access by the contract's endpoint names. An SWR key is `[name, input]`, so the
 * cache key follows from the `ENDPOINTS` row, and a write to a resource revalidates every read
 * whose name starts with that resource ('categorias.create' revalidates 'categorias.list', also
 * where another screen uses it as a picker).
 */
import { ApiError, type RequestInput, type ResponseOf } from '@hangar/api-client';
import {
  acceptsIdempotencyKey,
  ENDPOINTS,
  type EndpointDef,
  type EndpointName,
  type Endpoints,
  IDEMPOTENCY_KEY_HEADER,
  issuesToFieldErrors,
} from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { useCallback, useRef } from 'react';
import useSWR, { type SWRConfiguration, useSWRConfig } from 'swr';
import { randomHex } from './random-hex';
import { useApi } from './session';

/** The input of endpoint `N` (path params, query, body), as the contract types it. */
export type InputOf<N extends EndpointName> = RequestInput<Endpoints[N]>;
/** What endpoint `N` answers, parsed by its response schema. */
export type AnswerOf<N extends EndpointName> = ResponseOf<Endpoints[N]>;

/** A paged answer: `{ data: { data: rows, total, … } }` (§7). */
interface PagedAnswer<R> {
  data: { data: R[]; total: number; current_page?: number; last_page?: number };
}

/** Endpoints answering a paged list: every list screen reads one. */
export type ListEndpointName = {
  [N in EndpointName]: AnswerOf<N> extends PagedAnswer<unknown> ? N : never;
}[EndpointName];

/** A row of list endpoint `N` (`Curso` for 'cursos.list'). */
export type RowOf<N extends ListEndpointName> =
  AnswerOf<N> extends PagedAnswer<infer R extends object> ? R : never;

/** The resource an endpoint belongs to: 'cursos.list' → 'cursos'. */
export function resourceOf(name: EndpointName): string {
  return name.slice(0, name.indexOf('.'));
}

/** Whether an SWR key reads resource `resource` (any endpoint, any input). */
export function isKeyOf(resource: string) {
  return (key: unknown) =>
    Array.isArray(key) && typeof key[0] === 'string' && key[0].startsWith(`${resource}.`);
}

/**
 * Whether `query` is a valid query of endpoint `name`: checked by the endpoint's own query schema
 * at run time, which is what lets a list state's generic query (`toApiQuery`) reach the typed
 * client without a cast. A list spec that drifts from the contract fails here (and in
 * `resources.test.ts`, for every resource) instead of sending what the server refuses.
 */
export function isQueryOf<N extends EndpointName>(name: N, query: unknown): query is InputOf<N>['query'] {
  const def: EndpointDef = ENDPOINTS[name];
  return def.query?.safeParse(query).success === true;
}

/** The input `{ query }` of endpoint `name`, or an error naming the endpoint when the query does not fit it. */
export function queryInput<N extends EndpointName>(name: N, query: unknown): InputOf<N> {
  const input = { query };
  if (!isInputOf(name, input)) throw new Error(`The query does not fit ${name}: ${JSON.stringify(query)}`);
  return input;
}

function isInputOf<N extends EndpointName>(
  name: N,
  input: { query: unknown },
): input is InputOf<N> & { query: unknown } {
  return isQueryOf(name, input.query);
}

/** Whether `body` is a valid body of endpoint `name`, by the endpoint's own body schema. */
export function isBodyOf<N extends EndpointName>(name: N, body: unknown): body is InputOf<N>['body'] {
  const def: EndpointDef = ENDPOINTS[name];
  return def.body?.safeParse(body).success === true;
}

/**
 * `body` checked by endpoint `name`'s body schema before it is sent: a form's loosely typed
 * values (a `situacao` that is any string) reach the typed client without a cast. A body that
 * does not fit is refused here as the server would refuse it, with a 422 field map, so the form
 * shows it in 'Avisos' like any other validation message.
 */
export function checkedBody<N extends EndpointName>(name: N, body: unknown): InputOf<N>['body'] {
  if (isBodyOf(name, body)) return body;
  const def: EndpointDef = ENDPOINTS[name];
  const result = def.body?.safeParse(body);
  throw new ApiError(422, result && !result.success ? issuesToFieldErrors(result.error) : {});
}

/** One page of a list, as {@link pageOf} reads it. */
export interface ListPage<R> {
  rows: R[];
  /** Rows in the whole list. */
  total: number;
  /** The page this answer is (`current_page`), when the answer says. */
  page?: number;
  /** The list's last page (`last_page`), when the answer says. */
  lastPage?: number;
}

/**
 * The rows, total and position of a paged answer. The client has already parsed the answer with
 * the endpoint's response schema; this checks the envelope, so a generic screen reads rows typed
 * by the endpoint name.
 */
export function pageOf<N extends ListEndpointName>(answer: AnswerOf<N>): ListPage<RowOf<N>> {
  if (!isPaged<RowOf<N>>(answer)) return { rows: [], total: 0 };
  const { data: rows, total, current_page: page, last_page: lastPage } = answer.data;
  return { rows, total, page, lastPage };
}

function isPaged<R>(answer: unknown): answer is PagedAnswer<R> {
  if (typeof answer !== 'object' || answer === null || !('data' in answer)) return false;
  const page = answer.data;
  return (
    typeof page === 'object' &&
    page !== null &&
    'data' in page &&
    Array.isArray(page.data) &&
    'total' in page &&
    typeof page.total === 'number'
  );
}

/**
 * Reads endpoint `name` with `input` through SWR (`null` reads nothing). The key is
 * `[name, input]`, so equal inputs share one request and one cache entry.
 * @example const { data } = useEndpoint('cursos.get', { params: { id } });
 */
export function useEndpoint<N extends EndpointName>(
  name: N,
  input: InputOf<N> | null,
  config?: SWRConfiguration<AnswerOf<N>>,
) {
  const api = useApi();
  return useSWR(input === null ? null : ([name, input] as const), ([n, i]) => api.call(n, i), config);
}

/**
 * Drops every cached read of `resource` (lists, records, pickers) and reloads the ones on screen,
 * resolving once they are reloaded: a record opened again after a save is read anew, never the
 * copy from before it (a screen keeps showing its previous page meanwhile, `keepPreviousData`).
 */
export function useInvalidate() {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (resource: string, { keepRecords = false }: { keepRecords?: boolean } = {}) => {
      // Two steps: given data (`undefined`), SWR starts the reload but does not wait for it, so
      // a row opened in place right after a save was the list's copy from before it. Without
      // data, it reloads the reads on screen and waits for them (the others stay dropped).
      await mutate(isKeyOf(resource), undefined, { revalidate: false });
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(resolve, RELOAD_WAIT_MS);
      });
      const reload = keepRecords
        ? (key: unknown) => isKeyOf(resource)(key) && !isRecordRead(key)
        : isKeyOf(resource);
      await Promise.race([mutate(reload), late]);
      clearTimeout(timer);
    },
    [mutate],
  );
}

/**
 * How long a write waits at most for the reads on screen to reload: past it, it resolves anyway
 * (the write succeeded; a stalled list must not keep SALVAR spinning). A record reopened from the
 * old copy meanwhile is caught by the server's version check (409), nothing is overwritten.
 */
export const RELOAD_WAIT_MS = 5000;

/** Whether an SWR key reads one record (`questoes.get`, `questoes.classificacao.get`). */
function isRecordRead(key: unknown): boolean {
  return Array.isArray(key) && typeof key[0] === 'string' && key[0].endsWith('.get');
}

/**
 * A write to endpoint `name` (create, update, delete): on success every cached read of its
 * resource is dropped, and it resolves once the ones on screen are reloaded (the success dialog
 * comes after the list shows the change); a failure rejects with what the client threw and revalidates nothing
 * (§4: a failed delete does not reload the list). After a delete, the record reads on screen are
 * dropped but not reloaded: they are the deleted record's own form, on its way back to the
 * list, and reading it again only earned a 404.
 * @example const remove = useWrite('categorias.delete'); await remove({ params: { id: 3 } });
 */
export function useWrite<N extends EndpointName>(name: N) {
  const api = useApi();
  const invalidate = useInvalidate();
  // A create names its record with a key, kept while the same body is sent again: a SALVAR
  // whose answer never came (offline) and is pressed again gets that record back, not a second.
  // After such a save the key is kept for changed values too (`unanswered`): had the first made
  // the record, a new key would make a second one (or a 'Já existe' on a unique field).
  const attempt = useRef<{ body: string; key: string; unanswered: boolean } | null>(null);
  return useCallback(
    async (input: InputOf<N>): Promise<AnswerOf<N>> => {
      let sent = input;
      let changedAfterNoAnswer = false;
      if (acceptsIdempotencyKey(ENDPOINTS[name])) {
        const body = JSON.stringify((input as { body?: unknown }).body ?? null);
        const earlier = attempt.current;
        changedAfterNoAnswer = earlier?.unanswered === true && earlier.body !== body;
        if (earlier === null || (earlier.body !== body && !earlier.unanswered)) {
          attempt.current = { body, key: newIdempotencyKey(), unanswered: false };
        }
        sent = { ...input, idempotencyKey: attempt.current!.key };
      }
      let answer: AnswerOf<N>;
      try {
        answer = await api.call(name, sent);
      } catch (error) {
        if (attempt.current && error instanceof ApiError) {
          // No answer: whether the record was made is unknown until the key is sent again.
          if (error.status === 0) attempt.current.unanswered = true;
          // The server made the record under the key, with the values of the unanswered save.
          else if (changedAfterNoAnswer && error.fieldErrors?.[IDEMPOTENCY_KEY_HEADER]) {
            throw new ApiError(409, { message: MESSAGES.idempotency.madeBefore }, { cause: error });
          }
        }
        throw error;
      }
      attempt.current = null;
      await invalidate(resourceOf(name), { keepRecords: name.endsWith('.delete') });
      return answer;
    },
    [api, invalidate, name],
  );
}

/** A random key for one create: 128 bits in hex. */
export function newIdempotencyKey(): string {
  return randomHex(16);
}
