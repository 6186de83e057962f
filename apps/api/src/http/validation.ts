/**
 * zod issues → the 422 field map. The one implementation lives in the contract, so the server
 * and the MSW handlers answer bad input with the same body.
 */
export {
  INVALID_MESSAGE,
  issuesToFieldErrors,
  nulCharacterErrors,
  withSchemaErrors,
} from '@hangar/api-client/contract';
