-- Profile and category names are unique as the domain's `nameKey` compares them (no accents, no
-- case, no outer spaces). The routes checked and then inserted, so two creates sent together
-- ('Ação' and 'acao') both passed the check (an attacker probe): the database is now the judge,
-- and the server answers its refusal as the check does (422 {nome: 'Já existe…'}, app.ts). The
-- expression is `sameName`'s (http/sql.ts) over the domain's ACCENT_FOLD, as migration 0022's.
-- A database that already holds two such names (written before the rule) keeps the index by
-- case alone, and the route's check.
DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM perfil GROUP BY lower(translate(trim(nome), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')) HAVING count(*) > 1) THEN
    DROP INDEX IF EXISTS perfil_nome_key;
    CREATE UNIQUE INDEX perfil_nome_key ON perfil (lower(translate(trim(nome), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')));
  END IF;
  IF NOT EXISTS (SELECT 1 FROM categoria GROUP BY lower(translate(trim(nome), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')) HAVING count(*) > 1) THEN
    DROP INDEX IF EXISTS categoria_nome_key;
    CREATE UNIQUE INDEX categoria_nome_key ON categoria (lower(translate(trim(nome), 'ÁÀÂÃÄáàâãäÉÈÊËéèêëÍÌÎÏíìîïÓÒÔÕÖóòôõöÚÙÛÜúùûüÇçÑñ', 'AAAAAaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuCcNn')));
  END IF;
END
$$;
