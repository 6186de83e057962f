-- Issue 15 (speed): 0017 created the title's trigram index only where pg_trgm was available, and
-- PGlite then had it nowhere: its contrib extensions must be handed to the constructor, which the
-- server did not do. Now it does (db.ts), so embedded databases migrated before get the index too;
-- on PostgreSQL this finds it made and does nothing. On 100,000 questions a title search counted
-- by a scan took ~2.8 s on PGlite; with the index, a few milliseconds.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    CREATE INDEX IF NOT EXISTS questao_titulo_trgm_idx ON questao USING gin (titulo gin_trgm_ops);
  END IF;
END
$$;
