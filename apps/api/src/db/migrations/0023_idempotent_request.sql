-- A create sent with an `Idempotency-Key` header (the api-client's contract, idempotency.ts):
-- its answer, kept under the caller and the key, so the same create sent again (its first answer
-- lost on the way) gets that answer back instead of making a second record. `status` is null
-- while the first request runs. Rows older than a day are removed as new ones arrive.
CREATE TABLE idempotent_request (
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  chave text NOT NULL,
  endpoint text NOT NULL,
  corpo_hash text NOT NULL,
  status integer,
  resposta jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (usuario_id, chave)
);
CREATE INDEX idempotent_request_created_at_idx ON idempotent_request (created_at);
