/** Contract suite: Uniqueness (422 field taken), unknown references and 409 conflicts. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { cnpjWithCheckDigits } from '../../mocks/fixtures/random.js';
import { apiError, type SuiteContext, unique } from './context.js';
import { PROBLEMA_REST, TENANT_REST, USUARIO_REST } from './update-bodies.js';

export function constraintsContract({ clients }: SuiteContext): void {
  describe('uniqueness and references', () => {
    it('refuses a categoria name already taken (any case, accents or surrounding spaces) with 422', async () => {
      const tag = unique();
      const nome = `Mecânica Única ${tag}`;
      const { data: saved } = await clients.admin.categorias.create({ body: { nome } });
      for (const again of [nome.toUpperCase(), `  mecanica unica ${tag} `]) {
        const error = await apiError(clients.admin.categorias.create({ body: { nome: again } }));
        expect([error.status, error.body]).toEqual([422, { nome: [MESSAGES.taken.category] }]);
      }
      // Its own name, written another way, is no clash with itself.
      const renamed = await clients.admin.categorias.update({
        params: { id: saved.id },
        body: { nome: `Mecanica Unica ${tag}` },
      });
      expect(renamed.data.nome).toBe(`Mecanica Unica ${tag}`);
    });

    it('refuses a profile name already taken (any case, accents or surrounding spaces) with 422', async () => {
      const nome = `Perfil único ${unique()}`;
      await clients.admin.perfis.create({ body: { nome } });
      for (const again of [nome, ` ${nome.replace('único', 'UNICO')} `]) {
        const error = await apiError(clients.admin.perfis.create({ body: { nome: again } }));
        expect([error.status, error.body]).toEqual([422, { nome: [MESSAGES.taken.profile] }]);
      }
    });

    it('makes one of two names that clash sent at the same moment, and refuses the others with 422', async () => {
      // The check before the insert passed for every one of them; the database decides.
      for (const [kind, create, taken] of [
        ['perfil', (nome: string) => clients.admin.perfis.create({ body: { nome } }), MESSAGES.taken.profile],
        [
          'categoria',
          (nome: string) => clients.admin.categorias.create({ body: { nome } }),
          MESSAGES.taken.category,
        ],
      ] as const) {
        const tag = unique();
        const settled = await Promise.allSettled(
          [`Ação ${tag}`, `acao ${tag}`, `AÇÃO ${tag} `, ` Acao ${tag}`].map((nome) => create(nome)),
        );
        expect(
          settled.filter((r) => r.status === 'fulfilled'),
          kind,
        ).toHaveLength(1);
        for (const r of settled.filter((x) => x.status === 'rejected')) {
          const error = await apiError(Promise.reject(r.reason));
          expect([error.status, error.body], kind).toEqual([422, { nome: [taken] }]);
        }
      }
    });

    it('refuses a course apelido already taken with 422', async () => {
      const apelido = `AP-${unique()}`;
      const body = {
        apelido,
        nome: `Curso ${apelido}`,
        situacao: 'Ativo' as const,
        modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
      };
      await clients.admin.cursos.create({ body });
      const error = await apiError(
        clients.admin.cursos.create({ body: { ...body, apelido: apelido.toLowerCase(), nome: 'Curso B' } }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ apelido: [MESSAGES.taken.course] });
    });

    it('refuses a user e-mail already taken (any case) with 422, on create and update', async () => {
      const email = `unico.${unique()}@contrato.dev`;
      const { data: first } = await clients.admin.usuarios.create({ body: { nome: 'Primeiro', email } });
      const { data: second } = await clients.admin.usuarios.create({
        body: { nome: 'Segundo', email: `outro.${email}` },
      });
      const taken = { email: [MESSAGES.taken.user] };
      const created = await apiError(
        clients.admin.usuarios.create({ body: { nome: 'Cópia', email: email.toUpperCase() } }),
      );
      expect([created.status, created.body]).toEqual([422, taken]);
      const updated = await apiError(
        clients.admin.usuarios.update({
          params: { id: second.id },
          body: { ...USUARIO_REST, nome: 'Segundo', email },
        }),
      );
      expect([updated.status, updated.body]).toEqual([422, taken]);
      // Saving a user with its own e-mail is not a clash.
      await expect(
        clients.admin.usuarios.update({
          params: { id: first.id },
          body: { ...USUARIO_REST, nome: 'Primeiro', email },
        }),
      ).resolves.toMatchObject({ data: { email } });
      await clients.admin.usuarios.delete({ params: { id: first.id } });
      await clients.admin.usuarios.delete({ params: { id: second.id } });
    });

    it('refuses an entity CNPJ already taken (masked or not) with 422', async () => {
      // A fresh valid CNPJ per run, so a persistent server never holds it already.
      const base = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-12).padStart(12, '0');
      const cnpj = cnpjWithCheckDigits(base);
      const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
      const body = { nome: `Entidade ${unique()}`, situacao: 'Ativo' as const, perfil_acesso: 3 as const };
      const { data: first } = await clients.admin.tenants.create({ body: { ...body, cnpj } });
      const error = await apiError(clients.admin.tenants.create({ body: { ...body, cnpj: masked } }));
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ cnpj: [MESSAGES.taken.entity] });
      // Its own CNPJ is not a clash.
      await expect(
        clients.admin.tenants.update({
          params: { id: first.id },
          body: { ...TENANT_REST, ...body, cnpj: masked },
        }),
      ).resolves.toMatchObject({ data: { cnpj } });
      await clients.admin.tenants.delete({ params: { id: first.id } });
    });

    it('refuses a text holding a NUL character with a field map naming it, in a body and in a query', async () => {
      const invalid = [MESSAGES.field.invalid];
      const categoria = await apiError(
        clients.admin.categorias.create({ body: { nome: `Nula\u0000 ${unique()}` } }),
      );
      expect([categoria.status, categoria.body]).toEqual([422, { nome: invalid }]);
      const curso = await apiError(
        clients.admin.cursos.create({
          body: {
            apelido: `NUL-${unique()}`,
            nome: 'Curso',
            situacao: 'Ativo',
            modulos: [{ id: 't', new: true, nome: 'M\u0000', ordem: 0, assuntos: [] }],
          },
        }),
      );
      expect([curso.status, curso.body]).toEqual([422, { 'modulos.0.nome': invalid }]);
      const list = await apiError(clients.admin.cursos.list({ query: { query: 'a\u0000' } }));
      expect([list.status, list.body]).toEqual([422, { query: invalid }]);
    });

    it('refuses an update that leaves a field out (422 Campo obrigatório) and erases nothing', async () => {
      // A PUT replaces the record: a list left out used to be read as empty.
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Parcial ${unique()}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
      });
      const { data: p } = await clients.admin.problemas.create({
        body: { titulo: `Parcial ${unique()}`, descricao: 'Mantida', questoes: [q.id] },
      });
      const partial = await apiError(
        clients.admin.problemas.update({
          params: { id: p.id },
          body: { titulo: p.titulo, updated_at: p.updated_at } as never,
        }),
      );
      expect([partial.status, partial.body]).toEqual([
        422,
        {
          descricao: [MESSAGES.field.required],
          arquivos: [MESSAGES.field.required],
          questoes: [MESSAGES.field.required],
        },
      ]);
      const kept = (await clients.admin.problemas.get({ params: { id: p.id } })).data;
      expect([kept.descricao, kept.questoes.map((x) => x.id)]).toEqual(['Mantida', [q.id]]);
      // null and [] still say "none".
      const { data: emptied } = await clients.admin.problemas.update({
        params: { id: p.id },
        body: { ...PROBLEMA_REST, titulo: p.titulo, updated_at: kept.updated_at },
      });
      expect([emptied.descricao, emptied.questoes]).toEqual([null, []]);
    });

    it('refuses references to unknown ids with 422 naming the choice as gone', async () => {
      const error = await apiError(
        clients.admin.turmas.create({
          body: { nome: `Turma ${unique()}`, curso_id: 99_999_999, modalidade_id: 99_999_999 },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        curso_id: [MESSAGES.field.gone],
        modalidade_id: [MESSAGES.field.gone],
      });
    });

    it('refuses a choice deleted since the form loaded it, saying so, in a list of choices too', async () => {
      const tag = unique();
      const { data: categoria } = await clients.admin.categorias.create({ body: { nome: `Some ${tag}` } });
      await clients.admin.categorias.delete({ params: { id: categoria.id } });
      const curso = await apiError(
        clients.admin.cursos.create({
          body: {
            apelido: `GONE-${tag}`,
            nome: 'Curso',
            situacao: 'Ativo',
            categorias: [categoria.id],
            modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
          },
        }),
      );
      expect([curso.status, curso.body]).toEqual([422, { categorias: [MESSAGES.field.oneGone] }]);
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Some ${tag}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
      });
      await clients.admin.questoes.delete({ params: { id: q.id } });
      const problema = await apiError(
        clients.admin.problemas.create({ body: { titulo: `Some ${tag}`, questoes: [q.id] } }),
      );
      expect([problema.status, problema.body]).toEqual([422, { questoes: [MESSAGES.field.oneGone] }]);
    });

    it('answers 409 when deleting a course that still has classes', async () => {
      const tag = unique();
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          apelido: `TC-${tag}`,
          nome: `Com turma ${tag}`,
          situacao: 'Ativo',
          modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
        },
      });
      const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
      const { data: turma } = await clients.admin.turmas.create({
        body: { nome: `Turma ${tag}`, curso_id: curso.id, modalidade_id: modalidades.data.data[0]!.id },
      });
      const error = await apiError(clients.admin.cursos.delete({ params: { id: curso.id } }));
      expect(error.status).toBe(409);
      // Written for the user, who learns what to do first.
      expect(error.body).toEqual({ message: MESSAGES.conflict.courseHasClasses });
      await clients.admin.turmas.delete({ params: { id: turma.id } });
      await expect(clients.admin.cursos.delete({ params: { id: curso.id } })).resolves.toBeUndefined();
    });

    it('answers 409 to a user deleting themself', async () => {
      const { data: me } = await clients.admin.auth.userinfo();
      const error = await apiError(clients.admin.usuarios.delete({ params: { id: me.id } }));
      expect(error.status).toBe(409);
      // A refusal written for the user, which the app shows as it is.
      expect(error.body).toEqual({ message: MESSAGES.access.selfDelete });
    });

    it("lists a user without situacao under 'Pendente'", async () => {
      const email = `pendente.${unique()}@contrato.dev`;
      const { data: created } = await clients.admin.usuarios.create({
        body: { nome: 'Sem Situação', email, situacao: null },
      });
      // A new user defaults to Ativo (§4); a save without situacao clears it.
      expect(created.situacao).toBe('Ativo');
      const { data: u } = await clients.admin.usuarios.update({
        params: { id: created.id },
        body: { ...USUARIO_REST, nome: created.nome, email },
      });
      expect(u.situacao).toBeNull();
      const found = await clients.admin.usuarios.list({ query: { email, situacao: ['Pendente'] } });
      expect(found.data.data.map((x) => x.id)).toEqual([u.id]);
    });
  });
}
