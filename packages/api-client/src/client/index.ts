export { ApiError, ContractError, type FieldErrorMap, isApiError } from './api-error.js';
export {
  type ApiClient,
  type ApiClientOptions,
  createApiClient,
  type RequestApi,
  type SessionApi,
  type SessionChange,
  type SessionListener,
} from './create-api-client.js';
export type { FetchLike, XhrConstructor } from './transport.js';
export type {
  AnyEndpoint,
  CallOptions,
  EndpointFunction,
  MultipartBody,
  RequestInput,
  ResponseOf,
  TypedApi,
} from './types.js';
