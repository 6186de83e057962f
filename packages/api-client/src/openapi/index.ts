/**
 * `@hangar/api-client/openapi`: the OpenAPI 3.1 document of the API, generated from `ENDPOINTS`.
 * The built package also ships it as JSON: `@hangar/api-client/openapi.json`.
 */
export * from './document.js';
