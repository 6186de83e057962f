/**
 * Third-party conformance (issue 18): the contract suite of `@hangar/api-client/testing` goes
 * through Stoplight Prism's validation proxy (`prism proxy --errors`) in front of the real
 * server, on PGlite and on PostgreSQL. Prism checks every request and every answer against the
 * OpenAPI document generated from `ENDPOINTS`; with `--errors` a violation fails the request, and
 * the violations it logs are counted: there must be none.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildOpenApiDocument } from '@hangar/api-client/openapi';
import { type ContractTarget, contractSuite } from '@hangar/api-client/testing';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { OfflineCepProvider } from '../src/cep/offline.js';
import { MemoryStorage } from '../src/storage/storage.js';
import { createTestDb, DB_KINDS, pgSkipReason, type TestDb } from './helper.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PRISM = path.join(root, 'node_modules/.bin/prism');

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

/** Prism's log lines that report a violation of the document (request or response). */
const VIOLATION = /Violation:|\bviolat/i;

for (const kind of DB_KINDS) {
  describe.skipIf(kind === 'postgres' && pgSkipReason !== null)(`prism proxy, server on ${kind}`, () => {
    let testDb: TestDb | undefined;
    let app: FastifyInstance | undefined;
    let prism: ChildProcess | undefined;
    let log = '';
    const dir = mkdtempSync(path.join(tmpdir(), 'hangar-openapi-'));
    const violations = () => log.split('\n').filter((line) => VIOLATION.test(line));

    const target: ContractTarget = {
      name: `prism proxy → api (${kind})`,
      baseUrl: '',
      async setup() {
        testDb = await createTestDb(kind);
        app = await buildApp({ db: testDb.db, storage: new MemoryStorage(), cep: new OfflineCepProvider() });
        await app.listen({ host: '127.0.0.1', port: 0 });
        const upstream = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
        const file = path.join(dir, 'openapi.json');
        writeFileSync(file, JSON.stringify(buildOpenApiDocument()));
        const port = await freePort();
        prism = spawn(
          PRISM,
          ['proxy', file, upstream, '--errors', '--host', '127.0.0.1', '--port', String(port)],
          { stdio: ['ignore', 'pipe', 'pipe'], env: { ...process.env, FORCE_COLOR: '0', NO_COLOR: '1' } },
        );
        prism.stdout?.on('data', (d) => {
          log += d;
        });
        prism.stderr?.on('data', (d) => {
          log += d;
        });
        target.baseUrl = `http://127.0.0.1:${port}`;
        const deadline = Date.now() + 60_000;
        for (;;) {
          if (prism.exitCode !== null) throw new Error(`prism exited (${prism.exitCode}):\n${log}`);
          if (/Prism is listening/.test(log)) break;
          if (Date.now() > deadline) throw new Error(`prism did not start:\n${log}`);
          await new Promise((r) => setTimeout(r, 200));
        }
      },
      async teardown() {
        if (prism && prism.exitCode === null) {
          const exited = new Promise((r) => prism?.once('exit', r));
          prism.kill('SIGTERM');
          await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
          if (prism.exitCode === null) prism.kill('SIGKILL');
        }
        await app?.close();
        await testDb?.cleanup();
        rmSync(dir, { recursive: true, force: true });
      },
    };
    contractSuite(target);

    afterAll(() => {
      // Checked after the suite (and so after every request went through the proxy).
      const found = violations();
      if (process.env.PRISM_LOG) writeFileSync(process.env.PRISM_LOG + `.${kind}`, log);
      expect(found, `prism reported ${found.length} violations:\n${found.slice(0, 40).join('\n')}`).toEqual(
        [],
      );
    });
    it('prism is in front of the server', () => {
      expect(target.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    });
  });
}
