/**
 * Privilege escalation (issue 16): nobody grants what they do not hold, nobody takes over an
 * account above them, and the last way to administer access cannot be removed. Each test plays
 * the attacker against the real routes, with users and profiles made for it.
 */
import { ACCESS_ADMIN_PERMISSIONS, lockedOutMessage, MESSAGES, PERMISSIONS } from '@hangar/domain';
import { beforeAll, expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { ADMIN, describeEachDb, LEITOR, passwordGrantBody, type TestEnv } from './helper.js';

/** The refusal of a change that would put many permissions beyond reach: it names three, and the count of the rest. */
const LOCKED_OUT_MANY = new RegExp(
  `^${MESSAGES.access.lastAdministrator}: [^,]+ › [^,]+, .+ e mais \\d+\\.$`,
);

const PASSWORD = 'senha-de-teste-1';
let seq = 0;

function useFixtures(env: () => TestEnv) {
  let adminToken = '';
  let permissionIds: Map<string, number>;
  let adminPerfilId = 0;
  let adminId = 0;

  const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
    env().app.inject({ method, url, headers: env().auth(token), ...(payload ? { payload } : {}) });

  const ids = (perms: readonly string[]) => perms.map((p) => permissionIds.get(p)!);

  /** A profile made by the admin. */
  async function perfil(perms: readonly string[]): Promise<number> {
    const res = await api('POST', '/api/perfil', adminToken, {
      nome: `Perfil ${++seq}`,
      permissoes: ids(perms),
    });
    expect(res.statusCode).toBe(201);
    return res.json().data.id;
  }

  /** A user with the given profiles (made by the admin), signed in. */
  async function userWith(perfis: number[]): Promise<{ id: number; token: string; email: string }> {
    const email = `grants-${++seq}@hangar.dev`;
    const res = await api('POST', '/api/usuario', adminToken, {
      nome: `Usuário ${seq}`,
      email,
      perfis,
      situacao: 'Ativo',
      password: PASSWORD,
    });
    expect(res.statusCode).toBe(201);
    const { access_token } = await env().login(email, PASSWORD);
    return { id: res.json().data.id, token: access_token, email };
  }

  const usuarioBody = async (id: number, changes: object) => {
    const { rows } = await env().db.query<{
      nome: string;
      email: string;
      situacao: string | null;
      imagem_url: string | null;
    }>('SELECT nome, email, situacao, imagem_url FROM usuario WHERE id = $1', [id]);
    const { rows: perfis } = await env().db.query<{ perfil_id: number }>(
      'SELECT perfil_id FROM usuario_perfil WHERE usuario_id = $1',
      [id],
    );
    return { ...rows[0]!, perfis: perfis.map((p) => p.perfil_id), ...changes };
  };

  beforeAll(async () => {
    adminToken = (await env().login()).access_token;
    const { rows } = await env().db.query<{ id: number; nome: string }>('SELECT id, nome FROM permissao');
    permissionIds = new Map(rows.map((r) => [r.nome, r.id]));
    const { rows: admin } = await env().db.query<{ id: number; perfil_id: number }>(
      `SELECT u.id, up.perfil_id FROM usuario u JOIN usuario_perfil up ON up.usuario_id = u.id
        WHERE u.email = $1`,
      [ADMIN.email],
    );
    adminId = admin[0]!.id;
    adminPerfilId = admin[0]!.perfil_id;
  });

  /**
   * The demo dataset has other managers (the 'Secretaria' profile holds usuario.alterar): takes
   * the two access permissions away from every other profile, so the admin's is the last one.
   */
  async function leaveAdminProfileTheLastManager() {
    await env().db.query(
      `DELETE FROM perfil_permissao pp USING permissao p
        WHERE p.id = pp.permissao_id AND p.nome = ANY($2::text[]) AND pp.perfil_id <> $1`,
      [adminPerfilId, [...ACCESS_ADMIN_PERMISSIONS]],
    );
  }

  return {
    api,
    ids,
    perfil,
    userWith,
    usuarioBody,
    leaveAdminProfileTheLastManager,
    admin: () => ({ token: adminToken, id: adminId, perfilId: adminPerfilId }),
  };
}

const USUARIO_ALL = [
  'usuario.visualizar',
  'usuario.adicionar',
  'usuario.alterar',
  'usuario.excluir',
] as const;
const PERFIL_ALL = ['perfil.visualizar', 'perfil.adicionar', 'perfil.alterar', 'perfil.excluir'] as const;

describeEachDb('grants', (env) => {
  const { api, ids, perfil, userWith, usuarioBody, admin } = useFixtures(env);

  it('a usuario.* user cannot give themselves the Administrador profile', async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const res = await api(
      'PUT',
      `/api/usuario/${me.id}`,
      me.token,
      await usuarioBody(me.id, { perfis: [admin().perfilId] }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ perfis: [MESSAGES.access.profilesNotHeld] });
    const info = await api('GET', '/api/usuario/userinfo', me.token);
    expect(info.json().data.permissoes).toEqual([...USUARIO_ALL].sort());
  });

  it('nor create a new user with it, nor strip it from the admin', async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const created = await api('POST', '/api/usuario', me.token, {
      nome: 'Cúmplice',
      email: `cumplice-${++seq}@hangar.dev`,
      perfis: [admin().perfilId],
      situacao: 'Ativo',
      password: PASSWORD,
    });
    expect(created.statusCode).toBe(422);
    expect(created.json()).toEqual({ perfis: [MESSAGES.access.profilesNotHeld] });
    const stripped = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { perfis: [] }),
    );
    expect(stripped.statusCode).toBe(422);
  });

  it('may assign profiles within their own permissions, and edit a higher user without touching them', async () => {
    const mine = await perfil(USUARIO_ALL);
    const me = await userWith([mine]);
    const other = await userWith([]);
    const res = await api(
      'PUT',
      `/api/usuario/${other.id}`,
      me.token,
      await usuarioBody(other.id, { perfis: [mine] }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().data.perfis.map((p: { id: number }) => p.id)).toEqual([mine]);
    // Saving the admin as they are keeps the admin's profile: allowed (no grant changes hands).
    const kept = await api('PUT', `/api/usuario/${admin().id}`, me.token, await usuarioBody(admin().id, {}));
    expect(kept.statusCode).toBe(200);
  });

  it("cannot rename the admin nor change the admin's photo: who the account shows as", async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const renamed = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { nome: 'Renomeado por baixo' }),
    );
    expect(renamed.statusCode).toBe(422);
    expect(renamed.json()).toEqual({ nome: [MESSAGES.access.accountAboveCaller] });
    // The admin's photo taken away (or replaced) from below.
    const photoBefore = (await usuarioBody(admin().id, {})).imagem_url;
    await env().db.query('UPDATE usuario SET imagem_url = $2 WHERE id = $1', [
      admin().id,
      '/uploads/admin.png',
    ]);
    const photo = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { imagem_url: null }),
    );
    await env().db.query('UPDATE usuario SET imagem_url = $2 WHERE id = $1', [admin().id, photoBefore]);
    expect(photo.statusCode).toBe(422);
    expect(photo.json()).toEqual({ imagem_url: [MESSAGES.access.accountAboveCaller] });
  });

  it("cannot set the admin's password (and sign in as admin)", async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const res = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { password: 'tomada-de-conta' }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ password: [MESSAGES.access.accountAboveCaller] });
    const login = await env().app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: passwordGrantBody({ email: ADMIN.email, password: 'tomada-de-conta' }),
    });
    expect(login.statusCode).toBe(401);
    // Nor deactivate the admin, nor delete them.
    const inactive = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { situacao: 'Inativo' }),
    );
    expect(inactive.statusCode).toBe(422);
    expect(inactive.json()).toEqual({ situacao: [MESSAGES.access.accountAboveCaller] });
    const deleted = await api('DELETE', `/api/usuario/${admin().id}`, me.token);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ message: MESSAGES.access.accountAboveCaller });
  });

  it("cannot change the admin's e-mail, the name the admin signs in with", async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const res = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { email: `tomada-${seq}@hangar.dev` }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ email: [MESSAGES.access.accountAboveCaller] });
    expect((await env().login()).access_token).toBeTruthy();
    // The same e-mail with outer spaces is no change; someone below may get a new one.
    const same = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { email: ` ${ADMIN.email} ` }),
    );
    expect(same.statusCode).toBe(200);
    // Its case alone is a change too: the account would show what someone below it wrote.
    const recased = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      me.token,
      await usuarioBody(admin().id, { email: ADMIN.email.toUpperCase() }),
    );
    expect([recased.statusCode, recased.json()]).toEqual([
      422,
      { email: [MESSAGES.access.accountAboveCaller] },
    ]);
    const below = await userWith([]);
    const moved = await api(
      'PUT',
      `/api/usuario/${below.id}`,
      me.token,
      await usuarioBody(below.id, { email: `novo-${below.email}` }),
    );
    expect(moved.statusCode).toBe(200);
  });

  it('may set the password of a user who holds no more than they do', async () => {
    const me = await userWith([await perfil(USUARIO_ALL)]);
    const { rows } = await env().db.query<{ id: number }>('SELECT id FROM usuario WHERE email = $1', [
      LEITOR.email,
    ]);
    const leitorId = rows[0]!.id;
    // leitor holds every *.visualizar: more than usuario.* → refused.
    const refused = await api(
      'PUT',
      `/api/usuario/${leitorId}`,
      me.token,
      await usuarioBody(leitorId, { password: 'outra-senha-1' }),
    );
    expect(refused.statusCode).toBe(422);
    const lesser = await userWith([await perfil(['usuario.visualizar'])]);
    const ok = await api(
      'PUT',
      `/api/usuario/${lesser.id}`,
      me.token,
      await usuarioBody(lesser.id, { password: 'outra-senha-1' }),
    );
    expect(ok.statusCode).toBe(200);
    await expect(env().login(lesser.email, 'outra-senha-1')).resolves.toHaveProperty('access_token');
  });

  it('a perfil.* user cannot give their own profile every permission', async () => {
    const mine = await perfil(PERFIL_ALL);
    const me = await userWith([mine]);
    const res = await api('PUT', `/api/perfil/${mine}`, me.token, {
      nome: 'Meu perfil',
      permissoes: ids(PERMISSIONS),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ permissoes: [MESSAGES.access.permissionsNotHeld] });
    const info = await api('GET', '/api/usuario/userinfo', me.token);
    expect(info.json().data.permissoes).toEqual([...PERFIL_ALL].sort());
    // Nor create a profile with more than they hold.
    const created = await api('POST', '/api/perfil', me.token, {
      nome: `Perfil ${++seq}`,
      permissoes: ids(PERMISSIONS),
    });
    expect(created.statusCode).toBe(422);
    // Nor edit (empty) or delete a profile holding more than they do.
    const emptied = await api('PUT', `/api/perfil/${admin().perfilId}`, me.token, {
      nome: 'Administrador',
      permissoes: [],
    });
    expect(emptied.statusCode).toBe(422);
    const deleted = await api('DELETE', `/api/perfil/${admin().perfilId}`, me.token);
    expect(deleted.statusCode).toBe(403);
    expect(deleted.json()).toEqual({ message: MESSAGES.access.profileAboveCaller });
    // Within their own permissions, profiles are theirs to shape.
    const ok = await api('POST', '/api/perfil', me.token, {
      nome: `Perfil ${++seq}`,
      permissoes: ids(['perfil.visualizar']),
    });
    expect(ok.statusCode).toBe(201);
  });
});

// A database of its own: the suite above leaves other holders of perfil.alterar/usuario.alterar.
describeEachDb('grants: the last administrator', (env) => {
  const { api, ids, perfil, userWith, usuarioBody, admin, leaveAdminProfileTheLastManager } =
    useFixtures(env);
  beforeAll(leaveAdminProfileTheLastManager);

  /** How many permissions the administrator's profile holds now, read from the database. */
  const permissionsOfAdminProfile = async () => {
    const { rows } = await env().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM perfil_permissao WHERE perfil_id = $1',
      [admin().perfilId],
    );
    return rows[0]!.n;
  };

  it('nobody deletes themselves (409), even holding every permission', async () => {
    const res = await api('DELETE', `/api/usuario/${admin().id}`, admin().token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: MESSAGES.access.selfDelete });
  });
  it('DELETE /api/perfil/1 (the last administrator profile) answers 409 and keeps it', async () => {
    const res = await api('DELETE', `/api/perfil/${admin().perfilId}`, admin().token);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: expect.stringMatching(LOCKED_OUT_MANY) });
    expect((await api('GET', `/api/perfil/${admin().perfilId}`, admin().token)).statusCode).toBe(200);
  });

  it('the last profile granting perfil.alterar / usuario.alterar cannot be emptied of it', async () => {
    const without = PERMISSIONS.filter((p) => p !== 'usuario.alterar');
    const res = await api('PUT', `/api/perfil/${admin().perfilId}`, admin().token, {
      nome: 'Administrador',
      permissoes: ids(without),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: lockedOutMessage(['usuario.alterar']) });
    expect(await permissionsOfAdminProfile()).toBe(PERMISSIONS.length);
  });

  it('nor untick a permission of their own profile that only users who cannot edit profiles keep', async () => {
    // They could never tick it again: a secretary holds it, but without perfil.alterar.
    await userWith([await perfil(['turma.visualizar', 'turma.gerarSimulados'])]);
    const res = await api('PUT', `/api/perfil/${admin().perfilId}`, admin().token, {
      nome: 'Administrador',
      permissoes: ids(PERMISSIONS.filter((p) => p !== 'turma.gerarSimulados')),
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: lockedOutMessage(['turma.gerarSimulados']) });
    expect(await permissionsOfAdminProfile()).toBe(PERMISSIONS.length);
  });

  /** The admin drops their own profile: refused (409, many permissions out of reach) and kept. */
  const expectAdminKeepsOwnProfile = async () => {
    const strip = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      admin().token,
      await usuarioBody(admin().id, { perfis: [] }),
    );
    expect(strip.statusCode).toBe(409);
    expect(strip.json()).toEqual({ message: expect.stringMatching(LOCKED_OUT_MANY) });
    expect((await usuarioBody(admin().id, {})).perfis).toEqual([admin().perfilId]);
  };

  it('nor may the administrator drop their profile while only a manager of profiles and users remains', async () => {
    // The manager holds both access permissions, but could grant only those: courses,
    // questions and the rest would be beyond anyone's reach for good.
    const manager = await userWith([await perfil([...PERFIL_ALL, ...USUARIO_ALL])]);
    await expectAdminKeepsOwnProfile();
    const gone = await api('PUT', `/api/usuario/${manager.id}`, admin().token, {
      ...(await usuarioBody(manager.id, {})),
      situacao: 'Inativo',
    });
    expect(gone.statusCode).toBe(200);
  });

  it('nor lean on a holder who cannot sign in: an active user without a password counts for nothing', async () => {
    // A data-integrity probe (7 December): the admin gave the Administrador profile to a seeded
    // user with no password (the modal's Senha may stay blank), then dropped their own; nobody
    // who could sign in was left to administer access, and Hangar has no password reset.
    const created = await api('POST', '/api/usuario', admin().token, {
      nome: `Sem senha ${++seq}`,
      email: `sem-senha-${seq}@hangar.dev`,
      perfis: [admin().perfilId],
      situacao: 'Ativo',
    });
    expect(created.statusCode).toBe(201);
    const passwordless = created.json().data.id as number;
    await expectAdminKeepsOwnProfile();
    expect((await api('DELETE', `/api/usuario/${passwordless}`, admin().token)).statusCode).toBe(204);
  });

  it('nor can its last active holder be deactivated or lose it; with a second administrator it can', async () => {
    const selfDeactivate = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      admin().token,
      await usuarioBody(admin().id, { situacao: 'Inativo' }),
    );
    expect(selfDeactivate.statusCode).toBe(409);
    const strip = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      admin().token,
      await usuarioBody(admin().id, { perfis: [] }),
    );
    expect(strip.statusCode).toBe(409);

    // A second administrator: now the first one may lose the profile…
    const backup = await perfil(PERMISSIONS);
    const second = await userWith([backup]);
    const demoted = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      second.token,
      await usuarioBody(admin().id, { perfis: [] }),
    );
    expect(demoted.statusCode).toBe(200);
    // …and the second is the last one: they can neither leave nor lose the last such profile.
    const leave = await api(
      'PUT',
      `/api/usuario/${second.id}`,
      second.token,
      await usuarioBody(second.id, { situacao: 'Inativo' }),
    );
    expect(leave.statusCode).toBe(409);
    expect((await api('DELETE', `/api/perfil/${backup}`, second.token)).statusCode).toBe(409);
    // The first Administrador profile is assigned to nobody active now: deleting it locks nobody out.
    expect((await api('DELETE', `/api/perfil/${admin().perfilId}`, second.token)).statusCode).toBe(204);
    const restored = await api(
      'PUT',
      `/api/usuario/${admin().id}`,
      second.token,
      await usuarioBody(admin().id, { perfis: [backup] }),
    );
    expect(restored.statusCode).toBe(200);
    expect((await api('DELETE', `/api/usuario/${second.id}`, admin().token)).statusCode).toBe(204);
  });
});

/**
 * A Db whose transactions stay open 150 ms after they read who holds access after their write
 * (the lockout rule's second read), so two concurrent access changes both make that read before
 * either commits. Without the access lock each then sees the other administrator still in place
 * and both commit: on PostgreSQL the test below fails that way (nobody left). PGlite is one
 * connection, so there it checks the same outcome with the transactions one after the other.
 */
function holdingOpenAfterSecondAccessRead(db: Db): Db {
  const HOLDERS_READ = /FROM usuario u WHERE u\.situacao = 'Ativo'/;
  const pausing = (inner: Db): Db => {
    let reads = 0;
    return {
      ...inner,
      kind: inner.kind,
      async query<T>(sql: string, params?: readonly unknown[]) {
        const result = await inner.query<T>(sql, params);
        if (HOLDERS_READ.test(sql) && ++reads === 2) await new Promise((r) => setTimeout(r, 150));
        return result;
      },
      exec: (sql) => inner.exec(sql),
      transaction: (fn) => inner.transaction((tx) => fn(pausing(tx))),
    };
  };
  return {
    ...db,
    kind: db.kind,
    query: (sql, params) => db.query(sql, params),
    exec: (sql) => db.exec(sql),
    transaction: (fn) => db.transaction((tx) => fn(pausing(tx))),
    listen: (channel, handlers) => db.listen(channel, handlers),
    close: () => db.close(),
  };
}

describeEachDb(
  'grants: two administrators demoting each other at once',
  (env) => {
    const { api, perfil, userWith, usuarioBody, admin, leaveAdminProfileTheLastManager } = useFixtures(env);
    beforeAll(leaveAdminProfileTheLastManager);

    /** Active users who still hold both access permissions, read from the database. */
    const administrators = async () => {
      const { rows } = await env().db.query<{ id: number }>(
        `SELECT u.id FROM usuario u WHERE u.situacao = 'Ativo' AND (
           SELECT count(DISTINCT p.nome) FROM usuario_perfil up
             JOIN perfil_permissao pp ON pp.perfil_id = up.perfil_id
             JOIN permissao p ON p.id = pp.permissao_id
            WHERE up.usuario_id = u.id AND p.nome = ANY($1::text[])) = $2`,
        [[...ACCESS_ADMIN_PERMISSIONS], ACCESS_ADMIN_PERMISSIONS.length],
      );
      return rows.map((r) => r.id);
    };

    it('one of the two changes is refused, and someone can still administer access', async () => {
      const second = await userWith([await perfil(PERMISSIONS)]);
      const first = admin();
      expect((await administrators()).sort()).toEqual([first.id, second.id].sort());
      // Each alone would pass: the other administrator remains.
      const [a, b] = await Promise.all([
        api('PUT', `/api/usuario/${second.id}`, first.token, await usuarioBody(second.id, { perfis: [] })),
        api('PUT', `/api/usuario/${first.id}`, second.token, await usuarioBody(first.id, { perfis: [] })),
      ]);
      const statuses = [a.statusCode, b.statusCode].sort();
      expect(statuses[0]).toBe(200);
      // The later one finds the other already demoted: refused as a lockout (409), or, had its
      // caller been read after the earlier commit, as beyond its permissions.
      expect([403, 409, 422]).toContain(statuses[1]);
      expect(await administrators()).toHaveLength(1);
    });
  },
  { wrapDb: holdingOpenAfterSecondAccessRead },
);
