/** Contract suite: Profiles and users: the permission tree, grants, sign-in with a new profile. */
import { MESSAGES, PERMISSIONS } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import type { PermissaoNode } from '../../contract/perfis.js';
import { apiError, permissionIds, type SuiteContext, signedInWith, unique } from './context.js';
import { USUARIO_REST } from './update-bodies.js';

export function perfisContract(ctx: SuiteContext): void {
  const { clients, newClient } = ctx;
  describe('profiles and users', () => {
    it('answers the permission tree with every permission exactly once', async () => {
      const { data } = await clients.admin.permissoes.tree();
      const leaves: PermissaoNode[] = [];
      const walk = (nodes: PermissaoNode[]) => {
        for (const n of nodes) {
          if (n.children?.length) walk(n.children);
          else leaves.push(n);
        }
      };
      walk(data);
      expect(leaves.map((l) => l.key).sort()).toEqual([...PERMISSIONS].sort());
      expect(leaves.every((l) => typeof l.id === 'number')).toBe(true);
    });

    it('saves a profile from tree ids; a user with it signs in holding exactly those permissions', async () => {
      const tag = unique();
      const ids = await permissionIds(clients.admin);
      const wanted = ['curso.visualizar', 'turma.visualizar'];
      const { data: perfil } = await clients.admin.perfis.create({
        body: { nome: `Perfil ${tag}`, permissoes: wanted.map((p) => ids.get(p)!) },
      });
      expect(perfil.permissoes.map((p) => p.nome).sort()).toEqual(wanted);
      expect((await clients.admin.perfis.get({ params: { id: perfil.id } })).data).toEqual(perfil);
      expect((await clients.admin.perfis.list({ query: { nome: tag } })).data.data).toEqual([
        {
          id: perfil.id,
          nome: perfil.nome,
          usuarios_count: 0,
          permissoes: perfil.permissoes.map((p) => p.nome),
        },
      ]);

      const email = `usuario.${tag}@contrato.dev`;
      const { data: usuario } = await clients.admin.usuarios.create({
        body: { nome: `Usuário ${tag}`, email, perfis: [perfil.id], password: 'senha-do-contrato' },
      });
      expect(usuario).toMatchObject({
        email,
        situacao: 'Ativo',
        perfis: [{ id: perfil.id, nome: perfil.nome }],
      });
      // The list says how many users hold a profile (the delete confirmation tells it).
      expect((await clients.admin.perfis.list({ query: { nome: tag } })).data.data[0]?.usuarios_count).toBe(
        1,
      );
      const found = await clients.admin.usuarios.list({ query: { email } });
      expect(found.data.data.map((u) => u.id)).toEqual([usuario.id]);
      // The search reads the name and the e-mail, each word in either; the e-mail filter is a
      // search of its own words too (spaces around ignored).
      for (const query of [
        { nome: `contrato.dev usuário ${tag}` },
        { email: ` ${email} ` },
        { email: `contrato.dev usuario.${tag}` },
      ]) {
        const { data } = await clients.admin.usuarios.list({ query });
        expect([query, data.data.map((u) => u.id)]).toEqual([query, [usuario.id]]);
      }

      const own = newClient();
      await own.signIn(email, 'senha-do-contrato');
      expect((await own.auth.userinfo()).data.permissoes.sort()).toEqual(wanted);
      expect(
        (
          await apiError(
            own.cursos.create({ body: { apelido: 'x', nome: 'x', situacao: 'Ativo', modulos: [] } }),
          )
        ).status,
      ).toBe(403);

      const { data: updated } = await clients.admin.usuarios.update({
        params: { id: usuario.id },
        body: { ...USUARIO_REST, nome: usuario.nome, email, perfis: [], situacao: 'Inativo' },
      });
      expect(updated).toMatchObject({ situacao: 'Inativo', perfis: [] });
      await clients.admin.usuarios.delete({ params: { id: usuario.id } });
      expect(
        (
          await apiError(
            clients.admin.usuarios.update({
              params: { id: usuario.id },
              body: { ...USUARIO_REST, nome: 'x', email },
            }),
          )
        ).status,
      ).toBe(404);
      await clients.admin.perfis.delete({ params: { id: perfil.id } });
      expect((await apiError(clients.admin.perfis.get({ params: { id: perfil.id } }))).status).toBe(404);
    });

    it('refuses a blank profile name and an invalid user e-mail', async () => {
      const perfil = await apiError(clients.admin.perfis.create({ body: { nome: '' } }));
      expect(perfil.status).toBe(422);
      expect(perfil.body).toEqual({ nome: [MESSAGES.profile.nomeRequired] });
      const usuario = await apiError(
        clients.admin.usuarios.create({ body: { nome: 'Ana', email: 'ana-sem-arroba' } }),
      );
      expect(usuario.status).toBe(422);
      expect(usuario.body).toEqual({ email: [MESSAGES.field.emailInvalid] });
      const short = await apiError(
        clients.admin.usuarios.create({
          body: { nome: 'Ana', email: `ana.${unique()}@contrato.dev`, password: 'abc12' },
        }),
      );
      expect([short.status, short.body]).toEqual([422, { password: ['Use no mínimo 8 caracteres'] }]);
    });

    it('someone changing their own e-mail or password gives their current password first', async () => {
      const me = await signedInWith(ctx, ['usuario.visualizar', 'usuario.alterar']);
      const { data: info } = await me.auth.userinfo();
      const { data: found } = await me.usuarios.list({ query: { email: info.email } });
      const saved = found.data.find((u) => u.id === info.id)!;
      const body = {
        ...USUARIO_REST,
        nome: saved.nome,
        email: saved.email,
        perfis: saved.perfis.map((p) => p.id),
      };
      const save = (changes: object, updated_at = saved.updated_at) =>
        me.usuarios.update({ params: { id: info.id }, body: { ...body, ...changes, updated_at } });
      const other = `outro.${unique()}@contrato.dev`;
      const missing = await apiError(save({ email: other }));
      expect([missing.status, missing.body]).toEqual([
        422,
        { current_password: [MESSAGES.user.currentPasswordRequired] },
      ]);
      const wrong = await apiError(save({ password: 'nova-senha-1', current_password: 'não é ela' }));
      expect([wrong.status, wrong.body]).toEqual([
        422,
        { current_password: [MESSAGES.user.currentPasswordWrong] },
      ]);
      // Their name alone needs nothing more; then the e-mail, with the password, is theirs.
      const { data: renamed } = await save({ nome: `${saved.nome} (2)` });
      const { data: moved } = await save(
        { nome: renamed.nome, email: other, current_password: 'senha-do-contrato' },
        renamed.updated_at,
      );
      expect(moved.email).toBe(other);
      const again = newClient();
      await again.signIn(other, 'senha-do-contrato');
      expect((await again.auth.userinfo()).data.id).toBe(info.id);
    });
  });
}
