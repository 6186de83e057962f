/**
 * `@hangar/api-client/contract`: the wire format of Hangar's API as zod schemas, and the
 * `ENDPOINTS` table (one entry per row of SPEC §7).
 */
export * from './auth.js';
export * from './common.js';
export * from './endpoints.js';
