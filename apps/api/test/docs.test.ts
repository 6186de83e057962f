/**
 * The API described (issue 18): `GET /api/openapi.json` is the document generated from
 * `ENDPOINTS`, and `GET /api/docs` a Swagger UI page whose every script and style is a file of
 * this server (from the `swagger-ui-dist` package), so the strict CSP holds unchanged.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENDPOINT_LIST } from '@hangar/api-client/contract';
import { countOperations } from '@hangar/api-client/openapi';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgliteDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

let db: Db;
let app: FastifyInstance;
beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
  app = await buildApp({ db });
});
afterAll(async () => {
  await app.close();
  await db.close();
});

describe('GET /api/openapi.json', () => {
  it('answers the OpenAPI 3.1 document of every ENDPOINTS row and /api/health, without a token', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const document = res.json();
    expect(document.openapi).toBe('3.1.0');
    expect(document.info.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(countOperations(document)).toBe(ENDPOINT_LIST.length + 1);
    expect(document.paths['/api/health'].get.operationId).toBe('health');
    expect(document.tags.map((t: { name: string }) => t.name)).toContain('operations');
  });

  it('lints clean with @redocly/cli, /api/health included', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const dir = mkdtempSync(path.join(tmpdir(), 'hangar-served-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, res.body);
      const run = spawnSync(
        path.join(root, 'node_modules/.bin/redocly'),
        ['lint', file, '--format=json', '--config', path.join(root, 'redocly.yaml')],
        { encoding: 'utf8', cwd: dir, env: { ...process.env, REDOCLY_TELEMETRY: 'off' } },
      );
      const report = JSON.parse(run.stdout) as {
        problems: { ruleId: string; location: { pointer: string }[] }[];
      };
      // The one warning allowed: redocly wants a 4XX answer on every operation, and a health
      // check takes no input it could refuse. Anything else, here or on another path, fails.
      const problems = report.problems.filter(
        (p) =>
          !(
            p.ruleId === 'operation-4xx-response' &&
            p.location[0]?.pointer === '#/paths/~1api~1health/get/responses'
          ),
      );
      expect(problems).toEqual([]);
      expect(report.problems.length).toBeLessThanOrEqual(1);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('GET /api/docs', () => {
  it('is a page that loads only this server’s own files, no inline script', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const scripts = [...res.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attrs, inline] of scripts) {
      expect(attrs).toMatch(/src="\/api\/docs\/[\w.-]+"/);
      expect(inline).toBe('');
    }
    expect(res.body).not.toMatch(/https?:\/\//);
  });

  it.each([
    ['/api/docs/swagger-ui-bundle.js', /javascript/],
    ['/api/docs/swagger-ui.css', /css/],
    ['/api/docs/init.js', /javascript/],
  ])('serves %s', async (url, type) => {
    const res = await app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(type);
    expect(res.body.length).toBeGreaterThan(100);
  });

  it('points the page at /api/openapi.json', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/init.js' });
    expect(res.body).toContain("url: '/api/openapi.json'");
  });

  it.each(['package.json', '__proto__', 'constructor', 'hasOwnProperty'])(
    'answers 404 {message} for any other file under /api/docs: %s',
    async (name) => {
      const res = await app.inject({ method: 'GET', url: `/api/docs/${name}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toHaveProperty('message');
    },
  );
});
