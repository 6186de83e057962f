-- Who uploaded a file. Upload ids are sequential, so a save may attach an upload only if it is
-- already attached to that record or is one the caller made that no record holds yet
-- (storage/attachable-uploads.ts); uploads made before this column have no one, and stay with
-- the records that hold them.
ALTER TABLE arquivo ADD COLUMN usuario_id integer REFERENCES usuario (id) ON DELETE SET NULL;
