/**
 * The OpenAPI 3.1 document of Hangar's API, generated from `ENDPOINTS` and its zod schemas
 * (zod 4's JSON Schema output): one operation per row, nothing written per endpoint by hand. A
 * field or an endpoint added to the contract appears here on the next build.
 *
 * What the generator decides, once for every row:
 * - request bodies and parameters are described as they are SENT (`io: 'input'`: defaults make a
 *   field optional, `intLike` accepts `7` or `'7'`), answers as they are RECEIVED (`io: 'output'`);
 * - query and path parameters are strings on the wire, so where a schema accepts a string or a
 *   number/boolean only the string branches are kept; a `phpArray` filter is the parameter
 *   `name[]` (PHP style, `cursos[]=1&cursos[]=2`), an array;
 * - the error bodies of the wire format (docs/architecture.md): 422 is the bare field map, every other error `{message}`;
 *   401 on every signed-in row, 403 on every row that names a permission, 404 where the path
 *   names a record, 409 on writes (a stale `updated_at`, a record still in use), 429 with
 *   `Retry-After` on sign-in;
 * - who may call: `security` (OAuth2 password/refresh grants on `/oauth/token`, or a bearer
 *   token), the permissions in `x-hangar-permissions` and in the description.
 */
import { z } from 'zod/mini';
import { UPLOAD_FIELDS } from '../contract/arquivos.js';
import { SESSION_MODE_HEADER } from '../contract/auth.js';
import { fieldErrorsSchema } from '../contract/common.js';
import { ENDPOINT_LIST, type EndpointDef, endpointPermissions } from '../contract/endpoints.js';
import {
  acceptsIdempotencyKey,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
} from '../contract/idempotency.js';

/** A JSON Schema / OpenAPI object, loosely typed: the generator builds plain JSON. */
export type JsonObject = { [key: string]: unknown };

export interface OpenApiOptions {
  /** `info.version`. @default '0.1.0' */
  version?: string;
  /** `servers`. @default [{ url: '/' }] (the same origin as the document) */
  servers?: { url: string; description?: string }[];
}

/** The OpenAPI extension that lists the permissions an operation needs. */
export const PERMISSIONS_EXTENSION = 'x-hangar-permissions';
/** The OpenAPI extension that says how they combine: `'all'` of them or `'any'` one. */
export const AUTH_EXTENSION = 'x-hangar-auth';

const ACTION_SUMMARY: Record<string, string> = {
  list: 'List (paged)',
  get: 'Read one',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};

type Io = 'input' | 'output';

/** Component names in OpenAPI must match `^[a-zA-Z0-9._-]+$`. */
const componentName = (s: string) => s.replace(/[^A-Za-z0-9._-]/g, '_');

/**
 * Converts one zod schema to an OpenAPI 3.1 schema object. Recursive schemas (`$defs` and
 * `$ref: '#'`) are moved into `components.schemas` under `prefix`.
 */
function convert(schema: z.ZodMiniType, io: Io, prefix: string, components: JsonObject): JsonObject {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: 'any',
    target: 'draft-2020-12',
  }) as JsonObject;
  delete json.$schema;
  const defs = (json.$defs ?? {}) as Record<string, JsonObject>;
  delete json.$defs;
  const rootName = componentName(prefix);
  let selfReferencing = false;
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (node === null || typeof node !== 'object') return node;
    const out: JsonObject = {};
    for (const [key, value] of Object.entries(node as JsonObject)) {
      if (key === '$ref' && typeof value === 'string') {
        if (value === '#') {
          selfReferencing = true;
          out.$ref = `#/components/schemas/${rootName}`;
        } else {
          out.$ref = value.replace(/^#\/\$defs\//, `#/components/schemas/${rootName}.`);
        }
      } else {
        out[key] = rewrite(value);
      }
    }
    return out;
  };
  for (const [name, def] of Object.entries(defs)) {
    components[`${rootName}.${componentName(name)}`] = rewrite(def);
  }
  const root = rewrite(json) as JsonObject;
  if (!selfReferencing) return root;
  components[rootName] = root;
  return { $ref: `#/components/schemas/${rootName}` };
}

const typeOf = (s: JsonObject) => s.type;
const isStringBranch = (s: JsonObject) =>
  typeOf(s) === 'string' || (s.const !== undefined && typeof s.const === 'string');

/**
 * A parameter's schema as it travels in a URL: the string branches of a union (`intLike`'s
 * `'^-?\d+$'`, `boolLike`'s `'1'`/`'true'`…), nested unions flattened.
 */
function wireParamSchema(schema: JsonObject): JsonObject {
  if (!Array.isArray(schema.anyOf)) return schema;
  const flat: JsonObject[] = [];
  const walk = (s: JsonObject) => {
    if (Array.isArray(s.anyOf) && Object.keys(s).length === 1) (s.anyOf as JsonObject[]).forEach(walk);
    else flat.push(s);
  };
  walk({ anyOf: schema.anyOf });
  const strings = flat.filter(isStringBranch);
  const kept = strings.length > 0 ? strings : flat;
  const { anyOf: _drop, ...rest } = schema;
  return kept.length === 1 ? { ...rest, ...kept[0] } : { ...rest, anyOf: kept };
}

/** `phpArray(item)` converts to `anyOf: [{type: 'array', items}, item]`: the array branch. */
function phpArrayBranch(schema: JsonObject): JsonObject | null {
  const anyOf = schema.anyOf;
  if (!Array.isArray(anyOf) || anyOf.length !== 2) return null;
  const array = (anyOf as JsonObject[]).find((b) => typeOf(b) === 'array');
  return array ?? null;
}

interface ObjectSchema {
  properties?: Record<string, JsonObject>;
  required?: string[];
}

function parameters(endpoint: EndpointDef, components: JsonObject): JsonObject[] {
  const out: JsonObject[] = [];
  if (endpoint.params) {
    const s = convert(endpoint.params, 'input', `${endpoint.name}.params`, components) as ObjectSchema;
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      out.push({ name, in: 'path', required: true, schema: wireParamSchema(prop) });
    }
  }
  if (endpoint.query) {
    const s = convert(endpoint.query, 'input', `${endpoint.name}.query`, components) as ObjectSchema;
    for (const [name, prop] of Object.entries(s.properties ?? {})) {
      const required = s.required?.includes(name) ?? false;
      const array = phpArrayBranch(prop);
      if (array) {
        out.push({
          name: `${name}[]`,
          in: 'query',
          required,
          description: `PHP-style array: \`${name}[]=a&${name}[]=b\`.`,
          style: 'form',
          explode: true,
          schema: { type: 'array', items: wireParamSchema(array.items as JsonObject) },
        });
      } else {
        const { default: def, ...schema } = wireParamSchema(prop);
        out.push({
          name,
          in: 'query',
          required,
          schema: def === undefined ? schema : { ...schema, default: def },
        });
      }
    }
  }
  if (endpoint.name === 'auth.token') {
    out.push({
      name: SESSION_MODE_HEADER,
      in: 'header',
      required: false,
      description:
        "`cookie`: the refresh token travels in an HttpOnly cookie scoped to `/oauth` instead of the body, and a refresh grant without `refresh_token` uses it (Hangar's own server; Passport ignores the header).",
      schema: { type: 'string', enum: ['cookie'] },
    });
  }
  if (acceptsIdempotencyKey(endpoint)) {
    out.push({
      name: IDEMPOTENCY_KEY_HEADER,
      in: 'header',
      required: false,
      description: `Names this create: sent again with the same key and body (its first answer lost), it answers the record the first one made (with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`) instead of a second one. Kept ${IDEMPOTENCY_KEY_TTL_HOURS} h per caller; the key with another body or operation is a 422 on the header, and a 409 while the first request runs.`,
      schema: { type: 'string', pattern: IDEMPOTENCY_KEY_PATTERN.source },
    });
  }
  return out;
}

/** The multipart file field of an upload row (`arquivos.temp` → `avatar`). */
function multipartFileField(endpoint: EndpointDef): string | undefined {
  const action = endpoint.name.split('.').pop() as keyof typeof UPLOAD_FIELDS;
  return UPLOAD_FIELDS[action];
}

function requestBody(endpoint: EndpointDef, components: JsonObject): JsonObject | undefined {
  const type = endpoint.bodyType ?? 'json';
  if (type === 'multipart') {
    const fields = endpoint.body
      ? (convert(endpoint.body, 'input', `${endpoint.name}.body`, components) as ObjectSchema & JsonObject)
      : { type: 'object', properties: {} };
    const file = multipartFileField(endpoint);
    const properties = { ...(fields.properties ?? {}) };
    const required = [...(fields.required ?? [])];
    if (file) {
      properties[file] = { type: 'string', contentMediaType: 'application/octet-stream' };
      required.push(file);
    }
    // Multipart fields are text: `intLike` and friends keep their string branches only.
    for (const [k, v] of Object.entries(properties)) properties[k] = wireParamSchema(v);
    return {
      required: true,
      content: {
        'multipart/form-data': { schema: { ...fields, type: 'object', properties, required } },
      },
    };
  }
  if (!endpoint.body) return undefined;
  const schema = convert(endpoint.body, 'input', `${endpoint.name}.body`, components);
  const content: JsonObject = { 'application/json': { schema } };
  if (type === 'form') content['application/x-www-form-urlencoded'] = { schema };
  return { required: true, content };
}

function authText(endpoint: EndpointDef): string {
  const { auth } = endpoint;
  if (auth === 'public') return 'Public: no token needed.';
  if (auth === 'signed-in') return 'Any signed-in user (a bearer token).';
  const names = endpointPermissions(auth).map((p) => `\`${p}\``);
  return typeof auth === 'string'
    ? `Requires the permission ${names[0]}.`
    : `Requires any one of the permissions ${names.join(', ')}.`;
}

const errorRef = (name: string) => ({ $ref: `#/components/responses/${name}` });

function responses(endpoint: EndpointDef, components: JsonObject): JsonObject {
  const out: JsonObject = {};
  if (endpoint.response === null || endpoint.status === 204) {
    out[endpoint.status] = { description: 'Done; no content.' };
  } else {
    const schema = convert(endpoint.response, 'output', `${endpoint.name}.response`, components);
    out[endpoint.status] = {
      description: endpoint.status === 201 ? 'Created.' : 'OK.',
      content: { 'application/json': { schema } },
    };
  }
  const write = endpoint.method !== 'GET';
  if (endpoint.auth !== 'public' || endpoint.name === 'auth.token') out['401'] = errorRef('Unauthorized');
  if (endpointPermissions(endpoint.auth).length > 0) out['403'] = errorRef('Forbidden');
  if (endpoint.params && endpoint.auth !== 'public') out['404'] = errorRef('NotFound');
  if (write && endpoint.auth !== 'public') out['409'] = errorRef('Conflict');
  if (endpoint.body || endpoint.query || endpoint.params || endpoint.bodyType === 'multipart') {
    out['422'] = errorRef('ValidationFailed');
  }
  if (endpoint.name === 'auth.token') out['429'] = errorRef('TooManyAttempts');
  out['500'] = errorRef('ServerError');
  return out;
}

function operation(endpoint: EndpointDef, components: JsonObject): JsonObject {
  const [resource = endpoint.name, ...rest] = endpoint.name.split('.');
  const action = rest.join('.');
  const permissions = endpointPermissions(endpoint.auth);
  const op: JsonObject = {
    operationId: endpoint.name,
    tags: [resource],
    summary: `${resource}: ${ACTION_SUMMARY[action] ?? action}`,
    description: authText(endpoint),
    [AUTH_EXTENSION]:
      typeof endpoint.auth === 'string'
        ? endpoint.auth === 'public' || endpoint.auth === 'signed-in'
          ? endpoint.auth
          : 'all'
        : 'any',
    [PERMISSIONS_EXTENSION]: [...permissions],
    security: endpoint.auth === 'public' ? [] : [{ bearer: [] }, { oauth2: [] }],
  };
  const params = parameters(endpoint, components);
  if (params.length > 0) op.parameters = params;
  const body = requestBody(endpoint, components);
  if (body) op.requestBody = body;
  op.responses = responses(endpoint, components);
  return op;
}

const messageResponse = (description: string, extra: JsonObject = {}) => ({
  description,
  ...extra,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorMessage' } } },
});

/** Builds the document from `ENDPOINTS` (or another list of rows, for tests). */
export function buildOpenApiDocument(
  options: OpenApiOptions = {},
  endpoints: readonly EndpointDef[] = ENDPOINT_LIST,
): JsonObject {
  const schemas: JsonObject = {
    ErrorMessage: {
      type: 'object',
      description: 'Every error other than 422: `{message}`, the text to show (pt-BR).',
      properties: { message: { type: 'string' } },
      required: ['message'],
    },
    FieldErrors: {
      ...(convert(fieldErrorsSchema, 'output', 'FieldErrors', {}) as JsonObject),
      description:
        'The 422 body: a bare field map, `{"nome": ["Campo obrigatório"]}`, keyed by the wire field path joined by dots (`opcoes.0.titulo`). It has NO `message` key.',
    },
  };
  const paths: Record<string, JsonObject> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    paths[path] ??= {};
    paths[path][endpoint.method.toLowerCase()] = operation(endpoint, schemas);
  }
  const tagPaths = new Map<string, Set<string>>();
  for (const e of endpoints) {
    const tag = e.name.split('.')[0] ?? e.name;
    if (!tagPaths.has(tag)) tagPaths.set(tag, new Set());
    tagPaths.get(tag)?.add(e.path.replace(/\/:.*$/, ''));
  }
  const tags = [...tagPaths].map(([name, prefixes]) => ({
    name,
    description: `Operations on ${[...prefixes].map((p) => `\`${p}\``).join(', ')}.`,
  }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Hangar API',
      version: options.version ?? '0.1.0',
      description:
        'The HTTP API of Hangar, the back-office of flight schools; wire-compatible with the legacy Laravel + Passport service. Generated from the `ENDPOINTS` table of `@hangar/api-client` and its zod schemas. A record travels as `{data}`, a paged list as `{data: {data, total, current_page, per_page, last_page}}`, a delete answers 204. Array filters are PHP-style (`cursos[]=1&cursos[]=2`). Every text is pt-BR.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    servers: options.servers ?? [{ url: '/', description: 'The same origin as this document' }],
    tags,
    paths,
    components: {
      schemas,
      responses: {
        Unauthorized: messageResponse(
          'The token is missing, expired or revoked (or, on sign-in, the credentials are wrong).',
        ),
        Forbidden: messageResponse('The signed-in user lacks the permission this operation needs.'),
        NotFound: messageResponse('No such record.'),
        Conflict: messageResponse(
          'The record changed since the copy being saved (a stale `updated_at`), or it is still in use.',
        ),
        ValidationFailed: {
          description: 'Invalid input: the field map, with the messages to show beside each field.',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/FieldErrors' } } },
        },
        TooManyAttempts: messageResponse('Too many failed sign-ins; try again after `Retry-After` seconds.', {
          headers: {
            'Retry-After': {
              description: 'Seconds until sign-in is allowed again.',
              schema: { type: 'integer' },
            },
          },
        }),
        ServerError: messageResponse('An unexpected error.'),
      },
      securitySchemes: {
        oauth2: {
          type: 'oauth2',
          description:
            'Laravel Passport grants on `POST /oauth/token`: `password` (e-mail as `username`) and `refresh_token`; the back-office client is `client_id` 2.',
          flows: { password: { tokenUrl: '/oauth/token', refreshUrl: '/oauth/token', scopes: {} } },
        },
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The `access_token` of `POST /oauth/token`, as `Authorization: Bearer …`.',
        },
      },
    },
  };
}

/** How many operations a document describes. */
export function countOperations(document: JsonObject): number {
  const paths = (document.paths ?? {}) as Record<string, JsonObject>;
  return Object.values(paths).reduce((n, item) => n + Object.keys(item).length, 0);
}
