-- Sessions, users, profiles and permissions (issue #2).


-- OAuth clients (Passport's oauth_clients). The back-office is client 2.
CREATE TABLE oauth_client (
  id integer PRIMARY KEY,
  nome text NOT NULL,
  secret_hash text NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);

-- The permission catalogue of §3, synchronised from @hangar/domain at start-up (ids stay stable).
CREATE TABLE permissao (
  id serial PRIMARY KEY,
  nome text NOT NULL UNIQUE
);

CREATE TABLE perfil (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX perfil_nome_key ON perfil (lower(nome));

CREATE TABLE perfil_permissao (
  perfil_id integer NOT NULL REFERENCES perfil (id) ON DELETE CASCADE,
  permissao_id integer NOT NULL REFERENCES permissao (id) ON DELETE CASCADE,
  PRIMARY KEY (perfil_id, permissao_id)
);

CREATE TABLE usuario (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  email text NOT NULL,
  password_hash text,
  situacao text CHECK (situacao IN ('Ativo', 'Inativo', 'Pendente')),
  imagem_url text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX usuario_email_key ON usuario (lower(email));
CREATE INDEX usuario_nome_idx ON usuario (lower(nome), id);

CREATE TABLE usuario_perfil (
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  perfil_id integer NOT NULL REFERENCES perfil (id) ON DELETE CASCADE,
  PRIMARY KEY (usuario_id, perfil_id)
);
CREATE INDEX usuario_perfil_perfil_idx ON usuario_perfil (perfil_id);

-- Tokens are random strings; only their SHA-256 is stored.
CREATE TABLE oauth_access_token (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  usuario_id integer NOT NULL REFERENCES usuario (id) ON DELETE CASCADE,
  client_id integer NOT NULL REFERENCES oauth_client (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX oauth_access_token_usuario_idx ON oauth_access_token (usuario_id);

CREATE TABLE oauth_refresh_token (
  id serial PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  access_token_id integer NOT NULL REFERENCES oauth_access_token (id) ON DELETE CASCADE,
  expires_at timestamptz NOT NULL,
  revoked boolean NOT NULL DEFAULT false
);
CREATE INDEX oauth_refresh_token_access_idx ON oauth_refresh_token (access_token_id);
