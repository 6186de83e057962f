import type { HttpHandler } from 'msw';
import { ENDPOINTS } from '../contract/endpoints.js';
import { createMockDb, type MockDb } from './db.js';
import { arquivosHandlers } from './handlers/arquivos.js';
import { authHandlers } from './handlers/auth.js';
import { catalogosHandlers } from './handlers/catalogos.js';
import { cursosHandlers } from './handlers/cursos.js';
import { perfisHandlers } from './handlers/perfis.js';
import { problemasHandlers } from './handlers/problemas.js';
import { questoesHandlers } from './handlers/questoes.js';
import { handlerEndpoint } from './handlers/route.js';
import { tenantsHandlers } from './handlers/tenants.js';
import { turmasHandlers } from './handlers/turmas.js';
import { usuariosHandlers } from './handlers/usuarios.js';

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
  const all = [
    ...authHandlers(db),
    ...cursosHandlers(db),
    ...questoesHandlers(db),
    ...problemasHandlers(db),
    ...catalogosHandlers(db),
    ...arquivosHandlers(db),
    ...tenantsHandlers(db),
    ...perfisHandlers(db),
    ...usuariosHandlers(db),
    ...turmasHandlers(db),
  ];
  // A stable sort keeps the table order among paths with as many parameters.
  return all
    .map((h, i) => ({ h, i, n: paramCount(h) }))
    .sort((a, b) => a.n - b.n || a.i - b.i)
    .map((x) => x.h);
}

/** The `ENDPOINTS` names a list of handlers answers (handlers built by the mocks only). */
export function mockedEndpoints(handlers: readonly HttpHandler[]): string[] {
  return handlers.flatMap((h) => {
    const name = handlerEndpoint.get(h);
    return name ? [name] : [];
  });
}
