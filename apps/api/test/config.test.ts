/**
 * Configuration (issue 17): `.env.example` lists exactly the variables the server reads, and its
 * values load; a malformed number stops the start with the variable's name.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { describe, expect, it } from 'vitest';
import { loadConfig, REPO_ROOT } from '../src/config.js';

const example = readFileSync(path.join(REPO_ROOT, '.env.example'), 'utf8');
/** Every variable the example names, set or commented out (`# NAME=`). */
const named = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((m) => m[1]);
const read = [
  ...readFileSync(path.join(REPO_ROOT, 'apps/api/src/config.ts'), 'utf8').matchAll(/env\.([A-Z][A-Z0-9_]+)/g),
  ...['main.ts', 'serve.ts'].flatMap((file) => [
    ...readFileSync(path.join(REPO_ROOT, 'apps/api/src', file), 'utf8').matchAll(
      /process\.env\.([A-Z][A-Z0-9_]+)/g,
    ),
  ]),
].map((m) => m[1]);

describe('.env.example', () => {
  it('names every variable the server reads, and nothing else', () => {
    expect(new Set(named)).toEqual(new Set(read));
  });

  it('loads as it is, giving the defaults', () => {
    const config = loadConfig(parseEnv(example) as NodeJS.ProcessEnv);
    expect(config).toEqual(loadConfig({}));
  });
});

describe('loadConfig', () => {
  it.each([
    'PORT',
    'HANGAR_TOKEN_TTL',
    'HANGAR_MAX_MATERIAL_MB',
    'HANGAR_DB_QUERY_TIMEOUT',
    'HANGAR_IDLE_TIMEOUT',
    'HANGAR_SHUTDOWN_TIMEOUT',
  ])('refuses a malformed %s by name', (name) => {
    expect(() => loadConfig({ [name]: 'dez' })).toThrow(name);
  });

  it('turns the demo on only when asked, and refuses anything but true or false', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ HANGAR_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ HANGAR_DEMO: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ HANGAR_DEMO: 'sim' })).toThrow('HANGAR_DEMO');
  });

  it('keeps the demo (public passwords) on this machine unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('0.0.0.0');
    expect(loadConfig({ HANGAR_DEMO: 'true' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HANGAR_DEMO: 'true', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('trusts the one proxy in front for HANGAR_TRUST_PROXY=true, not every hop the client can write', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ HANGAR_TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ HANGAR_TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ HANGAR_TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
  });

  it('takes the first administrator as a pair, or not at all', () => {
    expect(loadConfig({}).firstAdmin).toBeNull();
    expect(
      loadConfig({ HANGAR_ADMIN_EMAIL: ' ana@escola.com.br ', HANGAR_ADMIN_PASSWORD: 'segredo-1' })
        .firstAdmin,
    ).toEqual({ email: 'ana@escola.com.br', password: 'segredo-1' });
    expect(() => loadConfig({ HANGAR_ADMIN_EMAIL: 'ana@escola.com.br' })).toThrow('HANGAR_ADMIN_PASSWORD');
    expect(() => loadConfig({ HANGAR_ADMIN_PASSWORD: 'segredo-1' })).toThrow('HANGAR_ADMIN_EMAIL');
  });
});

describe('loadConfig refuses by name what would fail later, or silently differ', () => {
  it('a PORT past 65535', () => {
    expect(loadConfig({ PORT: '65535' }).port).toBe(65535);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/^PORT must be a port number from 1 to 65535/);
  });

  it('a DATABASE_URL that is not a PostgreSQL URL, without echoing it (it may hold a password)', () => {
    const url = 'postgres://hangar:s3cret@db.escola.com.br:5432/hangar';
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/hangar' }).databaseUrl).toBeDefined();
    for (const value of ['mysql://hangar:s3cret@db/hangar', 'hangar:s3cret@db/hangar', 'db.escola.com.br']) {
      expect(() => loadConfig({ DATABASE_URL: value }), value).toThrow(
        /^DATABASE_URL must be a PostgreSQL URL/,
      );
      expect(() => loadConfig({ DATABASE_URL: value }), value).not.toThrow(/s3cret/);
    }
  });

  it('a HANGAR_CEP_PROVIDER other than offline or http', () => {
    expect(loadConfig({}).cepProvider).toBe('offline');
    expect(loadConfig({ HANGAR_CEP_PROVIDER: 'http' }).cepProvider).toBe('http');
    expect(() => loadConfig({ HANGAR_CEP_PROVIDER: 'viacep' })).toThrow(
      'HANGAR_CEP_PROVIDER must be "offline" or "http", got "viacep"',
    );
  });

  it('gives the timeouts in milliseconds, generous by default', () => {
    const config = loadConfig({});
    expect(config.queryTimeoutMs).toBe(30_000);
    expect(config.idleTimeoutMs).toBe(120_000);
    expect(config.shutdownTimeoutMs).toBe(10_000);
    expect(loadConfig({ HANGAR_SHUTDOWN_TIMEOUT: '2' }).shutdownTimeoutMs).toBe(2000);
  });
});
