/**
 * Text searches ignore accents ('aviao' finds 'Avião'); the behaviour itself is the contract
 * suite's. Here, the question title's side of it (migration 0022): the stored `titulo_busca`
 * folds exactly as the domain's `foldAccents` (the search folds the term with it), and the title
 * search, one ILIKE per word of the term, is served by the trigram index on that column. On both
 * databases.
 */
import { ACCENT_FOLD, foldAccents, SEARCH_MAX_WORDS } from '@hangar/domain';
import { expect, it } from 'vitest';
import { Sql } from '../src/http/sql.js';
import { titleSearched } from '../src/routes/questoes.js';
import { describeEachDb } from './helper.js';

describeEachDb('searches without accents', (env) => {
  it('the stored title folds every accented letter as foldAccents does, and follows updates', async () => {
    const { db } = env();
    const titulo = `Avião ${ACCENT_FOLD.from} altímetro`;
    const { rows } = await db.query<{ id: number; titulo_busca: string }>(
      `INSERT INTO questao (titulo, situacao, ativo) VALUES ($1, 'Incompleta', 1) RETURNING id, titulo_busca`,
      [titulo],
    );
    expect(rows[0]!.titulo_busca).toBe(foldAccents(titulo));
    expect(rows[0]!.titulo_busca).toBe(`Aviao ${ACCENT_FOLD.to} altimetro`);
    const { rows: updated } = await db.query<{ titulo_busca: string }>(
      `UPDATE questao SET titulo = 'Hélice' WHERE id = $1 RETURNING titulo_busca`,
      [rows[0]!.id],
    );
    expect(updated[0]!.titulo_busca).toBe('Helice');
    await db.query('DELETE FROM questao WHERE id = $1', [rows[0]!.id]);
  });

  it("the question list's title search is served by the index on the folded title", async () => {
    const plan = await env().db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(
        'EXPLAIN SELECT count(*) FROM questao q WHERE q.titulo_busca ILIKE $1',
        ['%altimetro%'],
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('questao_titulo_busca_trgm_idx');
  });

  it('a title search of several words is an AND of one ILIKE per word, all served by the same index', async () => {
    const q = new Sql();
    q.where(titleSearched(q, ' altímetro  QNE 100%'));
    expect(q.params).toEqual(['%altimetro%', '%QNE%', '%100\\%%']);
    const plan = await env().db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT count(*) FROM questao q ${q.whereSql}`,
        q.params,
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('questao_titulo_busca_trgm_idx');
    // Every word's ILIKE is a condition of the index scan, none a filter over the rows it finds.
    const indexCond = plan.split('\n').find((line) => line.includes('Index Cond:')) ?? '';
    expect(indexCond.match(/titulo_busca ~~\*/g)).toHaveLength(3);
    expect(plan).not.toContain('Filter:');
  });

  it('a hostile term of thousands of words builds no more than SEARCH_MAX_WORDS conditions', async () => {
    const q = new Sql();
    q.where(titleSearched(q, Array.from({ length: 3000 }, (_, i) => `w${i}`).join(' ')));
    expect(q.params).toHaveLength(SEARCH_MAX_WORDS);
    const { rows } = await env().db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM questao q ${q.whereSql}`,
      q.params,
    );
    expect(rows[0]!.n).toBe(0);
  });
});
