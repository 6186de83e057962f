-- This database's identity, made once. The uploads directory is marked with it the first time the
-- sweep runs, and a directory marked by another database (a data dir shared by PGlite and a
-- PostgreSQL server, two sites on one host) has none of its files removed as strays: the sweep
-- deleted every file this database did not know (an operator probe, 7 December).
CREATE TABLE instalacao (
  id text PRIMARY KEY,
  unica boolean NOT NULL DEFAULT true UNIQUE CHECK (unica)
);
INSERT INTO instalacao (id) VALUES (gen_random_uuid()::text);
