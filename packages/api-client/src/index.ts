/**
 * `@hangar/api-client`: the typed client of Hangar's API, with its session. The wire format
 * (zod schemas and the `ENDPOINTS` table) is `@hangar/api-client/contract`; MSW handlers over
 * fixtures are `@hangar/api-client/mocks`.
 */
export * from './client/index.js';
export * from './session/index.js';
