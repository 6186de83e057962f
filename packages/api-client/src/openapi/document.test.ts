/**
 * The OpenAPI document (issue 18): its shape, and two checks by tools nobody here wrote —
 * `@redocly/cli lint` (no problems at all) and `openapi-typescript`, whose generated types must
 * equal the client's own (typetest/agreement.ts, compiled by tsc). The third check, prism's
 * proxy in front of the real server, is apps/api/test/openapi-conformance.test.ts.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { ENDPOINT_LIST, endpointPermissions } from '../contract/endpoints.js';
import { AUTH_EXTENSION, buildOpenApiDocument, countOperations, PERMISSIONS_EXTENSION } from './document.js';

const pkg = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const root = path.resolve(pkg, '../..');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

type Doc = {
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    securitySchemes: Record<string, { type: string; flows?: unknown }>;
  };
};
type Operation = {
  operationId: string;
  security: unknown[];
  parameters?: { name: string; in: string; schema: { type?: string } }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { $ref?: string; content?: unknown }>;
  [key: string]: unknown;
};

const document = buildOpenApiDocument() as unknown as Doc;
const operations = Object.values(document.paths).flatMap((item) => Object.values(item));
const op = (id: string) => operations.find((o) => o.operationId === id)!;

describe('the OpenAPI document', () => {
  it('describes every row of ENDPOINTS once, by its name', () => {
    expect(countOperations(document as never)).toBe(ENDPOINT_LIST.length);
    expect(operations.map((o) => o.operationId).sort()).toEqual(ENDPOINT_LIST.map((e) => e.name).sort());
    expect(Object.keys(document.paths)).toContain('/api/questao/{id}/classificacao');
  });

  it('names the permission each operation needs, and who needs no token', () => {
    for (const e of ENDPOINT_LIST) {
      const o = op(e.name);
      expect(o[PERMISSIONS_EXTENSION], e.name).toEqual([...endpointPermissions(e.auth)]);
      expect(o.security.length === 0, e.name).toBe(e.auth === 'public');
    }
    expect(op('arquivos.temp')[AUTH_EXTENSION]).toBe('any');
    expect(op('turmas.delete').description).toContain('`turma.cancelar`');
    expect(document.components.securitySchemes.oauth2?.flows).toEqual({
      password: { tokenUrl: '/oauth/token', refreshUrl: '/oauth/token', scopes: {} },
    });
    expect(document.components.securitySchemes.bearer?.type).toBe('http');
  });

  it('describes PHP-style array filters as `name[]` arrays of strings', () => {
    const params = op('questoes.list').parameters ?? [];
    const cursos = params.find((p) => p.name === 'cursos[]');
    expect(cursos).toMatchObject({ in: 'query', style: 'form', explode: true, schema: { type: 'array' } });
    expect(params.find((p) => p.name === 'page')?.schema).toMatchObject({
      type: 'string',
      pattern: '^(0|-?[1-9]\\d*)$',
    });
    expect(params.some((p) => p.name === 'cursos')).toBe(false);
  });

  it('gives the error bodies of the wire format: 422 a bare field map, 409 and 429 a message', () => {
    const update = op('questoes.update').responses;
    expect(Object.keys(update)).toEqual(expect.arrayContaining(['200', '401', '403', '404', '409', '422']));
    expect(update['422']?.$ref).toBe('#/components/responses/ValidationFailed');
    expect(document.components.schemas.FieldErrors).toMatchObject({
      type: 'object',
      additionalProperties: { type: 'array', items: { type: 'string' } },
    });
    expect(op('auth.token').responses['429']?.$ref).toBe('#/components/responses/TooManyAttempts');
    expect(Object.keys(op('auth.token').requestBody?.content ?? {})).toEqual([
      'application/json',
      'application/x-www-form-urlencoded',
    ]);
    expect(Object.keys(op('questoes.delete').responses)).toContain('204');
    expect(op('questoes.delete').responses['204']?.content).toBeUndefined();
  });

  it('lints clean with @redocly/cli: no errors, no warnings', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'hangar-openapi-'));
    try {
      const file = path.join(dir, 'openapi.json');
      writeFileSync(file, JSON.stringify(document));
      const run = spawnSync(
        bin('redocly'),
        ['lint', file, '--format=json', '--config', path.join(root, 'redocly.yaml')],
        {
          encoding: 'utf8',
          cwd: dir,
          env: { ...process.env, REDOCLY_TELEMETRY: 'off' },
        },
      );
      const report = JSON.parse(run.stdout) as {
        totals: { errors: number; warnings: number };
        problems: unknown[];
      };
      expect(report.problems).toEqual([]);
      expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
      expect(run.status).toBe(0);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  it("yields, through openapi-typescript, the client's own list, record and input types", async () => {
    const ast = await openapiTS(document as never);
    mkdirSync(path.join(pkg, 'typetest/generated'), { recursive: true });
    writeFileSync(path.join(pkg, 'typetest/generated/openapi.ts'), astToString(ast));
    const tsc = spawnSync(bin('tsc'), ['-p', path.join(pkg, 'typetest/tsconfig.json')], { encoding: 'utf8' });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);
});
