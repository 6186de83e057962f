/**
 * Request ids and what a request's log lines say: every answer carries `X-Request-Id`, random
 * unless a trusted proxy sent a well-formed one; a line logged at the default level (`warn`) names
 * the request's method and path, without the query string, and hides a sign-out's token.
 */
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, pathForLog } from '../src/app.js';
import { createTestDb, type TestDb, withQueryHook } from './helper.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids and request log lines', () => {
  let testDb: TestDb;
  const lines: Record<string, unknown>[] = [];
  let lost = false;
  const apps: FastifyInstance[] = [];

  /** An app logging at `warn` into `lines`, whose database can be made out of reach. */
  const app = async (trustProxy: boolean | string[]) => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    const built = await buildApp({
      db: withQueryHook(testDb.db, () => {
        if (lost) throw new Error('Connection terminated unexpectedly');
      }),
      logger: { level: 'warn', stream },
      trustProxy,
    });
    apps.push(built);
    return built;
  };

  beforeAll(async () => {
    testDb = await createTestDb('pglite');
  });
  afterAll(async () => {
    for (const a of apps) await a.close();
    await testDb.cleanup();
  });

  it('gives every answer a random X-Request-Id, different each time', async () => {
    const server = await app(false);
    const first = await server.inject({ method: 'GET', url: '/api/health' });
    const second = await server.inject({ method: 'GET', url: '/nada/aqui' });
    expect(first.headers['x-request-id']).toMatch(UUID);
    expect(second.headers['x-request-id']).toMatch(UUID);
    expect(second.statusCode).toBe(404);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it("keeps a trusted proxy's well-formed X-Request-Id, and no one else's", async () => {
    const send = (server: FastifyInstance, id: string, remoteAddress = '10.0.0.5') =>
      server
        .inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': id }, remoteAddress })
        .then((res) => res.headers['x-request-id']);
    const behindProxy = await app(['10.0.0.0/8']);
    expect(await send(behindProxy, 'f3a9c2e1b7d04e5f8a6b1c2d3e4f5a6b')).toBe(
      'f3a9c2e1b7d04e5f8a6b1c2d3e4f5a6b',
    );
    // Not from the proxy, or not an id (a line break would forge a log line): a fresh one.
    expect(await send(behindProxy, 'f3a9c2e1b7d04e5f', '192.0.2.7')).toMatch(UUID);
    expect(await send(behindProxy, 'abc\r\n{"level":60}')).toMatch(UUID);
    expect(await send(behindProxy, 'x'.repeat(129))).toMatch(UUID);
    expect(await send(await app(true), 'req-42')).toBe('req-42');
    expect(await send(await app(false), 'req-42')).toMatch(UUID);
  });

  it('an error logged at warn names the request: its id, method and path without the query string', async () => {
    const server = await app(false);
    lines.length = 0;
    lost = true;
    // The token is looked up in the database, which is out of reach: 503, logged at warn.
    const res = await server.inject({
      method: 'GET',
      url: '/api/curso?page=1&access_token=segredo',
      headers: { authorization: 'Bearer um-token-qualquer' },
    });
    lost = false;
    expect(res.statusCode).toBe(503);
    const logged = lines.find((line) => line.msg === 'database unavailable');
    expect(logged).toMatchObject({
      reqId: res.headers['x-request-id'],
      method: 'GET',
      url: '/api/curso',
    });
    expect(JSON.stringify(lines)).not.toContain('segredo');
  });

  it("leaves a sign-out's token out of the logged path", () => {
    expect(pathForLog('/oauth/tokens/abcdef0123456789?x=1')).toBe('/oauth/tokens/:token');
    expect(pathForLog('/api/curso/12?page=2')).toBe('/api/curso/12');
  });
});
