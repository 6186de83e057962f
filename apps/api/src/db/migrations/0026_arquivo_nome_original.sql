-- The name of the file as it was chosen ('apostila-meteorologia.pdf'). A material is listed by the
-- name typed for it and by its file's own name; the stored object's key is a random one, so
-- without this column the form showed that key. Uploads made before it have none.
ALTER TABLE arquivo ADD COLUMN nome_original text;
