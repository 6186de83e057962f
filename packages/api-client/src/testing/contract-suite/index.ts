/**
 * The contract suite: the same Vitest assertions against any server that claims to speak Hangar's
 * API — the MSW handlers of `@hangar/api-client/mocks` and the real server of `apps/api`. A mock
 * that says something the server does not is a failing test on one of the two targets.
 *
 * One module per resource (or cross-cutting rule); this file only signs the clients in and
 * registers them in a fixed order.
 */
import { afterAll, beforeAll, describe } from 'vitest';
import { createApiClient } from '../../client/create-api-client.js';
import { DEFAULT_CLIENT } from '../../contract/auth.js';
import { memorySessionStorage } from '../../session/storage.js';
import { arquivosContract } from './arquivos.js';
import { sessionsContract } from './auth.js';
import { catalogosContract } from './catalogos.js';
import { concurrencyContract } from './concurrency.js';
import { constraintsContract } from './constraints.js';
import { CONTRACT_ACCOUNTS, type ContractTarget, type SuiteContext } from './context.js';
import { cursosContract } from './cursos.js';
import { idempotencyContract } from './idempotency.js';
import { imagesContract } from './images.js';
import { notFoundContract } from './not-found.js';
import { pagingContract } from './paging.js';
import { perfisContract } from './perfis.js';
import { permissionsContract } from './permissions.js';
import { problemasContract } from './problemas.js';
import { questoesContract } from './questoes.js';
import { tenantsContract } from './tenants.js';
import { turmasContract } from './turmas.js';

export { apiError, CONTRACT_ACCOUNTS, type ContractTarget, unique } from './context.js';

/**
 * Registers the contract suite for `target`.
 *
 * @example
 * contractSuite({ name: 'msw', baseUrl: 'http://contract.test', setup: async () => server.listen(), teardown: async () => server.close() });
 */
export function contractSuite(target: ContractTarget): void {
  describe(`contract · ${target.name}`, () => {
    const ctx: SuiteContext = {
      target,
      clients: {} as SuiteContext['clients'],
      newClient: () =>
        createApiClient({
          baseUrl: target.baseUrl,
          clientId: DEFAULT_CLIENT.client_id,
          clientSecret: DEFAULT_CLIENT.client_secret,
          storage: memorySessionStorage(),
        }),
    };

    beforeAll(async () => {
      await target.setup();
      ctx.clients.admin = ctx.newClient();
      ctx.clients.leitor = ctx.newClient();
      ctx.clients.anonymous = ctx.newClient();
      await ctx.clients.admin.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
      await ctx.clients.leitor.signIn(CONTRACT_ACCOUNTS.leitor.username, CONTRACT_ACCOUNTS.leitor.password);
    });
    afterAll(async () => {
      await target.teardown();
    });

    sessionsContract(ctx);
    permissionsContract(ctx);
    pagingContract(ctx);
    catalogosContract(ctx);
    arquivosContract(ctx);
    cursosContract(ctx);
    imagesContract(ctx);
    questoesContract(ctx);
    problemasContract(ctx);
    tenantsContract(ctx);
    perfisContract(ctx);
    turmasContract(ctx);
    constraintsContract(ctx);
    concurrencyContract(ctx);
    idempotencyContract(ctx);
    notFoundContract(ctx);
  });
}
