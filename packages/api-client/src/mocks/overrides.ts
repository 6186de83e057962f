/**
 * Per-story and per-test overrides, to prepend with `worker.use(...)` / `server.use(...)` or to
 * put in a story's `parameters.msw.handlers`. `name` is an `ENDPOINTS` name.
 */
import { MESSAGES, PAGE_SIZE } from '@hangar/domain';
import { delay, type HttpHandler, HttpResponse } from 'msw';
import { pageOf, parseQuery } from '../contract/common.js';
import { ENDPOINTS, type EndpointDef, type EndpointName } from '../contract/endpoints.js';
import { mswMethod, mswPath } from './handlers/route.js';

const DEFAULT_ERROR_BODIES: Record<number, unknown> = {
  400: { message: 'Bad Request' },
  401: { message: MESSAGES.errors.sessionExpired },
  403: { message: MESSAGES.errors.forbidden },
  404: { message: MESSAGES.errors.notFound },
  422: { nome: [MESSAGES.field.required] },
};

function emptyBody(endpoint: EndpointDef, url: string): unknown {
  const query = parseQuery(new URL(url).searchParams);
  const perPage = Number(query.per_page) || PAGE_SIZE;
  const page = Number(query.page) || 1;
  const candidates = [pageOf([], 0, { page, per_page: perPage }), { data: [] }, []];
  const schema = endpoint.response;
  if (!schema) return null;
  const fit = candidates.find((c) => schema.safeParse(c).success);
  if (fit === undefined) throw new Error(`mockEmpty: ${endpoint.name} does not answer a list`);
  return fit;
}

/**
 * The endpoint answers an empty list (paged lists keep the asked `page`/`per_page`).
 *
 * @example parameters: { msw: { handlers: [mockEmpty('cursos.list')] } }
 */
export function mockEmpty(name: EndpointName): HttpHandler {
  const endpoint: EndpointDef = ENDPOINTS[name];
  if (!endpoint.response) throw new Error(`mockEmpty: ${name} answers 204, not a list`);
  return mswMethod(endpoint)(mswPath(endpoint), ({ request }) =>
    HttpResponse.json(emptyBody(endpoint, request.url) as never, { status: endpoint.status }),
  );
}

/**
 * The endpoint fails with `status`. The body defaults to the wire format: a field map for 422,
 * `{message}` otherwise.
 *
 * @example mockError('cursos.create', 422, { situacao: ['Informe a situação do curso'] })
 * @example mockError('cursos.list', 500)
 */
export function mockError(name: EndpointName, status: number, body?: unknown): HttpHandler {
  const endpoint: EndpointDef = ENDPOINTS[name];
  const answer = body ?? DEFAULT_ERROR_BODIES[status] ?? { message: 'Server Error' };
  return mswMethod(endpoint)(mswPath(endpoint), () => HttpResponse.json(answer as never, { status }));
}

/**
 * The endpoint's request gets no answer at all, as when the network is down: the client rejects
 * with an `ApiError` of status 0.
 *
 * @example mockOffline('cursos.update')
 */
export function mockOffline(name: EndpointName): HttpHandler {
  const endpoint: EndpointDef = ENDPOINTS[name];
  return mswMethod(endpoint)(mswPath(endpoint), () => HttpResponse.error());
}

/**
 * The endpoint answers after `ms` milliseconds (then the next matching handler answers), or
 * never with `'infinite'` (loading states).
 *
 * @example mockDelay('cursos.list', 'infinite')
 */
export function mockDelay(name: EndpointName, ms: number | 'infinite'): HttpHandler {
  const endpoint: EndpointDef = ENDPOINTS[name];
  return mswMethod(endpoint)(mswPath(endpoint), async () => {
    await delay(ms);
    // Returning nothing hands the request to the next handler (the regular mock).
  });
}
