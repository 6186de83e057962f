/** Contract suite: The paged-list envelope, its defaults and limits. */
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext } from './context.js';

export function pagingContract({ clients }: SuiteContext): void {
  describe('paged lists', () => {
    it('answer {data: {data, total, current_page, per_page, last_page}} and honour page and per_page', async () => {
      const first = await clients.admin.questoes.list({ query: { page: 1, per_page: 7 } });
      // Both targets seed more than one page, so the second page below is not trivially disjoint.
      expect(first.data.total).toBeGreaterThan(7);
      expect(first.data.current_page).toBe(1);
      expect(first.data.per_page).toBe(7);
      expect(first.data.data.length).toBe(Math.min(7, first.data.total));
      expect(first.data.last_page).toBe(Math.max(1, Math.ceil(first.data.total / 7)));
      const second = await clients.admin.questoes.list({ query: { page: 2, per_page: 7 } });
      expect(second.data.current_page).toBe(2);
      const firstIds = new Set(first.data.data.map((q) => q.id));
      expect(second.data.data.some((q) => firstIds.has(q.id))).toBe(false);
    });

    it('default to page 1 and 15 per page', async () => {
      const { data } = await clients.admin.cursos.list();
      expect(data.current_page).toBe(1);
      expect(data.per_page).toBe(15);
    });

    it('answer a page past the end with an empty list and the real total', async () => {
      const { data } = await clients.admin.cursos.list({ query: { page: 9999, per_page: 10 } });
      expect(data.data).toEqual([]);
      expect(data.total).toBeGreaterThan(0);
    });

    it('accept per_page up to 1000 and refuse more with a bare 422 field map', async () => {
      await expect(clients.admin.cursos.list({ query: { per_page: 1000 } })).resolves.toBeTruthy();
      const error = await apiError(clients.admin.cursos.list({ query: { per_page: 1001 } }));
      expect(error.status).toBe(422);
      expect(Object.keys(error.body as object)).toEqual(['per_page']);
      expect(error.body).not.toHaveProperty('message');
    });
  });
}
