/**
 * Table-driven security tests generated from ENDPOINTS: every protected endpoint answers 401 with
 * no token, an expired token and a revoked token; every write that needs a permission answers
 * 403 to the view-only account; every read it may do is not refused.
 */
import { buildPath, ENDPOINT_LIST, type EndpointDef, endpointPermissions } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import { expect, it } from 'vitest';
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
