/**
 * Property-based fuzzing (fast-check) of every write endpoint of ENDPOINTS, and of every list's
 * query: malformed bodies, wrong types, huge numbers, odd strings. The server may refuse them
 * (4xx) but must never answer 5xx.
 */
import { buildPath, ENDPOINT_LIST, type EndpointDef } from '@hangar/api-client/contract';
import fc from 'fast-check';
import { expect, it } from 'vitest';
import { z } from 'zod';
import { describeEachDb } from './helper.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 30);

/** Field names the body schema knows, so generated bodies reach past the first check. */
function keysOf(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion) {
    return [...new Set((schema.options as z.ZodType[]).flatMap((o) => keysOf(o)))];
  }
  return [];
}

const scalar = fc.oneof(
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '',
    ' ',
    '0',
    '-1',
    '9999999999999',
    'tmp-1',
    '2026-02-30',
    '25:99',
    '\u0000',
    "'; DROP TABLE curso; --",
  ),
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308),
);
const value = fc.letrec((tie) => ({
  v: fc.oneof(
    { maxDepth: 3 },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('v'), { maxKeys: 4 }),
  ),
})).v;

function bodyArb(e: EndpointDef) {
  const keys = keysOf(e.body);
  const shaped = keys.length
    ? fc.dictionary(fc.constantFrom(...keys), value, { maxKeys: keys.length })
    : fc.dictionary(fc.string(), value);
  return fc.oneof(shaped, value);
}

const idArb = fc.oneof(
  fc.constantFrom('1', '0', '-1', 'abc', '99999999999', '00000000-0000-4000-8000-000000000000'),
  fc.string({ minLength: 1 }),
);

const writes = ENDPOINT_LIST.filter(
  (e) => e.method !== 'GET' && e.auth !== 'public' && e.bodyType !== 'multipart',
);
const multipart = ENDPOINT_LIST.filter((e) => e.bodyType === 'multipart');
const lists = ENDPOINT_LIST.filter((e) => e.method === 'GET' && e.query);

describeEachDb('fuzz', (env) => {
  let token = '';
  const headers = () => env().auth(token);

  it('signs in', async () => {
    token = (await env().login()).access_token;
  });

  it.each(writes.map((e) => [e.name, e] as const))(
    '%s: no 5xx for malformed bodies and ids',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(bodyArb(e), idArb, async (body, id) => {
          const res = await env().app.inject({
            method: e.method,
            url: buildPath(e.path, { id, cep: id, accessToken: id }),
            headers: headers(),
            ...(e.method === 'DELETE' ? {} : { payload: JSON.stringify(body) ?? 'null' }),
            ...(e.method === 'DELETE'
              ? {}
              : { headers: { ...headers(), 'content-type': 'application/json' } }),
          });
          expect(res.statusCode, `${e.name} ${res.body}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
  );

  it.each(lists.map((e) => [e.name, e] as const))('%s: no 5xx for malformed queries', async (_, e) => {
    const keys = keysOf(e.query);
    const queryArb = fc.dictionary(
      fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...keys.map((k) => `${k}[]`)), fc.string()),
      fc.oneof(
        fc.string(),
        fc.integer().map(String),
        fc.constantFrom('', '-1', '0', '1e9', '99999999999', 'Ativo'),
      ),
      { maxKeys: 5 },
    );
    await fc.assert(
      fc.asyncProperty(queryArb, async (query) => {
        const qs = new URLSearchParams(query).toString();
        const res = await env().app.inject({
          method: 'GET',
          url: `${buildPath(e.path, { id: 1 })}?${qs}`,
          headers: headers(),
        });
        expect(res.statusCode, `${e.name}?${qs} ${res.body}`).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
  });

  it.each(multipart.map((e) => [e.name, e] as const))(
    '%s: no 5xx for random files and fields',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom('file', 'avatar', 'other'),
          fc.dictionary(fc.constantFrom('nome', 'tipo_arquivo_id', 'x'), fc.string(), { maxKeys: 3 }),
          async (bytes, field, fields) => {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.append(k, v);
            form.append(field, new Blob([bytes]), 'arquivo.png');
            const request = new Request('http://x/', { method: 'POST', body: form });
            const res = await env().app.inject({
              method: 'POST',
              url: e.path,
              headers: { ...headers(), 'content-type': request.headers.get('content-type')! },
              payload: Buffer.from(await request.arrayBuffer()),
            });
            expect(res.statusCode, `${e.name} ${res.body}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS },
      );
    },
  );

  it('non-JSON and non-multipart bodies are refused without a 5xx', async () => {
    for (const e of writes.filter((x) => x.method !== 'DELETE')) {
      const res = await env().app.inject({
        method: e.method,
        url: buildPath(e.path, { id: 1 }),
        headers: { ...headers(), 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
