/**
 * Text searches ignore accents ('aviao' finds 'Avião'): the columns are folded with translate()
 * (http/sql.ts, `folded`); the behaviour itself is the contract suite's. Here: the question title's
 * index is on the folded title, with exactly the expression the search uses, so the search still
 * uses it. On both databases, where pg_trgm is available.
 */
import { expect, it } from 'vitest';
import { folded } from '../src/http/sql.js';
import { describeEachDb } from './helper.js';

describeEachDb('searches without accents', (env) => {
  it("the question list's title search is served by the index on the folded title", async () => {
    const { rows: indexes } = await env().db.query(
      "SELECT 1 FROM pg_indexes WHERE indexname = 'questao_titulo_folded_trgm_idx'",
    );
    // Without pg_trgm (0022 creates the index only where it exists) the search is a scan.
    if (indexes.length === 0) return;
    const plan = await env().db.transaction(async (tx) => {
      await tx.query('SET LOCAL enable_seqscan = off');
      const { rows } = await tx.query<Record<string, string>>(
        `EXPLAIN SELECT count(*) FROM questao q WHERE ${folded('q.titulo')} ILIKE $1`,
        ['%altimetro%'],
      );
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('questao_titulo_folded_trgm_idx');
  });
});
