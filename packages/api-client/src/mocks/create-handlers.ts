import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../contract/endpoints.js';
import { createMockDb, type MockDb } from './db.js';
import { authHandlers } from './handlers/auth.js';
import { handlerEndpoint } from './handlers/route.js';

const paramCount = (handler: HttpHandler) => {
  const name = handlerEndpoint.get(handler);
  return name ? (ENDPOINTS[name].path.match(/:[A-Za-z_]+/g) ?? []).length : 0;
};

/**
 * MSW handlers for every `ENDPOINTS` row over `db`. Static paths come before parameterised ones
 * so `/api/questao/simple` is never read as `/api/questao/:id`.
 *
 * @param db the store to read and write. @default createMockDb()
 * @example const server = setupServer(...createHandlers());
 */
export function createHandlers(db: MockDb = createMockDb()): HttpHandler[] {
  const all = [...authHandlers(db)];
  // A stable sort keeps the table order among paths with as many parameters.
  return all
    .map((h, i) => ({ h, i, n: paramCount(h) }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.h);
}
