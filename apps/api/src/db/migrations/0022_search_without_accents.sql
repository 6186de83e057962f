-- Searches ignore accents ('aviao' finds 'Avião', 'altimetro' 'Altímetro'): every list's text
-- search compares its columns folded with translate() over @hangar/domain's ACCENT_FOLD
-- (http/sql.ts, `folded`). Small tables fold at query time. The question title, searched over
-- 100,000 rows, is folded once at write time into a stored column, and its trigram index moves
-- there. Folding the title at query time instead, with an index on the expression, measured ten
-- times slower in bench:questoes; this column measures as the unfolded title did.
-- `test/search.test.ts` checks that this column folds exactly as the domain's `foldAccents`.
ALTER TABLE questao ADD COLUMN titulo_busca text GENERATED ALWAYS AS (
  translate(titulo, 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ',
                    'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')
) STORED;

DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DROP INDEX IF EXISTS questao_titulo_trgm_idx;
    CREATE INDEX IF NOT EXISTS questao_titulo_busca_trgm_idx ON questao USING gin (titulo_busca gin_trgm_ops);
  END IF;
END
$$;
