/** Contract suite: Modalidades, file types and categorias. */
import { foldAccents, MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, unique } from './context.js';

export function catalogosContract({ clients }: SuiteContext): void {
  describe('catalogues', () => {
    it('lists modalidades and file types', async () => {
      const modalidades = await clients.admin.modalidades.list({ query: { per_page: 100 } });
      expect(modalidades.data.data.length).toBeGreaterThan(0);
      const tipos = await clients.admin.arquivos.tipos();
      expect(tipos.data.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2, 3]));
    });

    it('creates, finds, renames and deletes a categoria', async () => {
      const nome = `Categoria ${unique()}`;
      const created = await clients.leitor.categorias.create({ body: { nome } });
      expect(created.data.nome).toBe(nome);
      const found = await clients.admin.categorias.list({ query: { nome, per_page: 100 } });
      expect(found.data.data).toEqual([{ id: created.data.id, nome, updated_at: created.data.updated_at }]);
      const renamed = await clients.admin.categorias.update({
        params: { id: created.data.id },
        body: { nome: `${nome} B` },
      });
      expect(renamed.data).toMatchObject({ id: created.data.id, nome: `${nome} B` });
      await expect(
        clients.admin.categorias.delete({ params: { id: created.data.id } }),
      ).resolves.toBeUndefined();
      const gone = await clients.admin.categorias.list({ query: { nome, per_page: 100 } });
      expect(gone.data.data).toEqual([]);
      expect(
        (await apiError(clients.admin.categorias.update({ params: { id: created.data.id }, body: { nome } })))
          .status,
      ).toBe(404);
    });

    it('keeps a categoria that courses use: 409 in words, and deletes it once none does', async () => {
      const tag = unique();
      const { data: categoria } = await clients.admin.categorias.create({ body: { nome: `Em uso ${tag}` } });
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          apelido: `CAT-${tag}`,
          nome: `Com categoria ${tag}`,
          situacao: 'Ativo',
          categorias: [categoria.id],
          modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
        },
      });
      const refused = await apiError(clients.leitor.categorias.delete({ params: { id: categoria.id } }));
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({ message: MESSAGES.conflict.categoryInUse });
      const kept = await clients.admin.cursos.get({ params: { id: curso.id } });
      expect(kept.data.categorias.map((c) => c.id)).toEqual([categoria.id]);
      await clients.admin.cursos.delete({ params: { id: curso.id } });
      await expect(
        clients.admin.categorias.delete({ params: { id: categoria.id } }),
      ).resolves.toBeUndefined();
    });

    it('finds a categoria by its name typed without accents', async () => {
      const nome = `Navegação Aérea ${unique()}`;
      const { data: categoria } = await clients.admin.categorias.create({ body: { nome } });
      const found = await clients.admin.categorias.list({
        query: { nome: foldAccents(nome), per_page: 100 },
      });
      expect(found.data.data.map((c) => c.nome)).toEqual([nome]);
      await clients.admin.categorias.delete({ params: { id: categoria.id } });
    });

    it('refuses a blank categoria name with the domain message', async () => {
      const error = await apiError(clients.admin.categorias.create({ body: { nome: ' ' } }));
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ nome: [MESSAGES.category.nomeRequired] });
    });
  });
}
