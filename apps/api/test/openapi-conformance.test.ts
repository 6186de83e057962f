/**
 * Third-party conformance (issue 18): the contract suite of `@hangar/api-client/testing` goes
 * through Stoplight Prism's validation proxy (`prism proxy`) in front of the real server, on
 * PGlite and on PostgreSQL. Prism checks every request and every answer against the OpenAPI
 * document generated from `ENDPOINTS` and reports what does not conform in the `sl-violations`
 * header of the answer; every answer is recorded here.
 *
 * - Any violation in an ANSWER fails the run: the server said something the document does not.
 * - A violation in a REQUEST fails the run when the server accepted the request: the document
 *   calls it invalid, the server does not. The suite sends invalid requests on purpose (no
 *   token, a missing field, a malformed `updated_at`…) to test the 401/403/422 answers; the
 *   server refusing them is the document and the server agreeing. (This is why the proxy runs
 *   without `--errors`: with it, prism answers those requests itself and the server's own
 *   answers would go untested.)
 *
 * Multipart uploads go straight to the server: prism's proxy keeps a body as text and corrupts
 * binary files (stoplightio/prism#1321, #2475).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { type AddressInfo, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import { buildOpenApiDocument, type JsonObject } from '@hangar/api-client/openapi';
import { CONTRACT_ACCOUNTS, type ContractTarget, contractSuite } from '@hangar/api-client/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { OfflineCepProvider } from '../src/cep/offline.js';
import { servedDocument } from '../src/routes/docs.js';
import { MemoryStorage } from '../src/storage/storage.js';
import { createTestDb, DB_KINDS, pgSkipReason, type TestDb } from './helper.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PRISM = path.join(root, 'node_modules/.bin/prism');

/** One violation prism attached to an answer (`sl-violations`). */
interface Violation {
  location?: string[];
  severity?: string;
  code?: string | number;
  message?: string;
}

/** What went through the proxy: one entry per request. */
interface Exchange {
  method: string;
  url: string;
  status: number;
  violations: Violation[];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts `prism proxy <document> <upstream>` on a free loopback port. */
async function startPrism(document: JsonObject, upstream: string) {
  const dir = mkdtempSync(path.join(tmpdir(), 'hangar-openapi-'));
  const file = path.join(dir, 'openapi.json');
  writeFileSync(file, JSON.stringify(document));
  const port = await freePort();
  let log = '';
  const child: ChildProcess = spawn(
    PRISM,
    ['proxy', file, upstream, '--host', '127.0.0.1', '--port', String(port)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' },
    },
  );
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`prism exited (${child.exitCode}):\n${log}`);
    if (/Prism is listening/.test(log)) break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`prism did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url: `http://127.0.0.1:${port}`, stop, log: () => log };
}

const violationsOf = (response: Response): Violation[] => {
  const header = response.headers.get('sl-violations');
  return header ? (JSON.parse(header) as Violation[]) : [];
};
const inAnswer = (v: Violation) => v.location?.[0] === 'response';

/** The exchanges that show a disagreement between the document and the server. */
function disagreements(exchanges: readonly Exchange[]): string[] {
  return exchanges
    .filter((e) => e.violations.some(inAnswer) || (e.violations.length > 0 && e.status < 400))
    .map((e) => `${e.method} ${e.url} → ${e.status}: ${JSON.stringify(e.violations)}`);
}

for (const kind of DB_KINDS) {
  describe.skipIf(kind === 'postgres' && pgSkipReason !== null)(`prism proxy, server on ${kind}`, () => {
    let testDb: TestDb | undefined;
    let app: FastifyInstance | undefined;
    let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
    const exchanges: Exchange[] = [];
    const realFetch = globalThis.fetch;

    // The server and the proxy live as long as this block, not only the suite's: the checks
    // after it go through the same proxy.
    const target: ContractTarget = {
      name: `prism proxy → api (${kind})`,
      baseUrl: '',
      setup: async () => {},
      teardown: async () => {},
    };
    beforeAll(async () => {
      testDb = await createTestDb(kind);
      app = await buildApp({ db: testDb.db, storage: new MemoryStorage(), cep: new OfflineCepProvider() });
      await app.listen({ host: '127.0.0.1', port: 0 });
      const upstream = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
      prism = await startPrism(servedDocument(), upstream);
      target.baseUrl = prism.url;
      const proxied = prism.url;
      // Every answer through the proxy carries prism's verdict in `sl-violations`.
      globalThis.fetch = async (input, init) => {
        const url = input instanceof Request ? input.url : String(input);
        if (!url.startsWith(proxied)) return realFetch(input, init);
        if (init?.body instanceof FormData) return realFetch(upstream + url.slice(proxied.length), init);
        const response = await realFetch(input, init);
        exchanges.push({
          method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
          url: url.slice(proxied.length),
          status: response.status,
          violations: violationsOf(response),
        });
        return response;
      };
    });
    afterAll(async () => {
      globalThis.fetch = realFetch;
      if (process.env.PRISM_LOG) {
        writeFileSync(`${process.env.PRISM_LOG}.${kind}.log`, prism?.log() ?? '');
        writeFileSync(`${process.env.PRISM_LOG}.${kind}.json`, JSON.stringify(exchanges, null, 1));
      }
      await prism?.stop();
      await app?.close();
      await testDb?.cleanup();
    });
    contractSuite(target);

    // This server's own call, outside ENDPOINTS: its answer goes through the same check.
    it('GET /api/health answers as the served document says', async () => {
      const res = await fetch(`${target.baseUrl}/api/health`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ status: 'ok' });
      expect(exchanges.at(-1)).toMatchObject({ url: '/api/health', violations: [] });
    });

    // Registered after the suite, so it runs once every request has gone through the proxy.
    it('every answer conforms to the document, and every request it calls invalid is refused', () => {
      const refusedAsInvalid = exchanges.filter((e) => e.violations.length > 0 && e.status >= 400).length;
      console.info(
        `[openapi] ${kind}: ${exchanges.length} requests through prism; ${refusedAsInvalid} invalid on purpose, all refused by the server too`,
      );
      expect(exchanges.length).toBeGreaterThan(300);
      expect(disagreements(exchanges)).toEqual([]);
    });
  });
}

/** The check above cannot pass vacuously: prism does flag an answer the document does not allow. */
describe('prism proxy catches a document that disagrees with the server', () => {
  let testDb: TestDb | undefined;
  let app: FastifyInstance | undefined;
  let prism: Awaited<ReturnType<typeof startPrism>> | undefined;
  beforeAll(async () => {
    testDb = await createTestDb('pglite');
    app = await buildApp({ db: testDb.db, storage: new MemoryStorage(), cep: new OfflineCepProvider() });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const document = buildOpenApiDocument();
    // The document now claims userinfo answers a field the server never sends.
    const schema = (document as { paths: Record<string, Record<string, JsonObject>> }).paths[
      '/api/usuario/userinfo'
    ]!.get!.responses as Record<string, { content: Record<string, { schema: JsonObject }> }>;
    const record = schema['200']!.content['application/json']!.schema as {
      properties: { data: { required: string[]; properties: JsonObject } };
    };
    record.properties.data.properties.apelido = { type: 'string' };
    record.properties.data.required.push('apelido');
    // …and that a course id that does not exist is a 200, never a 404.
    const get = (
      document as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
    ).paths['/api/curso/{id}']!.get!;
    delete get.responses['404'];
    prism = await startPrism(document, `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);
  });
  afterAll(async () => {
    await prism?.stop();
    await app?.close();
    await testDb?.cleanup();
  });

  it('reports a field the answer lacks, a status the document does not list, and a request without a token', async () => {
    const token = await fetch(`${prism!.url}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...DEFAULT_CLIENT, ...CONTRACT_ACCOUNTS.admin }),
    });
    expect(token.status).toBe(200);
    expect(violationsOf(token)).toEqual([]);
    const { access_token } = (await token.json()) as { access_token: string };
    const info = await fetch(`${prism!.url}/api/usuario/userinfo`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(info.status).toBe(200);
    const found = violationsOf(info);
    expect(found.some(inAnswer)).toBe(true);
    expect(JSON.stringify(found)).toContain('apelido');
    const missing = await fetch(`${prism!.url}/api/curso/999999`, {
      headers: { authorization: `Bearer ${access_token}` },
    });
    expect(missing.status).toBe(404);
    expect(violationsOf(missing).some(inAnswer)).toBe(true);
    const anonymous = await fetch(`${prism!.url}/api/curso`);
    expect(anonymous.status).toBe(401);
    expect(violationsOf(anonymous).some((v) => v.location?.[0] === 'request')).toBe(true);
  });
});
