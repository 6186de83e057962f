/** The contract suite against the MSW handlers of `@hangar/api-client/mocks` (msw/node). */
import { setupServer } from 'msw/node';
import { createHandlers, createMockDb } from '../src/mocks/index.js';
import { contractSuite } from './suite.js';

const server = setupServer(...createHandlers(createMockDb()));

contractSuite({
  name: 'msw',
  baseUrl: 'http://contract.test',
  async setup() {
    server.listen({ onUnhandledRequest: 'error' });
  },
  async teardown() {
    server.close();
  },
});
