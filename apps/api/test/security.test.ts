/**
 * Table-driven security tests generated from ENDPOINTS: every protected endpoint answers 401 with
 * no token, an expired token and a revoked token; every write that needs a permission answers
 * 403 to the view-only account; every read it may do is not refused.
 */
import { buildPath, ENDPOINT_LIST, type EndpointDef, endpointPermissions } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { expect, it } from 'vitest';
import { BODY_VALUES_MAX } from '../src/http/body-values.js';
import { ADMIN, describeEachDb, LEITOR } from './helper.js';

const UUID = '00000000-0000-4000-8000-000000000000';

function url(e: EndpointDef): string {
  const params: Record<string, string | number> = { id: 1, cep: '01310100', accessToken: 'x' };
  return buildPath(e.path, params) + (e.path === '/api/cidade' ? '?estado_id=25' : '');
}

const protectedEndpoints = ENDPOINT_LIST.filter((e) => e.auth !== 'public');
const permissionWrites = protectedEndpoints.filter((e) => e.method !== 'GET' && e.auth !== 'signed-in');
const permissionReads = protectedEndpoints.filter((e) => e.method === 'GET' && e.auth !== 'signed-in');

describeEachDb('security', (env) => {
  const call = (e: EndpointDef, token?: string) =>
    env().app.inject({
      method: e.method,
      url: url(e),
      headers: token ? env().auth(token) : {},
      ...(e.method === 'POST' || e.method === 'PUT' ? { payload: {} } : {}),
    });

  it('the table covers every protected endpoint', () => {
    expect(protectedEndpoints.length).toBeGreaterThan(40);
    expect(
      permissionWrites.every((e) =>
        endpointPermissions(e.auth).every((p) => /\.(adicionar|alterar|excluir|cancelar)$/.test(p)),
      ),
    ).toBe(true);
  });

  it.each(protectedEndpoints.map((e) => [e.name, e] as const))('%s: 401 without a token', async (_, e) => {
    const res = await call(e);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toHaveProperty('message');
  });

  it.each(protectedEndpoints.map((e) => [e.name, e] as const))(
    '%s: 401 with an expired token',
    async (_, e) => {
      const { access_token } = await env().login();
      const before = env().clock.current;
      env().clock.advance(3601);
      try {
        expect((await call(e, access_token)).statusCode).toBe(401);
      } finally {
        env().clock.current = before;
      }
    },
  );

  it.each(protectedEndpoints.map((e) => [e.name, e] as const))(
    '%s: 401 with a revoked token',
    async (_, e) => {
      const { access_token } = await env().login();
      await env().app.inject({ method: 'DELETE', url: `/oauth/tokens/${access_token}` });
      expect((await call(e, access_token)).statusCode).toBe(401);
    },
  );

  it.each(permissionWrites.map((e) => [e.name, e] as const))(
    '%s: 403 for the view-only account',
    async (_, e) => {
      const { access_token } = await env().login(LEITOR.email, LEITOR.password);
      const res = await call(e, access_token);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toHaveProperty('message');
    },
  );

  it.each(permissionWrites.map((e) => [e.name, e] as const))(
    '%s: who may call is settled before the body is read (malformed JSON: 401 stranger, 403 viewer)',
    async (_, e) => {
      const malformed = (headers: Record<string, string>) =>
        env().app.inject({
          method: e.method,
          url: url(e),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: '{"não é": json',
        });
      expect((await malformed({})).statusCode).toBe(401);
      const { access_token } = await env().login(LEITOR.email, LEITOR.password);
      expect((await malformed(env().auth(access_token))).statusCode).toBe(403);
    },
  );

  it('a body over the limit, or in a format no operation takes, is refused in words (413, 415)', async () => {
    const { access_token } = await env().login(ADMIN.email, ADMIN.password);
    const big = await env().app.inject({
      method: 'POST',
      url: '/api/problema',
      headers: { ...env().auth(access_token), 'content-type': 'application/json' },
      payload: JSON.stringify({ titulo: 'x', descricao: 'y'.repeat(6 * 1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ message: 'Os dados enviados passam do limite de 5 MB.' });
    const xml = await env().app.inject({
      method: 'POST',
      url: '/api/problema',
      headers: { ...env().auth(access_token), 'content-type': 'application/xml' },
      payload: '<problema><titulo>x</titulo></problema>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: MESSAGES.request.unsupportedType });
    // A form, which another site's page may send without a preflight, is taken on /oauth only.
    const form = await env().app.inject({
      method: 'POST',
      url: '/api/perfil',
      headers: { ...env().auth(access_token), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'nome=formulario&permissoes[]=1',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toEqual({ message: MESSAGES.request.unsupportedType });
    // Plain text too: fastify would read it as a string, which no operation takes (a probe).
    const text = await env().app.inject({
      method: 'POST',
      url: '/api/categoria',
      headers: { ...env().auth(access_token), 'content-type': 'text/plain' },
      payload: '{"nome":"texto"}',
    });
    expect([text.statusCode, text.json()]).toEqual([415, { message: MESSAGES.request.unsupportedType }]);
  });

  it('a body of more values than any operation takes is refused as it is read (413), signed in or not', async () => {
    // 2.4 million numbers in 4.8 MB, under the byte limit: an attacker probe's body held the
    // server 5–14 s (every request waited) while it was walked, before the 422 on `username`.
    const ones = new Array(BODY_VALUES_MAX).fill(1);
    const tooMany = { message: 'Os dados enviados passam do limite de 200.000 valores.' };
    const token = await env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ grant_type: 'password', username: ones, password: 'x' }),
    });
    expect([token.statusCode, token.json()]).toEqual([413, tooMany]);
    // Categories are any signed-in user's (the view-only account's too): the one write a body
    // reaches without a permission.
    const { access_token } = await env().login(LEITOR.email, LEITOR.password);
    const category = await env().app.inject({
      method: 'POST',
      url: '/api/categoria',
      headers: { ...env().auth(access_token), 'content-type': 'application/json' },
      payload: JSON.stringify({ nome: 'abc', junk: ones }),
    });
    expect(category.statusCode).toBe(413);
    // The limit itself is read, and answered as the route answers it (over its 5,000 subjects).
    const admin = await env().login(ADMIN.email, ADMIN.password);
    const ids = await env().app.inject({
      method: 'PUT',
      url: '/api/questao/1/classificacao',
      headers: { ...env().auth(admin.access_token), 'content-type': 'application/json' },
      payload: JSON.stringify({ assuntos: ones.slice(0, BODY_VALUES_MAX - 2) }),
    });
    expect([ids.statusCode, ids.json().assuntos]).toEqual([422, [MESSAGES.field.invalid]]);
  });

  it.each(permissionReads.map((e) => [e.name, e] as const))(
    '%s: the view-only account may read',
    async (_, e) => {
      const { access_token } = await env().login(LEITOR.email, LEITOR.password);
      const res = await call(e, access_token);
      expect([200, 404]).toContain(res.statusCode);
    },
  );

  it('a uuid path works where the contract allows one', async () => {
    const { access_token } = await env().login();
    const res = await env().app.inject({
      method: 'GET',
      url: `/api/curso/${UUID}`,
      headers: env().auth(access_token),
    });
    expect(res.statusCode).toBe(404);
  });
});
