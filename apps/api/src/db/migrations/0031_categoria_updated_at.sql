-- Categories get a version, as every other edited record: two people renaming one category
-- both saw "Sucesso" and the second name silently replaced the first (a data-integrity probe,
-- 7 December). A category saved before this migration gets the migration's time.
ALTER TABLE categoria ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
