/** Contract suite: 401 and 403 for every row of ENDPOINTS, generated from the table. */
import { VIEW_PERMISSIONS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, type EndpointDef, endpointPermissions } from '../../contract/endpoints.js';
import { apiError, type SuiteContext } from './context.js';

export function permissionsContract({ clients }: SuiteContext): void {
  describe('authentication and permissions, for every row of ENDPOINTS', () => {
    /** Minimal input that passes routing: params filled, query and body left for validation. */
    const dummyInput = (endpoint: EndpointDef) => {
      const params: Record<string, string | number> = {};
      for (const [, key] of endpoint.path.matchAll(/:([A-Za-z_]+)/g)) {
        params[key!] = key === 'cep' ? '01310100' : key === 'accessToken' ? 'x' : 1;
      }
      return { params, body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {} };
    };
    const protectedRows = ENDPOINT_LIST.filter((e) => e.auth !== 'public');
    const writeRows = protectedRows.filter(
      (e) =>
        e.auth !== 'signed-in' &&
        !endpointPermissions(e.auth).some((p) => (VIEW_PERMISSIONS as readonly string[]).includes(p)),
    );

    it.each(protectedRows.map((e) => [e.name, e] as const))(
      '%s answers 401 {message} without a token',
      async (_, endpoint) => {
        const error = await apiError(clients.anonymous.request(endpoint, dummyInput(endpoint) as never));
        expect(error.status).toBe(401);
        expect(typeof (error.body as { message?: unknown }).message).toBe('string');
      },
    );

    it.each(writeRows.map((e) => [e.name, e] as const))(
      '%s answers 403 to the view-only account',
      async (_, endpoint) => {
        const error = await apiError(clients.leitor.request(endpoint, dummyInput(endpoint) as never));
        expect(error.status).toBe(403);
        expect(typeof (error.body as { message?: unknown }).message).toBe('string');
      },
    );

    it('lets the view-only account read every list', async () => {
      const c = clients.leitor;
      await expect(c.cursos.list()).resolves.toBeTruthy();
      await expect(c.questoes.list()).resolves.toBeTruthy();
      await expect(c.problemas.list()).resolves.toBeTruthy();
      await expect(c.tenants.list()).resolves.toBeTruthy();
      await expect(c.perfis.list()).resolves.toBeTruthy();
      await expect(c.usuarios.list()).resolves.toBeTruthy();
      await expect(c.turmas.list()).resolves.toBeTruthy();
      await expect(c.categorias.list()).resolves.toBeTruthy();
      await expect(c.modalidades.list()).resolves.toBeTruthy();
      await expect(c.permissoes.tree()).resolves.toBeTruthy();
    });
  });
}
