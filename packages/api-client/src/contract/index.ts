/**
 * `@hangar/api-client/contract`: the wire format of Hangar's API as zod schemas, and the
 * `ENDPOINTS` table (one entry per row of SPEC §7).
 */
export * from './arquivos.js';
export * from './auth.js';
export * from './catalogos.js';
export * from './common.js';
export * from './cursos.js';
export * from './enderecos.js';
export * from './endpoints.js';
export * from './field-errors.js';
export * from './idempotency.js';
export * from './perfis.js';
export * from './problemas.js';
export * from './questoes.js';
export * from './tenants.js';
export * from './turmas.js';
export * from './usuarios.js';
export * from './version.js';
