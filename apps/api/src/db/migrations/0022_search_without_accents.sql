-- Searches ignore accents ('aviao' finds 'Avião', 'altimetro' 'Altímetro'): every list's text
-- search compares its columns folded with translate() over @hangar/domain's ACCENT_FOLD (http/sql.ts,
-- `folded`). The question list's title search was served by a trigram index on the title as it is;
-- it now needs one on the folded title, written with exactly the expression the queries use
-- (sql.test.ts checks), where pg_trgm is available (as 0017 and 0020).
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_available_extensions WHERE name = 'pg_trgm') THEN
    CREATE EXTENSION IF NOT EXISTS pg_trgm;
    DROP INDEX IF EXISTS questao_titulo_trgm_idx;
    CREATE INDEX IF NOT EXISTS questao_titulo_folded_trgm_idx ON questao
      USING gin (translate(titulo, 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn') gin_trgm_ops);
  END IF;
END
$$;
