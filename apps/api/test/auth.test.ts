import {
  DEFAULT_CLIENT,
  fieldErrorsSchema,
  tokenResponseSchema,
  userInfoSchema,
} from '@hangar/api-client/contract';
import { MESSAGES, PERMISSIONS, VIEW_PERMISSIONS } from '@hangar/domain';
import { expect, it } from 'vitest';
import { ADMIN, describeEachDb, LEITOR } from './helper.js';

const token = (payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/oauth/token',
  payload,
});
const password = (username: string, pw: string) => ({
  grant_type: 'password',
  ...DEFAULT_CLIENT,
  username,
  password: pw,
});
const refresh = (refresh_token: string) => ({
  grant_type: 'refresh_token',
  ...DEFAULT_CLIENT,
  refresh_token,
});

describeEachDb('sessions', (env) => {
  it('password grant: issues a Bearer pair with expires_in 3600', async () => {
    const res = await env().app.inject(token(password(ADMIN.email, ADMIN.password)));
    expect(res.statusCode).toBe(200);
    const body = tokenResponseSchema.parse(res.json());
    expect(body.expires_in).toBe(3600);
    expect(body.access_token).not.toBe(body.refresh_token);
  });

  it('accepts a form-encoded body and an upper-case e-mail', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: '2',
        client_secret: DEFAULT_CLIENT.client_secret,
        username: 'ADMIN@hangar.dev',
        password: ADMIN.password,
      }).toString(),
    });
    expect(res.statusCode).toBe(200);
  });

  it('stores tokens hashed, never in clear', async () => {
    const { access_token, refresh_token } = await env().login();
    const { rows } = await env().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM oauth_access_token WHERE token_hash = $1
        UNION ALL SELECT count(*)::int FROM oauth_refresh_token WHERE token_hash = $2`,
      [access_token, refresh_token],
    );
    expect(rows.map((r) => r.n)).toEqual([0, 0]);
  });

  it('hashes passwords with argon2id', async () => {
    const { rows } = await env().db.query<{ password_hash: string }>(
      'SELECT password_hash FROM usuario WHERE email = $1',
      [ADMIN.email],
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('401 with the §8 message for a wrong password or an unknown e-mail', async () => {
    for (const body of [password(ADMIN.email, 'wrong'), password('nobody@hangar.dev', 'hangar123')]) {
      const res = await env().app.inject(token(body));
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: MESSAGES.login.invalidCredentials });
    }
  });

  it('401 for an unknown client or a wrong secret', async () => {
    // The id is exact, as every id is: '2 ' or '02' is no client (an attacker probe got in with them).
    for (const client of [
      { client_id: 99 },
      { client_id: '2 ' },
      { client_id: '02' },
      { client_secret: 'nope' },
    ]) {
      const res = await env().app.inject(token({ ...password(ADMIN.email, ADMIN.password), ...client }));
      expect(res.statusCode).toBe(401);
      // Said as what it is: the client's configuration, not the user's password.
      expect(res.json()).toEqual({ message: MESSAGES.request.unknownClient });
    }
  });

  it('422 field map (no message key) for missing username and password', async () => {
    const res = await env().app.inject(token({ grant_type: 'password', ...DEFAULT_CLIENT, username: ' ' }));
    expect(res.statusCode).toBe(422);
    const body = fieldErrorsSchema.parse(res.json());
    expect(body).toEqual({
      username: [MESSAGES.login.emailRequired],
      password: [MESSAGES.login.passwordRequired],
    });
    expect(res.json()).not.toHaveProperty('message');
  });

  it('422 for a missing or unknown grant type, and for a body that is not an object', async () => {
    expect((await env().app.inject(token({ ...DEFAULT_CLIENT }))).statusCode).toBe(422);
    expect(
      (await env().app.inject(token({ grant_type: 'client_credentials', ...DEFAULT_CLIENT }))).statusCode,
    ).toBe(422);
    const bad = await env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.statusCode).toBe(422);
    const arr = await env().app.inject({ method: 'POST', url: '/oauth/token', payload: [1, 2] });
    expect(arr.statusCode).toBe(422);
  });

  it('userinfo: the admin holds every permission, through the Administrador profile', async () => {
    const { access_token } = await env().login();
    const res = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(access_token),
    });
    expect(res.statusCode).toBe(200);
    const info = userInfoSchema.parse(res.json().data);
    expect(info.email).toBe(ADMIN.email);
    expect(new Set(info.permissoes)).toEqual(new Set(PERMISSIONS));
    expect(info.perfis.map((p) => p.nome)).toEqual(['Administrador']);
    expect(info.pessoa.nome).toBe(info.nome);
  });

  it('userinfo: the leitor holds only the *.visualizar permissions', async () => {
    const { access_token } = await env().login(LEITOR.email, LEITOR.password);
    const res = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(access_token),
    });
    expect(new Set(res.json().data.permissoes)).toEqual(new Set(VIEW_PERMISSIONS));
  });

  it('401 {message} without a token or with a malformed header', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer' },
      { authorization: 'Basic abc' },
      env().auth('x'),
    ]) {
      const res = await env().app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toHaveProperty('message');
    }
  });

  it('refresh grant rotates: new pair works, the used refresh token and the old access token die', async () => {
    const first = await env().login();
    const res = await env().app.inject(token(refresh(first.refresh_token)));
    expect(res.statusCode).toBe(200);
    const second = tokenResponseSchema.parse(res.json());
    expect(second.refresh_token).not.toBe(first.refresh_token);

    const info = (t: string) =>
      env().app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(t) });
    expect((await info(second.access_token)).statusCode).toBe(200);
    expect((await info(first.access_token)).statusCode).toBe(401);

    // Reuse is refused, and (issue 16, see sessions.test.ts) ends the newer pair as well.
    const again = await env().app.inject(token(refresh(first.refresh_token)));
    expect(again.statusCode).toBe(401);
    expect((await info(second.access_token)).statusCode).toBe(401);
  });

  it('a refresh token is only good for its own client and is 422 when missing', async () => {
    const first = await env().login();
    const other = await env().app.inject(token({ ...refresh(first.refresh_token), client_id: 3 }));
    expect(other.statusCode).toBe(401);
    const missing = await env().app.inject(token({ grant_type: 'refresh_token', ...DEFAULT_CLIENT }));
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ refresh_token: [MESSAGES.field.required] });
  });

  // Ten at once: on PostgreSQL this deadlocked (40P01 → 500) in about half the runs of five
  // before refreshes took the family lock first (tokens.ts).
  it('concurrent use of one refresh token succeeds exactly once', async () => {
    const first = await env().login();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => env().app.inject(token(refresh(first.refresh_token)))),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(401)]);
  });

  it('revocation: DELETE /oauth/tokens/:token → 204, then the token and its refresh token are refused', async () => {
    const pair = await env().login();
    const del = await env().app.inject({ method: 'DELETE', url: `/oauth/tokens/${pair.access_token}` });
    expect(del.statusCode).toBe(204);
    expect(del.body).toBe('');
    const res = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(pair.access_token),
    });
    expect(res.statusCode).toBe(401);
    expect((await env().app.inject(token(refresh(pair.refresh_token)))).statusCode).toBe(401);
    // Unknown tokens are ignored (idempotent logout).
    expect((await env().app.inject({ method: 'DELETE', url: '/oauth/tokens/unknown' })).statusCode).toBe(204);
  });

  it('expiry: the access token dies after expires_in; the refresh token still works', async () => {
    const pair = await env().login();
    const info = (t: string) =>
      env().app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(t) });
    env().clock.advance(3599);
    expect((await info(pair.access_token)).statusCode).toBe(200);
    env().clock.advance(2);
    expect((await info(pair.access_token)).statusCode).toBe(401);
    const res = await env().app.inject(token(refresh(pair.refresh_token)));
    expect(res.statusCode).toBe(200);
    expect((await info(res.json().access_token)).statusCode).toBe(200);
  });

  it('an expired refresh token is refused', async () => {
    const pair = await env().login();
    env().clock.advance(31 * 24 * 3600);
    expect((await env().app.inject(token(refresh(pair.refresh_token)))).statusCode).toBe(401);
  });
});

describeEachDb(
  'sessions with a configured lifetime',
  (env) => {
    it('expires_in follows accessTokenTtl', async () => {
      const res = await env().app.inject(token(password(ADMIN.email, ADMIN.password)));
      expect(res.json().expires_in).toBe(60);
    });
  },
  { accessTokenTtl: 60 },
);
