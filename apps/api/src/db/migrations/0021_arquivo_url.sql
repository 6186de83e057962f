-- A course's or a user's image is saved only as the url of a stored image upload (see
-- storage/image-url.ts), and the upload sweep keeps the uploads such a url names: both look an
-- upload up by its url.
CREATE INDEX IF NOT EXISTS arquivo_url_idx ON arquivo (url);
