/**
 * `@hangar/api-client/testing`: the contract suite, to run Hangar's API contract against any
 * server from Vitest. Needs `vitest` (an optional peer dependency).
 */
export {
  apiError,
  CONTRACT_ACCOUNTS,
  type ContractTarget,
  contractSuite,
  unique,
} from './contract-suite/index.js';
export {
  CURSO_REST,
  PERFIL_REST,
  PROBLEMA_REST,
  QUESTAO_REST,
  TENANT_REST,
  TURMA_REST,
  USUARIO_REST,
} from './contract-suite/update-bodies.js';
export {
  RESAVED_RESOURCES,
  type ResavedResource,
  type ResaveFailure,
  type ResaveReport,
  resaveEveryRecord,
} from './resave.js';
