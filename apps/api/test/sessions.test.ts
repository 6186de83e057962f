/**
 * Sessions (issue 16): refresh-token families, sessions ended by a password change or a
 * deactivation, sign-in throttling shared by every instance, and the cookie mode of the token
 * route (the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /oauth).
 */
import { DEFAULT_CLIENT, tokenResponseSchema } from '@hangar/api-client/contract';
import { MESSAGES } from '@hangar/domain';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ADMIN, describeEachDb, LEITOR } from './helper.js';

const PASSWORD = 'senha-de-sessao-1';
let seq = 0;

const password = (username: string, pw: string) => ({
  grant_type: 'password',
  ...DEFAULT_CLIENT,
  username,
  password: pw,
});
const refresh = (refresh_token?: string) => ({
  grant_type: 'refresh_token',
  ...DEFAULT_CLIENT,
  ...(refresh_token ? { refresh_token } : {}),
});

describeEachDb('sessions: families and revocation', (env) => {
  let adminToken = '';
  const inject = (opts: InjectOptions) => env().app.inject(opts);
  const token = (payload: object) => inject({ method: 'POST', url: '/oauth/token', payload });
  const userinfo = (access: string) =>
    inject({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(access) });

  /** A user made by the admin (signed in by the caller when needed). */
  async function newUser(): Promise<{ id: number; email: string }> {
    const email = `sessao-${++seq}@hangar.dev`;
    const res = await inject({
      method: 'POST',
      url: '/api/usuario',
      headers: env().auth(adminToken),
      payload: { nome: `Sessão ${seq}`, email, perfis: [], situacao: 'Ativo', password: PASSWORD },
    });
    expect(res.statusCode).toBe(201);
    return { id: res.json().data.id, email };
  }

  const putUsuario = (id: number, email: string, changes: object, as = adminToken) =>
    inject({
      method: 'PUT',
      url: `/api/usuario/${id}`,
      headers: env().auth(as),
      payload: { nome: `Sessão ${id}`, email, perfis: [], situacao: 'Ativo', imagem_url: null, ...changes },
    });

  beforeAll(async () => {
    adminToken = (await env().login()).access_token;
  });

  it('reusing a rotated refresh token revokes the whole family, the newest pair included', async () => {
    const first = await env().login(LEITOR.email, LEITOR.password);
    const rotated = await token(refresh(first.refresh_token));
    expect(rotated.statusCode).toBe(200);
    const second = tokenResponseSchema.parse(rotated.json());
    expect((await userinfo(second.access_token)).statusCode).toBe(200);

    // An attacker (or anyone) presents the old refresh token again.
    expect((await token(refresh(first.refresh_token))).statusCode).toBe(401);
    expect((await userinfo(second.access_token)).statusCode).toBe(401);
    expect((await token(refresh(second.refresh_token))).statusCode).toBe(401);
  });

  it('other sign-ins of the same user are other families: they stay valid', async () => {
    const a = await env().login(LEITOR.email, LEITOR.password);
    const b = await env().login(LEITOR.email, LEITOR.password);
    await token(refresh(a.refresh_token));
    await token(refresh(a.refresh_token)); // reuse: family a is gone
    expect((await userinfo(b.access_token)).statusCode).toBe(200);
    expect((await token(refresh(b.refresh_token))).statusCode).toBe(200);
  });

  it("changing a user's password ends their sessions (access and refresh tokens)", async () => {
    const user = await newUser();
    const session = await env().login(user.email, PASSWORD);
    expect((await userinfo(session.access_token)).statusCode).toBe(200);
    expect((await putUsuario(user.id, user.email, { password: 'nova-senha-123' })).statusCode).toBe(200);
    expect((await userinfo(session.access_token)).statusCode).toBe(401);
    expect((await token(refresh(session.refresh_token))).statusCode).toBe(401);
    // The admin who changed it is still signed in.
    expect((await userinfo(adminToken)).statusCode).toBe(200);
  });

  it('saving a user without a new password keeps their sessions', async () => {
    const user = await newUser();
    const session = await env().login(user.email, PASSWORD);
    expect((await putUsuario(user.id, user.email, { nome: 'Outro nome' })).statusCode).toBe(200);
    expect((await userinfo(session.access_token)).statusCode).toBe(200);
  });

  it('changing your own password keeps this session and ends the others', async () => {
    const user = await newUser();
    const elsewhere = await env().login(user.email, PASSWORD);
    const here = await env().login(user.email, PASSWORD);
    // A user without usuario.alterar cannot call the route: give them a profile that has it.
    const { rows } = await env().db.query<{ id: number }>(
      "SELECT id FROM perfil WHERE nome = 'Administrador'",
    );
    await env().db.query('INSERT INTO usuario_perfil (usuario_id, perfil_id) VALUES ($1, $2)', [
      user.id,
      rows[0]!.id,
    ]);
    const res = await putUsuario(
      user.id,
      user.email,
      { perfis: [rows[0]!.id], password: 'minha-nova-1', current_password: PASSWORD },
      here.access_token,
    );
    expect(res.statusCode).toBe(200);
    expect((await userinfo(here.access_token)).statusCode).toBe(200);
    expect((await token(refresh(here.refresh_token))).statusCode).toBe(200);
    expect((await userinfo(elsewhere.access_token)).statusCode).toBe(401);
    expect((await token(refresh(elsewhere.refresh_token))).statusCode).toBe(401);
  });

  it('deactivating a user revokes their tokens (they stay dead after reactivation)', async () => {
    const user = await newUser();
    const session = await env().login(user.email, PASSWORD);
    expect((await putUsuario(user.id, user.email, { situacao: 'Inativo' })).statusCode).toBe(200);
    expect((await putUsuario(user.id, user.email, { situacao: 'Ativo' })).statusCode).toBe(200);
    expect((await userinfo(session.access_token)).statusCode).toBe(401);
    expect((await token(refresh(session.refresh_token))).statusCode).toBe(401);
  });
});

describeEachDb(
  'sessions: sign-in throttling behind one proxy (HANGAR_TRUST_PROXY=true)',
  (env) => {
    // The proxy (the peer) appends the address it saw; what the client wrote before it is not read.
    const attempt = (username: string, pw: string, forged: string) =>
      env().app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: password(username, pw),
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': `${forged}, 203.0.113.7` },
      });

    it('counts the address the proxy saw: a spray under new forged addresses is blocked at 20', async () => {
      for (let i = 0; i < 20; i++) {
        expect((await attempt(`spray-${i}@hangar.dev`, 'errada', `10.9.${i}.1`)).statusCode).toBe(401);
      }
      const blocked = await attempt(ADMIN.email, ADMIN.password, '10.77.0.1');
      expect(blocked.statusCode).toBe(429);
      env().clock.advance(901);
    });
  },
  { trustProxy: 1 },
);

describeEachDb('sessions: sign-in throttling', (env) => {
  const attempt = (username: string, pw: string, remoteAddress = '10.0.0.1') =>
    env().app.inject({ method: 'POST', url: '/oauth/token', payload: password(username, pw), remoteAddress });
  /** The reader's sign-in from Hangar's app (cookie mode): a browser, which gets a device cookie. */
  const signInInBrowser = (remoteAddress: string) =>
    env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: password(LEITOR.email, LEITOR.password),
      remoteAddress,
      headers: { 'x-hangar-session': 'cookie' },
    });

  it('blocks an account after 5 failures: 429 with Retry-After and a Portuguese message, even for the right password', async () => {
    for (let i = 0; i < 5; i++)
      expect((await attempt(LEITOR.email, 'errada', `10.1.0.${i}`)).statusCode).toBe(401);
    const blocked = await attempt(LEITOR.email, LEITOR.password, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ message: MESSAGES.login.throttled });
    expect(Number(blocked.headers['retry-after'])).toBe(900);
    // Other accounts, from the same addresses, still sign in.
    expect((await attempt(ADMIN.email, ADMIN.password, '10.1.0.1')).statusCode).toBe(200);
    // The block ends after its time; then the right password works and forgets the failures.
    env().clock.advance(600);
    expect(Number((await attempt(LEITOR.email, LEITOR.password)).headers['retry-after'])).toBe(300);
    env().clock.advance(301);
    expect((await attempt(LEITOR.email, LEITOR.password)).statusCode).toBe(200);
    expect((await attempt(LEITOR.email, 'errada')).statusCode).toBe(401);
    expect((await attempt(LEITOR.email, LEITOR.password)).statusCode).toBe(200);
  });

  it('blocks an address after 20 failures across accounts; other addresses are not affected', async () => {
    for (let i = 0; i < 20; i++) {
      expect((await attempt(`ninguem-${i}@hangar.dev`, 'errada', '10.2.0.1')).statusCode).toBe(401);
    }
    const blocked = await attempt(ADMIN.email, ADMIN.password, '10.2.0.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt(ADMIN.email, ADMIN.password, '10.2.0.2')).statusCode).toBe(200);
    env().clock.advance(901);
  });

  it('holds the limit against guesses sent together: 5 are checked, the rest refused unchecked', async () => {
    const wrong = await Promise.all(
      Array.from({ length: 30 }, () => attempt('rajada@hangar.dev', 'errada', '10.5.0.1')),
    );
    const codes = wrong.map((res) => res.statusCode);
    expect(codes.filter((c) => c === 401)).toHaveLength(5);
    expect(codes.filter((c) => c === 429)).toHaveLength(25);
    // The right password among guesses sent together is one of them: the block holds for it too.
    const mixed = await Promise.all([
      ...Array.from({ length: 12 }, () => attempt(LEITOR.email, 'errada', '10.5.0.2')),
      attempt(LEITOR.email, LEITOR.password, '10.5.0.3'),
    ]);
    expect(mixed.filter((res) => res.statusCode !== 429)).toHaveLength(5);
    expect((await attempt(LEITOR.email, LEITOR.password, '10.5.0.4')).statusCode).toBe(429);
    env().clock.advance(901);
  });

  it("a success gives back its own count on the address, not the address's failures", async () => {
    // 19 failures and then 10 good sign-ins from one address (a school's NAT): all 10 pass.
    for (let i = 0; i < 19; i++) await attempt(`ninguem-${i}@hangar.dev`, 'errada', '10.6.0.1');
    for (let i = 0; i < 10; i++)
      expect((await attempt(ADMIN.email, ADMIN.password, '10.6.0.1')).statusCode).toBe(200);
    // The 20th failure is still allowed, the next attempt is refused.
    expect((await attempt('outro@hangar.dev', 'errada', '10.6.0.1')).statusCode).toBe(401);
    expect((await attempt(ADMIN.email, ADMIN.password, '10.6.0.1')).statusCode).toBe(429);
    env().clock.advance(901);
  });

  it('the count is shared by every instance on the same database', async () => {
    for (let i = 0; i < 5; i++) await attempt('compartilhado@hangar.dev', 'errada', `10.3.0.${i}`);
    const other = await buildApp({ db: env().db, now: env().clock.now });
    try {
      const res = await other.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: password('compartilhado@hangar.dev', 'errada'),
        remoteAddress: '10.3.1.1',
      });
      expect(res.statusCode).toBe(429);
    } finally {
      await other.close();
    }
  });

  it('a browser that signed in before still signs in while guesses from elsewhere block the account', async () => {
    const fromDevice = (pw: string, cookie: string, username = LEITOR.email) =>
      env().app.inject({
        method: 'POST',
        url: '/oauth/token',
        payload: password(username, pw),
        remoteAddress: '10.8.0.1',
        headers: { cookie, 'x-hangar-session': 'cookie' },
      });
    const first = await signInInBrowser('10.8.0.1');
    expect(first.statusCode).toBe(200);
    const header = String(first.headers['set-cookie'] ?? '');
    expect(header).toMatch(
      /hangar_device=[\w-]{43}; Max-Age=31536000; Path=\/oauth; HttpOnly; SameSite=Strict/,
    );
    const device = `hangar_device=${/hangar_device=([\w-]+)/.exec(header)?.[1]}`;

    // Someone else's guesses block the account for everyone else, this browser excepted.
    for (let i = 0; i < 5; i++)
      expect((await attempt(LEITOR.email, 'errada', `10.8.1.${i}`)).statusCode).toBe(401);
    expect((await attempt(LEITOR.email, LEITOR.password, '10.8.0.1')).statusCode).toBe(429);
    expect((await fromDevice(LEITOR.password, device)).statusCode).toBe(200);
    // Its owner's sign-in does not wipe the guesses: the block holds for the others.
    expect((await attempt(LEITOR.email, LEITOR.password, '10.8.2.1')).statusCode).toBe(429);
    // A cookie made up, or one of another account, is no device: the account's block applies.
    expect((await fromDevice(LEITOR.password, 'hangar_device=inventado')).statusCode).toBe(429);
    for (let i = 0; i < 5; i++) await attempt(ADMIN.email, 'errada', `10.8.3.${i}`);
    expect((await fromDevice(ADMIN.password, device, ADMIN.email)).statusCode).toBe(429);

    // The device has the account's limit of its own: 5 wrong guesses there, and it waits too.
    for (let i = 0; i < 5; i++) expect((await fromDevice('errada', device)).statusCode).toBe(401);
    expect((await fromDevice(LEITOR.password, device)).statusCode).toBe(429);
    env().clock.advance(901);
    expect((await fromDevice(LEITOR.password, device)).statusCode).toBe(200);
  });

  it('keeps the 10 latest browsers of a user', async () => {
    for (let i = 0; i < 12; i++) {
      env().clock.advance(1);
      expect((await signInInBrowser('10.9.0.1')).statusCode).toBe(200);
    }
    const { rows } = await env().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM login_device d JOIN usuario u ON u.id = d.usuario_id
        WHERE lower(u.email) = lower($1)`,
      [LEITOR.email],
    );
    expect(rows[0]?.n).toBe(10);
  });

  it('refresh grants and other requests are never throttled', async () => {
    for (let i = 0; i < 5; i++) await attempt(ADMIN.email, 'errada', '10.4.0.1');
    expect((await attempt(ADMIN.email, ADMIN.password, '10.4.0.2')).statusCode).toBe(429);
    env().clock.advance(901);
    const { refresh_token } = await env().login();
    for (let i = 0; i < 5; i++) await attempt(ADMIN.email, 'errada', '10.4.0.1');
    const res = await env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: refresh(refresh_token),
    });
    expect(res.statusCode).toBe(200);
    env().clock.advance(901);
  });
});

describeEachDb('sessions: cookie mode', (env) => {
  const COOKIE = { 'x-hangar-session': 'cookie' };
  const cookieOf = (res: { headers: Record<string, unknown> }) => {
    const header = String(res.headers['set-cookie'] ?? '');
    return { header, value: /hangar_refresh=([^;]*)/.exec(header)?.[1] ?? '' };
  };
  const post = (payload: object, headers: Record<string, string> = {}) =>
    env().app.inject({ method: 'POST', url: '/oauth/token', payload, headers });

  it('signs in with the refresh token in an HttpOnly, SameSite=Strict cookie scoped to /oauth, not in the body', async () => {
    const res = await post(password(ADMIN.email, ADMIN.password), COOKIE);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).not.toHaveProperty('refresh_token');
    expect(tokenResponseSchema.parse(body).access_token).toBeTruthy();
    const { header, value } = cookieOf(res);
    expect(value).toMatch(/^[\w-]{20,}$/);
    for (const attr of ['HttpOnly', 'SameSite=Strict', 'Path=/oauth', 'Max-Age=2592000'])
      expect(header).toContain(attr);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refreshes from the cookie alone, rotating it; the old cookie then revokes the family', async () => {
    const first = cookieOf(await post(password(ADMIN.email, ADMIN.password), COOKIE)).value;
    const res = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${first}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('refresh_token');
    const second = cookieOf(res).value;
    expect(second).not.toBe(first);
    const access = res.json().access_token as string;

    env().clock.advance(11); // past the grace in which a lost answer may be asked for again
    const reuse = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${first}` });
    expect(reuse.statusCode).toBe(401);
    expect(cookieOf(reuse).header).toContain('Max-Age=0');
    const info = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(access),
    });
    expect(info.statusCode).toBe(401);
    expect((await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${second}` })).statusCode).toBe(401);
  });

  it('answers the legacy way without the header: the body carries the token and a cookie alone is not read', async () => {
    const legacy = await post(password(ADMIN.email, ADMIN.password));
    expect(tokenResponseSchema.parse(legacy.json()).refresh_token).toBeTruthy();
    expect(legacy.headers['set-cookie']).toBeUndefined();
    const cookie = cookieOf(await post(password(ADMIN.email, ADMIN.password), COOKIE)).value;
    const noHeader = await post(refresh(), { cookie: `hangar_refresh=${cookie}` });
    expect(noHeader.statusCode).toBe(422);
    expect(noHeader.json()).toEqual({ refresh_token: [MESSAGES.field.required] });
    // A refresh token sent in the body of a cookie-mode request is answered in the cookie only.
    const moved = await post(refresh(legacy.json().refresh_token), COOKIE);
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).not.toHaveProperty('refresh_token');
    expect(cookieOf(moved).value).toBeTruthy();
  });

  it('signing out revokes the session and drops the cookie', async () => {
    const res = await post(password(ADMIN.email, ADMIN.password), COOKIE);
    const cookie = cookieOf(res).value;
    const out = await env().app.inject({
      method: 'DELETE',
      url: `/oauth/tokens/${res.json().access_token}`,
      headers: { cookie: `hangar_refresh=${cookie}` },
    });
    expect(out.statusCode).toBe(204);
    expect(cookieOf(out).header).toContain('Max-Age=0');
    expect((await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${cookie}` })).statusCode).toBe(401);
  });

  it('signing out with an access token it does not know still ends the session of the cookie it sends', async () => {
    const cookie = cookieOf(await post(password(ADMIN.email, ADMIN.password), COOKIE)).value;
    const out = await env().app.inject({
      method: 'DELETE',
      url: '/oauth/tokens/desconhecido123',
      headers: { cookie: `hangar_refresh=${cookie}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${cookie}` })).statusCode).toBe(401);
  });

  it("one tab's refresh leaves another tab's access token alone; signing out ends every tab", async () => {
    const info = (access: string) =>
      env().app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(access) });
    const signIn = await post(password(ADMIN.email, ADMIN.password), COOKIE);
    const tabA = signIn.json().access_token as string;
    // Tab B loads: restores from the cookie (rotating it).
    const restored = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${cookieOf(signIn).value}` });
    const tabB = restored.json().access_token as string;
    expect((await info(tabA)).statusCode).toBe(200);
    expect((await info(tabB)).statusCode).toBe(200);
    // Tab A signs out: tab B's token (same family) dies too, and so does the cookie.
    await env().app.inject({ method: 'DELETE', url: `/oauth/tokens/${tabA}` });
    expect((await info(tabB)).statusCode).toBe(401);
    const again = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${cookieOf(restored).value}` });
    expect(again.statusCode).toBe(401);
  });

  it('a refresh whose answer was lost (a reload aborted it) may be asked for again from the old cookie, within 10 s', async () => {
    const first = cookieOf(await post(password(ADMIN.email, ADMIN.password), COOKIE)).value;
    const lost = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${first}` });
    expect(lost.statusCode).toBe(200);
    // The browser never stored the rotated cookie: the reload presents the old one, twice.
    env().clock.advance(4);
    const retried = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${first}` });
    expect(retried.statusCode).toBe(200);
    const again = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${first}` });
    expect(again.statusCode).toBe(200);
    // The newest cookie works and rotates as usual.
    const newest = cookieOf(again).value;
    const next = await post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${newest}` });
    expect(next.statusCode).toBe(200);
    const info = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(next.json().access_token),
    });
    expect(info.statusCode).toBe(200);
  });

  it('no retry once the new cookie was used, after the grace, or for a token sent in the body: the family is revoked', async () => {
    const signIn = async () => cookieOf(await post(password(ADMIN.email, ADMIN.password), COOKIE)).value;
    const fromCookie = (value: string) => post(refresh(), { ...COOKIE, cookie: `hangar_refresh=${value}` });

    // The access token it was traded for was used: the old cookie again is a stolen copy, even
    // within the grace, and even after a first retry (an attacker probe replayed it at will).
    const u0 = await signIn();
    expect((await fromCookie(u0)).statusCode).toBe(200);
    const retried = await fromCookie(u0);
    expect(retried.statusCode).toBe(200);
    const inUse = retried.json().access_token as string;
    const info = () =>
      env().app.inject({ method: 'GET', url: '/api/usuario/userinfo', headers: env().auth(inUse) });
    expect((await info()).statusCode).toBe(200);
    expect((await fromCookie(u0)).statusCode).toBe(401);
    expect((await info()).statusCode).toBe(401);

    // The new cookie was used: the old one is a stolen copy.
    const a0 = await signIn();
    const a1 = cookieOf(await fromCookie(a0)).value;
    const a2 = await fromCookie(a1);
    expect(a2.statusCode).toBe(200);
    expect((await fromCookie(a0)).statusCode).toBe(401);
    expect((await fromCookie(cookieOf(a2).value)).statusCode).toBe(401);

    // After the grace.
    const b0 = await signIn();
    const b1 = cookieOf(await fromCookie(b0)).value;
    env().clock.advance(11);
    expect((await fromCookie(b0)).statusCode).toBe(401);
    expect((await fromCookie(b1)).statusCode).toBe(401);

    // A token a script could have read (sent in the body) gets no grace.
    const c0 = await signIn();
    const c1 = cookieOf(await post(refresh(c0), COOKIE)).value;
    expect((await post(refresh(c0), COOKIE)).statusCode).toBe(401);
    expect((await fromCookie(c1)).statusCode).toBe(401);

    // A token handed out in a body (Passport's mode), stolen and sent back dressed as a cookie
    // right after its owner refreshed: a reuse, not a retry.
    const f0 = (await post(password(ADMIN.email, ADMIN.password))).json().refresh_token as string;
    const f1 = (await post(refresh(f0))).json().refresh_token as string;
    expect((await fromCookie(f0)).statusCode).toBe(401);
    expect((await post(refresh(f1))).statusCode).toBe(401);

    // A signed-out session stays signed out.
    const d0 = await signIn();
    const d1 = await fromCookie(d0);
    await env().app.inject({ method: 'DELETE', url: `/oauth/tokens/${d1.json().access_token}` });
    expect((await fromCookie(d0)).statusCode).toBe(401);

    // A cookie that a retry replaced is a copy too: presenting it ends the family.
    const e0 = await signIn();
    const e1 = cookieOf(await fromCookie(e0)).value;
    const e2 = cookieOf(await fromCookie(e0)).value;
    expect((await fromCookie(e1)).statusCode).toBe(401);
    expect((await fromCookie(e2)).statusCode).toBe(401);
  });

  it('a cookie-mode refresh without any cookie is a 422, not a 500', async () => {
    const res = await post(refresh(), COOKIE);
    expect(res.statusCode).toBe(422);
  });
});
