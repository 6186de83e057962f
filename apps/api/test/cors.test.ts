/**
 * Other origins (`HANGAR_CORS_ORIGINS`, http/cors.ts): by default no answer carries a CORS header;
 * with origins listed, exactly those may call the API with credentials (the refresh cookie), a
 * preflight needs no token, an unlisted origin still gets nothing, and uploads may be shown from
 * the listed origins.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createPgliteDb, type Db } from '../src/db/db.js';
import { migrate } from '../src/db/migrate.js';
import { seed } from '../src/db/seed.js';
import { MemoryStorage } from '../src/storage/storage.js';
import { passwordGrantBody } from './helper.js';

const APP = 'http://127.0.0.1:5173';
const OTHER = 'https://evil.example';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let db: Db;
let sameOrigin: FastifyInstance;
let open: FastifyInstance;

beforeAll(async () => {
  db = await createPgliteDb();
  await migrate(db);
  await seed(db);
  sameOrigin = await buildApp({ db });
  open = await buildApp({ db, storage: new MemoryStorage(), corsOrigins: [APP] });
});
afterAll(async () => {
  await sameOrigin.close();
  await open.close();
  await db.close();
});

async function signIn(app: FastifyInstance, origin: string) {
  return app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { origin, 'x-hangar-session': 'cookie' },
    payload: passwordGrantBody(),
  });
}

function preflight(app: FastifyInstance, origin: string, url = '/api/curso', method = 'PUT') {
  return app.inject({
    method: 'OPTIONS',
    url,
    headers: {
      origin,
      'access-control-request-method': method,
      'access-control-request-headers': 'authorization,content-type,x-hangar-session',
    },
  });
}

describe('without HANGAR_CORS_ORIGINS', () => {
  it('answers no other origin: no CORS header on answers or preflights', async () => {
    const token = await signIn(sameOrigin, APP);
    expect(token.statusCode).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBeUndefined();
    const asked = await preflight(sameOrigin, APP);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    expect(asked.headers['access-control-allow-methods']).toBeUndefined();
  });
});

describe('with HANGAR_CORS_ORIGINS', () => {
  it('answers a listed origin’s preflight without a token, naming what the client sends', async () => {
    const res = await preflight(open, APP);
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(String(res.headers['access-control-allow-methods'])).toContain('PUT');
    const allowed = String(res.headers['access-control-allow-headers']).toLowerCase().split(/,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['authorization', 'content-type', 'x-hangar-session']));
    expect(res.headers.vary).toMatch(/origin/i);
  });

  it('signs in from a listed origin, cookie and all, and serves it the API', async () => {
    const token = await signIn(open, APP);
    expect(token.statusCode).toBe(200);
    expect(token.headers['access-control-allow-origin']).toBe(APP);
    expect(token.headers['access-control-allow-credentials']).toBe('true');
    expect(String(token.headers['set-cookie'])).toMatch(/hangar_refresh=.*SameSite=Strict/);

    const auth = { authorization: `Bearer ${token.json().access_token}` };
    // Twice: the second page comes from the answers kept in memory, which set Vary themselves.
    for (let i = 0; i < 2; i++) {
      const list = await open.inject({ url: '/api/curso', headers: { origin: APP, ...auth } });
      expect(list.statusCode).toBe(200);
      expect(list.headers['access-control-allow-origin']).toBe(APP);
      expect(String(list.headers.vary).toLowerCase()).toMatch(/origin/);
    }
  });

  it('gives an unlisted origin no Access-Control-Allow-Origin, so its page cannot read an answer', async () => {
    // What a browser goes by; the plugin's other headers alone allow nothing.
    const asked = await preflight(open, OTHER);
    expect(asked.headers['access-control-allow-origin']).toBeUndefined();
    const token = await signIn(open, OTHER);
    expect(token.headers['access-control-allow-origin']).toBeUndefined();
    // A prefix or suffix of a listed origin is another origin.
    for (const near of [`${APP}0`, APP.replace('http:', 'https:'), 'http://127.0.0.1']) {
      expect((await preflight(open, near)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('still asks every call for its token: CORS opens nothing the token does not', async () => {
    const res = await open.inject({ url: '/api/curso', headers: { origin: APP } });
    expect(res.statusCode).toBe(401);
    expect(res.headers['access-control-allow-origin']).toBe(APP);
  });

  it('lets the listed origins show uploads (Cross-Origin-Resource-Policy), and only uploads', async () => {
    const token = (await signIn(open, APP)).json().access_token;
    const boundary = 'hangarcors';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const upload = await open.inject({
      method: 'POST',
      url: '/api/arquivo/temp',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(upload.statusCode).toBe(201);
    const url: string = upload.json().data.url;
    const image = await open.inject({ url, headers: { origin: APP } });
    expect(image.statusCode).toBe(200);
    expect(image.headers['cross-origin-resource-policy']).toBe('cross-origin');
    const api = await open.inject({ url: '/api/curso', headers: { origin: APP } });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    // Without origins listed, uploads stay same-origin (helmet's default).
    const closed = await sameOrigin.inject({ url: '/uploads/none.png' });
    expect(closed.headers['cross-origin-resource-policy']).toBe('same-origin');
  });
});

describe('HANGAR_CORS_ORIGINS', () => {
  it('reads exact origins, comma-separated, and keeps none by default', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(
      loadConfig({ HANGAR_CORS_ORIGINS: ' https://app.escola.com.br , http://127.0.0.1:5173/ ' }).corsOrigins,
    ).toEqual(['https://app.escola.com.br', 'http://127.0.0.1:5173']);
  });

  it.each([
    '*',
    'https://*.escola.com.br',
    'app.escola.com.br',
    'https://app.escola.com.br/admin',
    'ftp://x.br',
  ])('refuses %s, naming the variable', (value) => {
    expect(() => loadConfig({ HANGAR_CORS_ORIGINS: value })).toThrow('HANGAR_CORS_ORIGINS');
  });
});
