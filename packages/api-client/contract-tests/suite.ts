/**
 * The contract suite, as published from `@hangar/api-client/testing` (src/testing). Targets
 * import it from here or from the package export.
 */
export {
  apiError,
  CONTRACT_ACCOUNTS,
  type ContractTarget,
  contractSuite,
  unique,
} from '../src/testing/index.js';
