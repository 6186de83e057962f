/**
 * The API described: `GET /api/openapi.json` (the OpenAPI 3.1 document generated from
 * `ENDPOINTS`, see `@hangar/api-client/openapi`) and `GET /api/docs`, a Swagger UI reference
 * page served from the `swagger-ui-dist` npm package: nothing from another host, no inline
 * script, so the strict CSP of every other page holds here too.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { buildOpenApiDocument, type JsonObject } from '@hangar/api-client/openapi';
import type { FastifyInstance } from 'fastify';
import { HEALTH_PATH_ITEM } from './health.js';

const require = createRequire(import.meta.url);
const SWAGGER_DIR = path.dirname(require.resolve('swagger-ui-dist/package.json'));
const CLIENT_VERSION: string = require('@hangar/api-client/package.json').version;

/** The files of the page, by the name they are served under (`/api/docs/<name>`). */
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui.css': { file: path.join(SWAGGER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
  'swagger-ui-bundle.js': {
    file: path.join(SWAGGER_DIR, 'swagger-ui-bundle.js'),
    type: 'text/javascript; charset=utf-8',
  },
  'favicon-32x32.png': { file: path.join(SWAGGER_DIR, 'favicon-32x32.png'), type: 'image/png' },
};

/** Starts Swagger UI on the document (a file, not inline, for the CSP's `script-src 'self'`). */
const INIT_SCRIPT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  docExpansion: 'none',
  defaultModelsExpandDepth: 0,
  persistAuthorization: false,
  validatorUrl: 'none',
});
`;

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Hangar API reference</title>
<link rel="icon" type="image/png" href="/api/docs/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

/** The generated document of `ENDPOINTS`, plus what only this server serves (`/api/health`). */
export function servedDocument(): JsonObject {
  const document = buildOpenApiDocument({ version: CLIENT_VERSION });
  const paths = document.paths as Record<string, unknown>;
  paths['/api/health'] = HEALTH_PATH_ITEM;
  const tags = document.tags as JsonObject[];
  tags.push({
    name: 'operations',
    description: 'Calls of this server for its operators, outside the legacy API.',
  });
  return document;
}

export function docsRoutes(app: FastifyInstance): void {
  let document: string | undefined;
  app.get('/api/openapi.json', async (_request, reply) => {
    document ??= JSON.stringify(servedDocument());
    return reply.type('application/json; charset=utf-8').header('cache-control', 'no-cache').send(document);
  });
  app.get('/api/docs', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );
  app.get('/api/docs/init.js', async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(INIT_SCRIPT),
  );
  const cache = new Map<string, Buffer>();
  app.get<{ Params: { asset: string } }>('/api/docs/:asset', async (request, reply) => {
    // Own keys only: `__proto__` or `constructor` would find Object.prototype's.
    const asset = Object.hasOwn(ASSETS, request.params.asset) ? ASSETS[request.params.asset] : undefined;
    if (!asset) return reply.callNotFound();
    let body = cache.get(asset.file);
    if (!body) {
      body = readFileSync(asset.file);
      cache.set(asset.file, body);
    }
    return reply.type(asset.type).header('cache-control', 'public, max-age=86400').send(body);
  });
}
