/**
 * Contract suite: retried creates (`contract/idempotency.ts`). The same create sent again under
 * its `Idempotency-Key` answers the first record, not a second one; another body under the key
 * is a 422 on the header; the key is the caller's own; a refused create keeps nothing, so its
 * corrected retry under the same key creates.
 */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { IDEMPOTENCY_KEY_HEADER } from '../../contract/idempotency.js';
import { apiError, type SuiteContext, unique } from './context.js';

export function idempotencyContract(ctx: SuiteContext): void {
  describe('retried creates (Idempotency-Key)', () => {
    const titled = async (titulo: string) =>
      (await ctx.clients.admin.problemas.list({ query: { titulo, per_page: 100 } })).data.data.filter(
        (p) => p.titulo === titulo,
      );

    it('the same create sent again under its key answers the first record, and makes no second', async () => {
      const titulo = `Reenviado ${unique()}`;
      const key = `chave-${unique()}`;
      const first = await ctx.clients.admin.problemas.create({ body: { titulo }, idempotencyKey: key });
      const again = await ctx.clients.admin.problemas.create({ body: { titulo }, idempotencyKey: key });
      expect(again.data).toEqual(first.data);
      expect(await titled(titulo)).toHaveLength(1);
      // Without a key, or under another, it is a new record as always.
      await ctx.clients.admin.problemas.create({ body: { titulo } });
      await ctx.clients.admin.problemas.create({ body: { titulo }, idempotencyKey: `outra-${unique()}` });
      expect(await titled(titulo)).toHaveLength(3);
    });

    it('another body, or another create, under a used key is a 422 on the header', async () => {
      const key = `chave-${unique()}`;
      await ctx.clients.admin.problemas.create({
        body: { titulo: `Primeiro ${unique()}` },
        idempotencyKey: key,
      });
      const other = await apiError(
        ctx.clients.admin.problemas.create({ body: { titulo: `Outro ${unique()}` }, idempotencyKey: key }),
      );
      expect(other.status).toBe(422);
      expect(other.body).toEqual({ [IDEMPOTENCY_KEY_HEADER]: [MESSAGES.idempotency.reused] });
      const elsewhere = await apiError(
        ctx.clients.admin.categorias.create({ body: { nome: `Categoria ${unique()}` }, idempotencyKey: key }),
      );
      expect(elsewhere.status).toBe(422);
    });

    it('a malformed key is a 422 on the header, and nothing is created', async () => {
      const titulo = `Chave ruim ${unique()}`;
      const error = await apiError(
        ctx.clients.admin.problemas.create({ body: { titulo }, idempotencyKey: 'x' }),
      );
      expect(error.status).toBe(422);
      expect(Object.keys(error.body as object)).toEqual([IDEMPOTENCY_KEY_HEADER]);
      expect(await titled(titulo)).toHaveLength(0);
    });

    it('a key is its caller’s own: another account’s create under it is its own record', async () => {
      const key = `chave-${unique()}`;
      const nome = `Categoria ${unique()}`;
      const mine = await ctx.clients.admin.categorias.create({ body: { nome }, idempotencyKey: key });
      const theirs = await ctx.clients.leitor.categorias.create({
        body: { nome: `${nome} 2` },
        idempotencyKey: key,
      });
      expect(theirs.data.id).not.toBe(mine.data.id);
    });

    it('a refused create keeps nothing under its key: the corrected retry creates', async () => {
      const key = `chave-${unique()}`;
      const refused = await apiError(
        ctx.clients.admin.problemas.create({ body: { titulo: '   ' }, idempotencyKey: key }),
      );
      expect(refused.status).toBe(422);
      const titulo = `Corrigido ${unique()}`;
      const created = await ctx.clients.admin.problemas.create({ body: { titulo }, idempotencyKey: key });
      expect(created.data.titulo).toBe(titulo);
    });
  });
}
