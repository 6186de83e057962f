-- Issue 11 (speed): the question list searches titles with ILIKE '%text%', which no B-tree can
-- serve; on 100,000 questions the page's count(*) was a sequential scan (91 ms → 17 ms with this
-- index, scripts/bench-questoes.mjs). A trigram GIN index serves ILIKE (and the picker's search).
-- pg_trgm is a trusted extension (PostgreSQL 13+: a database owner may create it). PGlite 0.5.16
-- as installed here does not ship it ("extension is not available"), so the index is created only
-- where the extension exists; elsewhere the search stays a scan (same results, slower).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS questao_titulo_trgm_idx ON questao USING gin (titulo gin_trgm_ops);
  END IF;
END
$$;
