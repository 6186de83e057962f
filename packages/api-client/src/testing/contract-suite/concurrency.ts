/**
 * Contract suite: optimistic concurrency on every edit. Two people load the same record; the
 * first save wins and moves `updated_at` on; the second, sent from the stale copy, gets 409
 * with `MESSAGES.concurrency.stale` and writes nothing. A save without `updated_at` (a legacy
 * client) proceeds.
 */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '../../client/create-api-client.js';
import { apiError, type SuiteContext, unique } from './context.js';
import {
  CURSO_REST,
  PERFIL_REST,
  PROBLEMA_REST,
  QUESTAO_REST,
  TENANT_REST,
  TURMA_REST,
  USUARIO_REST,
} from './update-bodies.js';

/** One editable resource: how to make a record, read it back, and save a changed name. */
interface Editable {
  name: string;
  /** Creates a record and answers its id (or uuid) for `load` and `save`. */
  create(c: ApiClient, tag: string): Promise<number | string>;
  /** The record as an edit form loads it. */
  load(c: ApiClient, id: number | string): Promise<{ updated_at?: string | undefined }>;
  /** Saves the loaded copy with `label` as its new name; `updated_at` as given (absent: legacy). */
  save(
    c: ApiClient,
    id: number | string,
    label: string,
    updatedAt: string | undefined,
  ): Promise<{ updated_at?: string | undefined }>;
  /** The name `save` wrote, read from the stored record. */
  label(c: ApiClient, id: number | string): Promise<string>;
}

const opcoes = [{ titulo: 'Sim', resposta_correta: true }];

const EDITABLE: Editable[] = [
  {
    name: 'course',
    create: async (c, tag) =>
      (
        await c.cursos.create({
          body: {
            apelido: `VC-${tag}`,
            nome: `Versão ${tag}`,
            situacao: 'Ativo',
            modulos: [{ id: 'tmp-1', new: true, nome: 'M', ordem: 0, assuntos: [] }],
          },
        })
      ).data.uuid,
    load: async (c, id) => (await c.cursos.get({ params: { id } })).data,
    save: async (c, id, label, updated_at) => {
      const { data: curso } = await c.cursos.get({ params: { id } });
      const modulos = curso.modulos.map((m) => ({ id: m.id, nome: m.nome, ordem: m.ordem, assuntos: [] }));
      return (
        await c.cursos.update({
          params: { id },
          body: {
            ...CURSO_REST,
            apelido: curso.apelido,
            nome: label,
            situacao: curso.situacao,
            modulos,
            updated_at,
          },
        })
      ).data;
    },
    label: async (c, id) => (await c.cursos.get({ params: { id } })).data.nome,
  },
  {
    name: 'question',
    create: async (c, tag) =>
      (await c.questoes.create({ body: { titulo: `Versão ${tag}`, opcoes } })).data.id,
    load: async (c, id) => (await c.questoes.get({ params: { id } })).data,
    save: async (c, id, label, updated_at) =>
      (
        await c.questoes.update({
          params: { id },
          body: { ...QUESTAO_REST, titulo: label, opcoes, updated_at },
        })
      ).data,
    label: async (c, id) => (await c.questoes.get({ params: { id } })).data.titulo,
  },
  {
    name: 'problem',
    create: async (c, tag) => (await c.problemas.create({ body: { titulo: `Versão ${tag}` } })).data.id,
    load: async (c, id) => (await c.problemas.get({ params: { id: Number(id) } })).data,
    save: async (c, id, label, updated_at) =>
      (
        await c.problemas.update({
          params: { id: Number(id) },
          body: { ...PROBLEMA_REST, titulo: label, updated_at },
        })
      ).data,
    label: async (c, id) => (await c.problemas.get({ params: { id: Number(id) } })).data.titulo,
  },
  {
    name: 'entity',
    create: async (c, tag) =>
      (await c.tenants.create({ body: { nome: `Versão ${tag}`, situacao: 'Ativo', perfil_acesso: 3 } })).data
        .uuid,
    load: async (c, id) => (await c.tenants.get({ params: { id } })).data,
    save: async (c, id, label, updated_at) =>
      (
        await c.tenants.update({
          params: { id },
          body: { ...TENANT_REST, nome: label, situacao: 'Ativo', perfil_acesso: 3, updated_at },
        })
      ).data,
    label: async (c, id) => (await c.tenants.get({ params: { id } })).data.nome,
  },
  {
    name: 'class',
    create: async (c, tag) => {
      const curso = (await c.cursos.list({ query: { per_page: 1 } })).data.data[0]!;
      const modalidade = (await c.modalidades.list({ query: { per_page: 1 } })).data.data[0]!;
      return (
        await c.turmas.create({
          body: { nome: `Versão ${tag}`, curso_id: curso.id, modalidade_id: modalidade.id },
        })
      ).data.uuid;
    },
    load: async (c, id) => (await c.turmas.get({ params: { id } })).data,
    save: async (c, id, label, updated_at) => {
      const { data: t } = await c.turmas.get({ params: { id } });
      return (
        await c.turmas.update({
          params: { id },
          body: {
            ...TURMA_REST,
            nome: label,
            curso_id: t.curso_id,
            modalidade_id: t.modalidade_id,
            updated_at,
          },
        })
      ).data;
    },
    label: async (c, id) => (await c.turmas.get({ params: { id } })).data.nome,
  },
  {
    name: 'profile',
    create: async (c, tag) => (await c.perfis.create({ body: { nome: `Versão ${tag}` } })).data.id,
    load: async (c, id) => (await c.perfis.get({ params: { id: Number(id) } })).data,
    save: async (c, id, label, updated_at) =>
      (
        await c.perfis.update({
          params: { id: Number(id) },
          body: { ...PERFIL_REST, nome: label, updated_at },
        })
      ).data,
    label: async (c, id) => (await c.perfis.get({ params: { id: Number(id) } })).data.nome,
  },
  usersEditable(),
  categoriesEditable(),
];

/** Categories have no GET either: the modal takes the row of the list, found here by id. */
function categoriesEditable(): Editable {
  const row = async (c: ApiClient, id: number | string) => {
    const { data } = await c.categorias.list({ query: { per_page: 1000 } });
    return data.data.find((x) => x.id === id)!;
  };
  return {
    name: 'category',
    create: async (c, tag) => (await c.categorias.create({ body: { nome: `Versão ${tag}` } })).data.id,
    load: row,
    save: async (c, id, label, updated_at) =>
      (await c.categorias.update({ params: { id: Number(id) }, body: { nome: label, updated_at } })).data,
    label: async (c, id) => (await row(c, id)).nome,
  };
}

/** Users have no GET (README): the form loads the row from the list, found here by e-mail. */
function usersEditable(): Editable {
  const emails = new Map<number | string, string>();
  const row = async (c: ApiClient, id: number | string) => {
    const { data } = await c.usuarios.list({ query: { email: emails.get(id)! } });
    return data.data.find((u) => u.id === id)!;
  };
  return {
    name: 'user',
    create: async (c, tag) => {
      const email = `versao.${tag}@contrato.dev`;
      const { data } = await c.usuarios.create({ body: { nome: `Versão ${tag}`, email } });
      emails.set(data.id, email);
      return data.id;
    },
    load: row,
    save: async (c, id, label, updated_at) => {
      const u = await row(c, id);
      return (
        await c.usuarios.update({
          params: { id: Number(id) },
          body: { ...USUARIO_REST, nome: label, email: u.email, situacao: u.situacao, updated_at },
        })
      ).data;
    },
    label: async (c, id) => (await row(c, id)).nome,
  };
}

export function concurrencyContract({ clients }: SuiteContext): void {
  describe('optimistic concurrency', () => {
    it.each(EDITABLE.map((e) => [e.name, e] as const))(
      '%s: a save from a stale copy answers 409 and changes nothing; a fresh one moves updated_at on',
      async (_, resource) => {
        const c = clients.admin;
        const tag = unique();
        const id = await resource.create(c, tag);
        const loaded = await resource.load(c, id);
        expect(typeof loaded.updated_at).toBe('string');

        // The first person saves from the copy both loaded: 200 and a new version.
        const first = await resource.save(c, id, `Versão ${tag} A`, loaded.updated_at);
        expect(typeof first.updated_at).toBe('string');
        expect(Date.parse(first.updated_at!)).toBeGreaterThan(Date.parse(loaded.updated_at!));
        expect((await resource.load(c, id)).updated_at).toBe(first.updated_at);

        // The second person saves from the same, now stale, copy: refused, nothing written.
        const error = await apiError(resource.save(c, id, `Versão ${tag} B`, loaded.updated_at));
        expect(error.status).toBe(409);
        expect(error.body).toEqual({ message: MESSAGES.concurrency.stale });
        expect(await resource.label(c, id)).toBe(`Versão ${tag} A`);
        expect((await resource.load(c, id)).updated_at).toBe(first.updated_at);

        // After reloading, their save goes through; a client that sends no version always does.
        const second = await resource.save(c, id, `Versão ${tag} B`, first.updated_at);
        expect(Date.parse(second.updated_at!)).toBeGreaterThan(Date.parse(first.updated_at!));
        const legacy = await resource.save(c, id, `Versão ${tag} C`, undefined);
        expect(Date.parse(legacy.updated_at!)).toBeGreaterThan(Date.parse(second.updated_at!));
        expect(await resource.label(c, id)).toBe(`Versão ${tag} C`);
      },
    );

    it.each(EDITABLE.map((e) => [e.name, e] as const))(
      '%s: of five simultaneous saves from one copy, exactly one is written',
      async (_, resource) => {
        const c = clients.admin;
        const tag = unique();
        const id = await resource.create(c, tag);
        const loaded = await resource.load(c, id);
        // Sent together: on a server the check and the write must be one step, or several win.
        const results = await Promise.allSettled(
          [1, 2, 3, 4, 5].map((n) => resource.save(c, id, `Versão ${tag} ${n}`, loaded.updated_at)),
        );
        const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i + 1] : []));
        expect(won).toHaveLength(1);
        for (const r of results) {
          if (r.status === 'rejected') expect((r.reason as { status?: number }).status).toBe(409);
        }
        expect(await resource.label(c, id)).toBe(`Versão ${tag} ${won[0]}`);
      },
    );

    it('a classification saved from a stale read answers 409 and links nothing; read again, it saves', async () => {
      const c = clients.admin;
      const tag = unique();
      const { data: q } = await c.questoes.create({ body: { titulo: `Classificação ${tag}`, opcoes } });
      const { data: p } = await c.problemas.create({ body: { titulo: `Problema ${tag}` } });
      const read = await c.questoes.classificacao.get({ params: { id: q.id } });
      expect(typeof read.data.updated_at).toBe('string');
      const none = { cursos: [], modulos: [], assuntos: [], problemas: [] };
      // Someone edits the question meanwhile: the wizard's read is now stale.
      await c.questoes.update({
        params: { id: q.id },
        body: { ...QUESTAO_REST, titulo: `Classificação ${tag} B`, opcoes },
      });
      const error = await apiError(
        c.questoes.classificacao.put({
          params: { id: q.id },
          body: { ...none, problemas: [p.id], updated_at: read.data.updated_at },
        }),
      );
      expect(error.status).toBe(409);
      expect(error.body).toEqual({ message: MESSAGES.concurrency.stale });
      expect((await c.questoes.classificacao.get({ params: { id: q.id } })).data.problemas).toEqual([]);

      // Read again, it saves, and moves the version on: a wizard opened before it is stale now.
      const fresh = await c.questoes.classificacao.get({ params: { id: q.id } });
      await c.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [p.id], updated_at: fresh.data.updated_at },
      });
      const after = await c.questoes.classificacao.get({ params: { id: q.id } });
      expect(after.data.problemas.map((x) => x.id)).toEqual([p.id]);
      expect(Date.parse(after.data.updated_at!)).toBeGreaterThan(Date.parse(fresh.data.updated_at!));
      // A client that sends no version (legacy) is not checked.
      await c.questoes.classificacao.put({ params: { id: q.id }, body: none });
      expect((await c.questoes.classificacao.get({ params: { id: q.id } })).data.problemas).toEqual([]);
    });

    it("a classification that changes nothing keeps the question's version; a stale one is still 409", async () => {
      const c = clients.admin;
      const tag = unique();
      const { data: q } = await c.questoes.create({ body: { titulo: `Sem mudança ${tag}`, opcoes } });
      const { data: p } = await c.problemas.create({ body: { titulo: `Problema ${tag}` } });
      const none = { cursos: [], modulos: [], assuntos: [], problemas: [] };
      const first = await c.questoes.classificacao.get({ params: { id: q.id } });
      await c.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [p.id], updated_at: first.data.updated_at },
      });
      // The question form is opened now; the wizard is saved again with the same links (twice,
      // in any order): nothing changes, so the form's copy must stay saveable.
      const { data: form } = await c.questoes.get({ params: { id: q.id } });
      const problemBefore = (await c.problemas.get({ params: { id: p.id } })).data.updated_at;
      const again = await c.questoes.classificacao.get({ params: { id: q.id } });
      const saved = await c.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [p.id, p.id], updated_at: again.data.updated_at },
      });
      expect(saved.data.updated_at).toBe(form.updated_at);
      expect((await c.problemas.get({ params: { id: p.id } })).data.updated_at).toBe(problemBefore);
      await c.questoes.update({
        params: { id: q.id },
        body: { ...QUESTAO_REST, titulo: `Sem mudança ${tag} B`, opcoes, updated_at: form.updated_at },
      });
      // The version is still checked first: a copy older than that edit is refused, change or not.
      const error = await apiError(
        c.questoes.classificacao.put({
          params: { id: q.id },
          body: { ...none, problemas: [p.id], updated_at: again.data.updated_at },
        }),
      );
      expect(error.status).toBe(409);
    });

    it("a link saved from one side moves the other side's version: its stale copy cannot drop the link", async () => {
      const c = clients.admin;
      const tag = unique();
      const { data: q } = await c.questoes.create({ body: { titulo: `Vínculo ${tag}`, opcoes } });
      const { data: p } = await c.problemas.create({ body: { titulo: `Problema ${tag}` } });
      // A problem form read before a classification links its question...
      const none = { cursos: [], modulos: [], assuntos: [], problemas: [] };
      const read = await c.questoes.classificacao.get({ params: { id: q.id } });
      await c.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [p.id], updated_at: read.data.updated_at },
      });
      // ...is stale: saving it would drop the link unseen.
      const stale = await apiError(
        c.problemas.update({
          params: { id: p.id },
          body: { ...PROBLEMA_REST, titulo: p.titulo, updated_at: p.updated_at },
        }),
      );
      expect(stale.status).toBe(409);
      // The other way round: a problem save that unlinks the question moves the question's version.
      const linked = await c.problemas.get({ params: { id: p.id } });
      const before = (await c.questoes.classificacao.get({ params: { id: q.id } })).data.updated_at;
      await c.problemas.update({
        params: { id: p.id },
        body: { ...PROBLEMA_REST, titulo: p.titulo, updated_at: linked.data.updated_at },
      });
      const after = (await c.questoes.classificacao.get({ params: { id: q.id } })).data.updated_at;
      expect(Date.parse(after!)).toBeGreaterThan(Date.parse(before!));
    });

    it('refuses an updated_at that is not a date-time with a 422 field map', async () => {
      const { data: p } = await clients.admin.problemas.create({ body: { titulo: `Versão ${unique()}` } });
      const error = await apiError(
        clients.admin.problemas.update({
          params: { id: p.id },
          body: { ...PROBLEMA_REST, titulo: p.titulo, updated_at: 'ontem' },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ updated_at: [MESSAGES.field.invalid] });
      // A day no calendar has (PostgreSQL cannot read it) is simply not the record's version.
      const odd = await apiError(
        clients.admin.problemas.update({
          params: { id: p.id },
          body: { ...PROBLEMA_REST, titulo: p.titulo, updated_at: '2024-02-30T10:00:00+14:00' },
        }),
      );
      expect(odd.status).toBe(409);
    });

    it('does not bring back a module another person deleted when a stale course tree is saved', async () => {
      const c = clients.admin;
      const tag = unique();
      const { data: created } = await c.cursos.create({
        body: {
          apelido: `VT-${tag}`,
          nome: `Árvore ${tag}`,
          situacao: 'Ativo',
          modulos: [
            {
              id: 'tmp-1',
              new: true,
              nome: 'Meteorologia',
              ordem: 0,
              assuntos: [{ id: 'tmp-2', new: true, nome: 'Nuvens', ordem: 0, arquivos: [] }],
            },
            { id: 'tmp-3', new: true, nome: 'Navegação', ordem: 1, assuntos: [] },
          ],
        },
      });
      type Item = (typeof created.modulos)[number] & { deleted_at?: string };
      const toBody = (curso: typeof created, modulos: Item[]) => ({
        ...CURSO_REST,
        apelido: curso.apelido,
        nome: curso.nome,
        situacao: curso.situacao,
        updated_at: curso.updated_at,
        modulos: modulos.map((m) => ({
          id: m.id,
          nome: m.nome,
          ordem: m.ordem,
          deleted_at: m.deleted_at ?? null,
          assuntos: m.assuntos.map((a) => ({ id: a.id, nome: a.nome, ordem: a.ordem, arquivos: [] })),
        })),
      });
      // Both load the course; the first deletes Meteorologia (with its subject) and saves.
      const [meteorologia, navegacao] = created.modulos;
      await c.cursos.update({
        params: { id: created.id },
        body: toBody(created, [{ ...meteorologia!, deleted_at: new Date().toISOString() }, navegacao!]),
      });
      // The second, still holding Meteorologia, renames it and saves from the stale copy.
      const error = await apiError(
        c.cursos.update({
          params: { id: created.id },
          body: toBody(created, [{ ...meteorologia!, nome: 'Meteorologia II' }, navegacao!]),
        }),
      );
      expect(error.status).toBe(409);
      expect(error.body).toEqual({ message: MESSAGES.concurrency.stale });
      const { data: now } = await c.cursos.get({ params: { id: created.id } });
      expect(now.modulos.map((m) => m.nome)).toEqual(['Navegação']);
      const assuntos = await c.cursos.assuntos({ query: { modulos: [meteorologia!.id] } });
      expect(assuntos.data).toEqual([]);
    });
  });
}
