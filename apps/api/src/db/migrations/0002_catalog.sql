-- Everything of §3 besides sessions (issue #4): courses, questions, problems, entities, classes.

CREATE TABLE modalidade (
  id serial PRIMARY KEY,
  nome text NOT NULL
);
CREATE UNIQUE INDEX modalidade_nome_key ON modalidade (lower(nome));

CREATE TABLE categoria (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX categoria_nome_key ON categoria (lower(nome));

CREATE TABLE tipo_arquivo (
  id integer PRIMARY KEY,
  nome text NOT NULL UNIQUE
);

-- Uploaded files (behind the storage interface; `storage_key` is the storage's name for it).
CREATE TABLE arquivo (
  id serial PRIMARY KEY,
  nome text NOT NULL,
  storage_key text NOT NULL UNIQUE,
  url text NOT NULL,
  mime text NOT NULL,
  tamanho integer NOT NULL,
  tipo_arquivo_id integer REFERENCES tipo_arquivo (id),
  temporario boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE estado (
  id integer PRIMARY KEY,
  nome text NOT NULL,
  sigla char(2) NOT NULL UNIQUE
);

-- Every IBGE municipality; the id is the 7-digit IBGE code.
CREATE TABLE cidade (
  id integer PRIMARY KEY,
  estado_id integer NOT NULL REFERENCES estado (id),
  nome text NOT NULL
);
CREATE INDEX cidade_estado_idx ON cidade (estado_id, nome);

CREATE TABLE tenant (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  nome text NOT NULL,
  nome_fantasia text,
  perfil_acesso smallint NOT NULL CHECK (perfil_acesso IN (2, 3)),
  cnpj text,
  codigo_anac text,
  situacao text CHECK (situacao IN ('Ativo', 'Liberada', 'Suspensa', 'A Vencer')),
  email text,
  site text,
  contato text,
  cep text,
  logradouro text,
  complemento text,
  bairro text,
  estado_id integer REFERENCES estado (id),
  cidade_id integer REFERENCES cidade (id),
  admin_email text,
  admin_nome text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX tenant_cnpj_key ON tenant (cnpj) WHERE cnpj IS NOT NULL AND cnpj <> '';
CREATE INDEX tenant_nome_idx ON tenant (lower(nome), id);

CREATE TABLE curso (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  apelido text NOT NULL,
  nome text NOT NULL,
  qualificacao text CHECK (qualificacao IN ('ANAC', 'EXTRA')),
  tipo text CHECK (tipo IN ('Teórico', 'Prático', 'Teórico/Prático')),
  descricao text,
  modalidade_id integer REFERENCES modalidade (id),
  situacao text NOT NULL CHECK (situacao IN ('Ativo', 'Inativo', 'Erro', 'Novo')),
  imagem_url text,
  curso_id text,
  permite_sem_homologacao boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX curso_apelido_key ON curso (lower(apelido));
CREATE INDEX curso_nome_idx ON curso (lower(nome), id);
CREATE INDEX curso_filters_idx ON curso (situacao, qualificacao, tipo, modalidade_id);

CREATE TABLE curso_categoria (
  curso_id integer NOT NULL REFERENCES curso (id) ON DELETE CASCADE,
  categoria_id integer NOT NULL REFERENCES categoria (id) ON DELETE CASCADE,
  PRIMARY KEY (curso_id, categoria_id)
);
CREATE INDEX curso_categoria_categoria_idx ON curso_categoria (categoria_id);

-- Courses an entity offers, with the date its homologation ends.
CREATE TABLE curso_tenant (
  curso_id integer NOT NULL REFERENCES curso (id) ON DELETE CASCADE,
  tenant_id integer NOT NULL REFERENCES tenant (id) ON DELETE CASCADE,
  data_validade date,
  PRIMARY KEY (curso_id, tenant_id)
);
CREATE INDEX curso_tenant_tenant_idx ON curso_tenant (tenant_id);

CREATE TABLE curso_modulo (
  id serial PRIMARY KEY,
  curso_id integer NOT NULL REFERENCES curso (id) ON DELETE CASCADE,
  nome text NOT NULL,
  ordem integer NOT NULL
);
CREATE INDEX curso_modulo_curso_idx ON curso_modulo (curso_id, ordem);

CREATE TABLE assunto (
  id serial PRIMARY KEY,
  curso_modulo_id integer NOT NULL REFERENCES curso_modulo (id) ON DELETE CASCADE,
  nome text NOT NULL,
  ordem integer NOT NULL
);
CREATE INDEX assunto_modulo_idx ON assunto (curso_modulo_id, ordem);

-- Teaching materials of a subject.
CREATE TABLE assunto_arquivo (
  id serial PRIMARY KEY,
  assunto_id integer NOT NULL REFERENCES assunto (id) ON DELETE CASCADE,
  arquivo_id integer NOT NULL REFERENCES arquivo (id),
  nome text NOT NULL,
  tipo_arquivo_id integer NOT NULL REFERENCES tipo_arquivo (id),
  ordem integer NOT NULL DEFAULT 0
);
CREATE INDEX assunto_arquivo_assunto_idx ON assunto_arquivo (assunto_id, ordem);

CREATE TABLE problema (
  id serial PRIMARY KEY,
  titulo text NOT NULL,
  descricao text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX problema_titulo_idx ON problema (lower(titulo), id);

CREATE TABLE problema_arquivo (
  id serial PRIMARY KEY,
  problema_id integer NOT NULL REFERENCES problema (id) ON DELETE CASCADE,
  arquivo_id integer NOT NULL REFERENCES arquivo (id),
  nome text NOT NULL,
  tipo_arquivo_id integer NOT NULL REFERENCES tipo_arquivo (id),
  ordem integer NOT NULL DEFAULT 0
);
CREATE INDEX problema_arquivo_problema_idx ON problema_arquivo (problema_id, ordem);

CREATE TABLE questao (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  titulo text NOT NULL,
  descricao text,
  situacao text NOT NULL DEFAULT 'Sem Classificação'
    CHECK (situacao IN ('Sem Classificação', 'Incompleta', 'Classificada')),
  ativo smallint NOT NULL DEFAULT 1 CHECK (ativo IN (0, 1)),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX questao_list_idx ON questao (situacao, ativo, id);

CREATE TABLE questao_opcao (
  id serial PRIMARY KEY,
  questao_id integer NOT NULL REFERENCES questao (id) ON DELETE CASCADE,
  titulo text NOT NULL,
  resposta_correta boolean NOT NULL DEFAULT false,
  number integer NOT NULL
);
CREATE INDEX questao_opcao_questao_idx ON questao_opcao (questao_id, number);
-- Exactly one correct answer per question is checked by the domain rule; at most one here.
CREATE UNIQUE INDEX questao_opcao_one_correct ON questao_opcao (questao_id) WHERE resposta_correta;

-- The classification of a question.
CREATE TABLE questao_curso (
  questao_id integer NOT NULL REFERENCES questao (id) ON DELETE CASCADE,
  curso_id integer NOT NULL REFERENCES curso (id) ON DELETE CASCADE,
  PRIMARY KEY (questao_id, curso_id)
);
CREATE INDEX questao_curso_curso_idx ON questao_curso (curso_id);

CREATE TABLE questao_modulo (
  questao_id integer NOT NULL REFERENCES questao (id) ON DELETE CASCADE,
  curso_modulo_id integer NOT NULL REFERENCES curso_modulo (id) ON DELETE CASCADE,
  PRIMARY KEY (questao_id, curso_modulo_id)
);
CREATE INDEX questao_modulo_modulo_idx ON questao_modulo (curso_modulo_id);

CREATE TABLE questao_assunto (
  questao_id integer NOT NULL REFERENCES questao (id) ON DELETE CASCADE,
  assunto_id integer NOT NULL REFERENCES assunto (id) ON DELETE CASCADE,
  PRIMARY KEY (questao_id, assunto_id)
);
CREATE INDEX questao_assunto_assunto_idx ON questao_assunto (assunto_id);

CREATE TABLE questao_problema (
  questao_id integer NOT NULL REFERENCES questao (id) ON DELETE CASCADE,
  problema_id integer NOT NULL REFERENCES problema (id) ON DELETE CASCADE,
  PRIMARY KEY (questao_id, problema_id)
);
CREATE INDEX questao_problema_problema_idx ON questao_problema (problema_id);

CREATE TABLE turma (
  id serial PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE DEFAULT gen_random_uuid(),
  codigo text NOT NULL UNIQUE,
  nome text NOT NULL,
  curso_id integer NOT NULL REFERENCES curso (id),
  modalidade_id integer NOT NULL REFERENCES modalidade (id),
  tipo_curso_id integer,
  data_inicio date,
  data_fim date,
  categoria text CHECK (categoria IN ('intensivo', 'extensivo')),
  data_cancelamento date,
  total_aluno integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX turma_nome_idx ON turma (lower(nome), id);
CREATE INDEX turma_curso_idx ON turma (curso_id);

-- The weekly schedule: one row per weekday (0 = Sunday … 6 = Saturday).
CREATE TABLE turma_calendario (
  turma_id integer NOT NULL REFERENCES turma (id) ON DELETE CASCADE,
  dia smallint NOT NULL CHECK (dia BETWEEN 0 AND 6),
  ativo smallint NOT NULL DEFAULT 0 CHECK (ativo IN (0, 1)),
  horarios jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (turma_id, dia)
);
