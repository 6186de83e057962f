/**
 * `@hangar/api-client/mocks`: MSW handlers for every endpoint of the contract over an in-memory
 * store seeded with pt-BR fixtures, per-story overrides, and preset sessions of the demo accounts.
 * Needs `msw` 2 (an optional peer dependency).
 */
import { createHandlers } from './create-handlers.js';

export { createHandlers, mockedEndpoints } from './create-handlers.js';
export { createMockDb, MockDb, type MockDbOptions, PRESET_TOKENS } from './db.js';
export {
  DEMO_ACCOUNTS,
  DEMO_PASSWORD,
  type DemoAccount,
  type MockPerfil,
  type MockUsuario,
  type UsuarioSituacao,
} from './fixtures/accounts.js';
export { mockDelay, mockEmpty, mockError, mockOffline } from './overrides.js';
export { mockSession } from './session.js';

/** Handlers over one shared default store (Storybook, the app's mock mode). */
export const handlers = createHandlers();
