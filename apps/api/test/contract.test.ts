/**
 * The contract suite of `@hangar/api-client/testing` against the real server, listening on
 * 127.0.0.1 (random port), on PGlite and on PostgreSQL. The same suite runs against the MSW
 * handlers in packages/api-client/contract-tests, so the mocks cannot drift from the server.
 */
import type { AddressInfo } from 'node:net';
import { type ContractTarget, contractSuite } from '@hangar/api-client/testing';
import type { FastifyInstance } from 'fastify';
import { describe } from 'vitest';
import { buildApp } from '../src/app.js';
import { OfflineCepProvider } from '../src/cep/offline.js';
import { MemoryStorage } from '../src/storage/storage.js';
import { createTestDb, DB_KINDS, pgSkipReason, type TestDb } from './helper.js';

for (const kind of DB_KINDS) {
  describe.skipIf(kind === 'postgres' && pgSkipReason !== null)(`server on ${kind}`, () => {
    let testDb: TestDb | undefined;
    let app: FastifyInstance | undefined;
    const target: ContractTarget = {
      name: `api (${kind})`,
      baseUrl: '',
      async setup() {
        testDb = await createTestDb(kind);
        app = await buildApp({
          db: testDb.db,
          storage: new MemoryStorage(),
          cep: new OfflineCepProvider(),
          logger: process.env.API_TEST_LOG ? { level: 'error' } : false,
        });
        await app.listen({ host: '127.0.0.1', port: 0 });
        target.baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      },
      async teardown() {
        await app?.close();
        await testDb?.cleanup();
      },
    };
    contractSuite(target);
  });
}
