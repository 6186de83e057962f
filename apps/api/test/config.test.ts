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
  it.each(['PORT', 'HANGAR_TOKEN_TTL', 'HANGAR_MAX_MATERIAL_MB'])(
    'refuses a malformed %s by name',
    (name) => {
      expect(() => loadConfig({ [name]: 'dez' })).toThrow(name);
    },
  );

  it('turns the demo on only when asked, and refuses anything but true or false', () => {
    expect(loadConfig({}).demo).toBe(false);
    expect(loadConfig({ HANGAR_DEMO: 'true' }).demo).toBe(true);
    expect(loadConfig({ HANGAR_DEMO: 'false' }).demo).toBe(false);
    expect(() => loadConfig({ HANGAR_DEMO: 'sim' })).toThrow('HANGAR_DEMO');
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
