/**
 * Property-based fuzzing (fast-check) of every endpoint that takes a body, every write's ids,
 * every list's query and both uploads, on PGlite and on PostgreSQL. The server may refuse input
 * (4xx) but must never answer 5xx.
 *
 * Bodies are generated from each endpoint's own zod schema, so most of them have the right shape
 * and reach the database, with hostile values in every field: long strings (past PostgreSQL's
 * b-tree row limit of ~2,700 bytes), random code points (astral, lone surrogates, NUL, RTL
 * marks), padded ids, edge numbers; some nodes are swapped for values of the wrong type. A
 * purely random body rarely gets past the first check, which is how the 500s of issue 16 were
 * missed.
 *
 * `FUZZ_RUNS` sets the runs per property (default 5: ~700 requests per database inside
 * `pnpm test`). A dedicated run: `FUZZ_RUNS=75 pnpm exec vitest run --project api
 * apps/api/test/fuzz.test.ts` sends > 10,000 requests per database; the count is printed.
 */
import { buildPath, ENDPOINT_LIST } from '@hangar/api-client/contract';
import { PERMISSIONS } from '@hangar/domain';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { hashPassword } from '../src/auth/passwords.js';
import { describeEachDb } from './helper.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 5);
/** Per property: generous for a loaded machine (a request takes ~10–100 ms here), never the 30 s default. */
const timeout = (runs: number) => Math.max(30_000, runs * 400);

/** Strings an attacker (or a paste from a PDF) would send. */
const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 3, arbitrary: fc.string({ unit: 'binary', maxLength: 64 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', minLength: 256, maxLength: 3200 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength: 2000, maxLength: 3000 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', 'ã', '€', '🛩', '\u0000', '\uD800'), fc.integer({ min: 250, max: 30_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '',
      ' ',
      '1 ',
      ' 1',
      '\t1',
      '0',
      '-1',
      '9999999999999',
      'tmp-1',
      '2026-02-30',
      '25:99',
      '\u0000',
      '\uDFFF',
      '\u202Egnp.exe',
      "'; DROP TABLE curso; --",
      '__proto__',
      '00000000-0000-4000-8000-000000000000',
    ),
  },
);

const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.integer({ min: 1, max: 6 }),
  fc.integer(),
  fc.constantFrom(0, -1, 2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e308, 0.5),
  fc.double(),
);

const scalar = fc.oneof(hostileString, hostileNumber, fc.boolean(), fc.constant(null));
/** Any JSON value: what a node of the wrong type gets. */
const anyValue = fc.letrec((tie) => ({
  v: fc.oneof(
    { maxDepth: 3 },
    scalar,
    fc.array(tie('v'), { maxLength: 4 }),
    fc.dictionary(fc.string(), tie('v'), { maxKeys: 4 }),
  ),
})).v;

type Def = { type: string } & Record<string, unknown>;
const defOf = (schema: z.ZodMiniType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/**
 * An arbitrary shaped like `schema`'s input, with hostile leaves; one node in twenty is replaced by
 * a value of any type.
 * (One in twenty: more would send nearly every body back at the first check.)
 */
function arbFor(schema: z.ZodMiniType, depth = 0): fc.Arbitrary<unknown> {
  const shaped = shapedArb(schema, depth);
  return fc.oneof({ weight: 19, arbitrary: shaped }, { weight: 1, arbitrary: anyValue });
}

function shapedArb(schema: z.ZodMiniType, depth: number): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return hostileString;
    case 'number':
    case 'int':
      return hostileNumber;
    case 'boolean':
      return fc.boolean();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
      return fc.option(arbFor(def.innerType as z.ZodMiniType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(arbFor(def.innerType as z.ZodMiniType, depth), { nil: null, freq: 4 });
    case 'default':
    case 'catch':
    case 'readonly':
      return fc.option(arbFor(def.innerType as z.ZodMiniType, depth), { nil: undefined, freq: 4 });
    case 'pipe':
      return shapedArb(def.in as z.ZodMiniType, depth);
    case 'union':
      return fc.oneof(...(def.options as z.ZodMiniType[]).map((o) => arbFor(o, depth)));
    case 'array':
      return depth > 3
        ? fc.constant([])
        : fc.array(arbFor(def.element as z.ZodMiniType, depth + 1), { maxLength: 3 });
    case 'object': {
      const shape = def.shape as Record<string, z.ZodMiniType>;
      const model = Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, arbFor(s, depth + 1)]));
      return fc.record(model, { requiredKeys: [] });
    }
    default:
      return anyValue;
  }
}

function isEncodable(s: string): boolean {
  try {
    encodeURIComponent(s);
    return true;
  } catch {
    return false;
  }
}

/** Ids: mostly the seeded records, plus padded, negative, huge and non-numeric ones. */
const idArb = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: 1, max: 6 }).map(String) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1 ',
      ' 1',
      '%201',
      '0',
      '-1',
      'abc',
      '99999999999',
      '2147483648',
      '00000000-0000-4000-8000-000000000000',
    ),
  },
  // A path can only carry what encodeURIComponent accepts (no lone surrogates).
  { weight: 1, arbitrary: hostileString.filter((s) => s.length > 0 && s.length < 200 && isEncodable(s)) },
);

const withBody = ENDPOINT_LIST.filter((e) => e.body && e.bodyType !== 'multipart' && e.auth !== 'public');
const writes = ENDPOINT_LIST.filter(
  (e) => e.method !== 'GET' && e.auth !== 'public' && e.bodyType !== 'multipart',
);
const multipart = ENDPOINT_LIST.filter((e) => e.bodyType === 'multipart');
const lists = ENDPOINT_LIST.filter((e) => e.method === 'GET' && e.query);
const queryKeys = (schema: z.ZodMiniType | undefined) =>
  schema && defOf(schema).type === 'object' ? Object.keys(defOf(schema).shape as object) : [];

/** The fuzzing account: every permission, on ids no generated path names (so it cannot lock itself out). */
const FUZZER = { id: 900_001, perfil: 900_001, email: 'fuzz@hangar.dev', password: 'fuzz-hangar-123' };

describeEachDb('fuzz', (env, kind) => {
  let token = '';
  let requests = 0;
  const statuses = new Map<number, number>();

  const send = async (options: InjectOptions) => {
    const res = await env().app.inject(options);
    requests++;
    statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
    return res;
  };

  beforeAll(async () => {
    const { db } = env();
    await db.query('INSERT INTO perfil (id, nome) VALUES ($1, $2)', [FUZZER.perfil, 'Fuzz']);
    await db.query(
      'INSERT INTO perfil_permissao (perfil_id, permissao_id) SELECT $1, id FROM permissao WHERE nome = ANY($2)',
      [FUZZER.perfil, [...PERMISSIONS]],
    );
    await db.query(
      `INSERT INTO usuario (id, nome, email, password_hash, situacao) VALUES ($1, 'Fuzz', $2, $3, 'Ativo')`,
      [FUZZER.id, FUZZER.email, await hashPassword(FUZZER.password)],
    );
    await db.query('INSERT INTO usuario_perfil (usuario_id, perfil_id) VALUES ($1, $2)', [
      FUZZER.id,
      FUZZER.perfil,
    ]);
    token = (await env().login(FUZZER.email, FUZZER.password)).access_token;
  });

  afterAll(() => {
    const by = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `[fuzz ${kind}] ${requests} requests, 5xx: ${by.filter((s) => s.startsWith('5')).length ? by.join(' ') : 0} (${by.join(', ')})`,
    );
  });

  const headers = () => ({ ...env().auth(token), 'content-type': 'application/json' });

  it.each(withBody.map((e) => [e.name, e] as const))(
    '%s: no 5xx for schema-shaped bodies with hostile values in every field',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(arbFor(e.body!), fc.integer({ min: 1, max: 6 }), async (body, id) => {
          const res = await send({
            method: e.method,
            url: buildPath(e.path, { id, cep: id, accessToken: id }),
            headers: headers(),
            payload: JSON.stringify(body) ?? 'null',
          });
          expect(
            res.statusCode,
            `${e.name} ${JSON.stringify(body)?.slice(0, 500)} → ${res.body.slice(0, 300)}`,
          ).toBeLessThan(500);
        }),
        { numRuns: RUNS * 6 },
      );
    },
    timeout(RUNS * 6),
  );

  it.each(writes.map((e) => [e.name, e] as const))(
    '%s: no 5xx for malformed ids and bodies',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(e.body ? fc.oneof(arbFor(e.body), anyValue) : anyValue, idArb, async (body, id) => {
          const res = await send({
            method: e.method,
            url: buildPath(e.path, { id, cep: id, accessToken: id }),
            ...(e.method === 'DELETE'
              ? { headers: env().auth(token) }
              : { headers: headers(), payload: JSON.stringify(body) ?? 'null' }),
          });
          expect(res.statusCode, `${e.name} ${id} ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
    timeout(RUNS),
  );

  it.each(lists.map((e) => [e.name, e] as const))(
    '%s: no 5xx for malformed queries',
    async (_, e) => {
      const keys = queryKeys(e.query);
      const queryArb = fc.dictionary(
        fc.oneof(fc.constantFrom(...keys), fc.constantFrom(...keys.map((k) => `${k}[]`)), fc.string()),
        fc.oneof(
          hostileString,
          fc.integer().map(String),
          fc.constantFrom('', '-1', '0', '1e9', '99999999999', 'Ativo'),
        ),
        { maxKeys: 5 },
      );
      await fc.assert(
        fc.asyncProperty(queryArb, async (query) => {
          const qs = new URLSearchParams(query).toString();
          const res = await send({
            method: 'GET',
            url: `${buildPath(e.path, { id: 1 })}?${qs}`,
            headers: env().auth(token),
          });
          expect(res.statusCode, `${e.name}?${qs.slice(0, 300)} ${res.body.slice(0, 300)}`).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
    },
    timeout(RUNS),
  );

  it.each(multipart.map((e) => [e.name, e] as const))(
    '%s: no 5xx for random files, fields and content types',
    async (_, e) => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ maxLength: 64 }),
          fc.constantFrom('file', 'avatar', 'other'),
          fc.dictionary(fc.constantFrom('nome', 'tipo_arquivo_id', 'x'), hostileString, { maxKeys: 3 }),
          fc.constantFrom('ok', 'no-boundary', 'wrong-boundary', 'truncated', 'json'),
          async (bytes, field, fields, variant) => {
            const form = new FormData();
            for (const [k, v] of Object.entries(fields)) form.append(k, v);
            form.append(field, new Blob([bytes]), 'arquivo.png');
            const request = new Request('http://x/', { method: 'POST', body: form });
            let payload = Buffer.from(await request.arrayBuffer());
            let type = request.headers.get('content-type')!;
            if (variant === 'no-boundary') type = 'multipart/form-data';
            if (variant === 'wrong-boundary') type = 'multipart/form-data; boundary=nada';
            if (variant === 'truncated') payload = payload.subarray(0, Math.floor(payload.length / 2));
            if (variant === 'json') {
              type = 'application/json';
              payload = Buffer.from(JSON.stringify(fields));
            }
            const res = await send({
              method: 'POST',
              url: e.path,
              headers: { ...env().auth(token), 'content-type': type },
              payload,
            });
            expect(res.statusCode, `${e.name} ${variant} ${res.body.slice(0, 300)}`).toBeLessThan(500);
          },
        ),
        { numRuns: RUNS * 2 },
      );
    },
    timeout(RUNS * 2),
  );

  it('non-JSON and non-multipart bodies are refused without a 5xx', async () => {
    for (const e of writes.filter((x) => x.method !== 'DELETE')) {
      const res = await send({
        method: e.method,
        url: buildPath(e.path, { id: 1 }),
        headers: { ...env().auth(token), 'content-type': 'text/plain' },
        payload: 'hello',
      });
      expect(res.statusCode).toBeLessThan(500);
    }
  });

  it('the fuzzing account still holds every permission (the run was meaningful)', async () => {
    const res = await send({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(token) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.permissoes).toHaveLength(PERMISSIONS.length);
    expect(requests).toBeGreaterThan(RUNS * 30);
  });
});
