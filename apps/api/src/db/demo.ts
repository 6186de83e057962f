/**
 * Demo data: Hangar's one demo dataset (`createDemoData` of `@hangar/api-client/fixtures`, the
 * same one the MSW mocks serve), inserted into the database, so Storybook, tests and the running
 * product tell the same story. The dataset numbers its records from 1; the database hands out
 * its own ids, so every reference goes through a map from the dataset's id to the stored one.
 */
import { DEMO_ACCOUNTS as ACCOUNTS, type DemoData } from '@hangar/api-client/fixtures';
import { questionSituacao } from '@hangar/domain';
import type { FileStorage } from '../storage/storage.js';
import { createPerfil, createUsuario } from './accounts.js';
import type { Db } from './db.js';

/** The demo accounts printed at start-up and listed in the README, from the dataset. */
export function demoAccounts(
  data: DemoData,
): { email: string; password: string; nome: string; perfil: string }[] {
  return Object.values(ACCOUNTS).map(({ email, password }) => {
    const user = data.usuarios.find((u) => u.email === email)!;
    const perfis = user.perfis.map((id) => data.perfis.find((p) => p.id === id)!.nome);
    return { email, password, nome: user.nome, perfil: perfis.join(', ') };
  });
}

/** Inserts a row by column names; returns its `id`. Tables and columns are this file's constants. */
async function insert(db: Db, table: string, row: Record<string, unknown>): Promise<number> {
  const columns = Object.keys(row);
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')}) RETURNING id`,
    Object.values(row),
  );
  return rows[0]!.id;
}

/** Inserts rows of a link table (no `id`), one statement for all of them. */
async function link(db: Db, table: string, columns: readonly string[], rows: readonly unknown[][]) {
  if (rows.length === 0) return;
  const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * columns.length + c + 1}`).join(', ')})`);
  await db.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${values.join(', ')}`, rows.flat());
}

/** A map from the dataset's ids to the stored ones that fails loudly on a dangling reference. */
export class IdMap {
  readonly #ids = new Map<number, number>();
  constructor(readonly table: string) {}
  set(datasetId: number, storedId: number) {
    this.#ids.set(datasetId, storedId);
  }
  has(datasetId: number): boolean {
    return this.#ids.has(datasetId);
  }
  get(datasetId: number): number {
    const id = this.#ids.get(datasetId);
    if (id === undefined) throw new Error(`demo data: ${this.table} ${datasetId} does not exist`);
    return id;
  }
}

/**
 * The bytes behind the seeded materials, one small real file per kind so every material opens:
 * a one-page PDF, an MP4 header (an `ftyp` box, enough for the type to be recognised) and a
 * 1×1 PNG. Keyed by `tipo_arquivo_id` (1 PDF, 2 video, 3 image).
 */
const FILES: Record<number, { ext: string; mime: string; body: Buffer }> = {
  1: {
    ext: 'pdf',
    mime: 'application/pdf',
    body: Buffer.from(
      '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 595 842]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
    ),
  },
  2: {
    ext: 'mp4',
    mime: 'video/mp4',
    body: Buffer.from('000000186674797069736f6d0000020069736f6d69736f32', 'hex'),
  },
  3: {
    ext: 'png',
    mime: 'image/png',
    body: Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    ),
  },
};

/** Stores one file per kind and returns `tipo_arquivo_id` → `arquivo.id`. */
async function seedFiles(db: Db, storage: FileStorage | undefined): Promise<Map<number, number>> {
  const out = new Map<number, number>();
  for (const [tipo, file] of Object.entries(FILES)) {
    const key = `${crypto.randomUUID()}.${file.ext}`;
    await storage?.put(key, file.body);
    const id = await insert(db, 'arquivo', {
      nome: `material.${file.ext}`,
      storage_key: key,
      url: `/uploads/${key}`,
      mime: file.mime,
      tamanho: file.body.length,
      tipo_arquivo_id: Number(tipo),
    });
    out.set(Number(tipo), id);
  }
  return out;
}

/**
 * Creates the profiles and users of the demo accounts (admin and leitor), which every
 * installation gets even without demo data. Returns the dataset's profile ids → stored ids.
 */
export async function seedAccounts(db: Db, data: DemoData, passwordHash: string): Promise<IdMap> {
  const perfis = new IdMap('perfil');
  for (const { email } of Object.values(ACCOUNTS)) {
    const user = data.usuarios.find((u) => u.email === email)!;
    for (const id of user.perfis) {
      const perfil = data.perfis.find((p) => p.id === id)!;
      perfis.set(id, await createPerfil(db, perfil.nome, perfil.permissoes));
    }
    await createUsuario(db, {
      nome: user.nome,
      email: user.email,
      passwordHash,
      situacao: user.situacao,
      perfis: user.perfis.map((p) => perfis.get(p)),
    });
  }
  return perfis;
}

/**
 * Inserts the rest of the dataset: catalogues, courses with modules, subjects and materials,
 * questions with answers and classification, problems, entities with their course offers,
 * profiles, users and classes. `perfis` maps the profiles `seedAccounts` already created.
 */
export async function seedDemo(
  db: Db,
  data: DemoData,
  options: { storage?: FileStorage | undefined; perfis: IdMap },
): Promise<void> {
  const modalidades = new IdMap('modalidade');
  for (const m of data.modalidades) modalidades.set(m.id, await insert(db, 'modalidade', { nome: m.nome }));
  const categorias = new IdMap('categoria');
  for (const c of data.categorias) categorias.set(c.id, await insert(db, 'categoria', { nome: c.nome }));
  const files = await seedFiles(db, options.storage);
  const fileOf = (tipo: number) => {
    const id = files.get(tipo);
    if (id === undefined) throw new Error(`demo data: no file of tipo_arquivo ${tipo}`);
    return id;
  };

  const cursos = new IdMap('curso');
  const modulos = new IdMap('curso_modulo');
  const assuntos = new IdMap('assunto');
  /** The dataset's module id → its dataset course id (classification needs both). */
  const moduloCurso = new Map<number, number>();
  for (const c of data.cursos) {
    const cursoId = await insert(db, 'curso', {
      uuid: c.uuid,
      apelido: c.apelido,
      nome: c.nome,
      qualificacao: c.qualificacao,
      tipo: c.tipo,
      descricao: c.descricao,
      modalidade_id: c.modalidade_id === null ? null : modalidades.get(c.modalidade_id),
      situacao: c.situacao,
      imagem_url: c.imagem_url,
      curso_id: c.curso_id,
      permite_sem_homologacao: c.permite_sem_homologacao,
    });
    cursos.set(c.id, cursoId);
    await link(
      db,
      'curso_categoria',
      ['curso_id', 'categoria_id'],
      c.categorias.map((id) => [cursoId, categorias.get(id)]),
    );
    for (const m of c.modulos) {
      const moduloId = await insert(db, 'curso_modulo', { curso_id: cursoId, nome: m.nome, ordem: m.ordem });
      modulos.set(m.id, moduloId);
      moduloCurso.set(m.id, c.id);
      for (const a of m.assuntos) {
        const assuntoId = await insert(db, 'assunto', {
          curso_modulo_id: moduloId,
          nome: a.nome,
          ordem: a.ordem,
        });
        assuntos.set(a.id, assuntoId);
        await link(
          db,
          'assunto_arquivo',
          ['assunto_id', 'arquivo_id', 'nome', 'tipo_arquivo_id', 'ordem'],
          a.arquivos.map((f, i) => [assuntoId, fileOf(f.tipo_arquivo_id), f.nome, f.tipo_arquivo_id, i]),
        );
      }
    }
  }

  const assuntoModulo = new Map(
    data.cursos.flatMap((c) => c.modulos.flatMap((m) => m.assuntos.map((a) => [a.id, m.id] as const))),
  );
  const questoes = new IdMap('questao');
  for (const q of data.questoes) {
    const modulosDaQuestao = q.modulos.map((id) => ({ id, curso_id: moduloCurso.get(id)! }));
    const questaoId = await insert(db, 'questao', {
      uuid: q.uuid,
      titulo: q.titulo,
      descricao: q.descricao,
      ativo: q.ativo,
      situacao: questionSituacao({
        cursos: q.cursos,
        modulos: modulosDaQuestao,
        assuntos: q.assuntos.map((id) => ({ curso_modulo_id: assuntoModulo.get(id)! })),
      }),
    });
    questoes.set(q.id, questaoId);
    await link(
      db,
      'questao_opcao',
      ['questao_id', 'titulo', 'resposta_correta', 'number'],
      q.opcoes.map((o) => [questaoId, o.titulo, o.resposta_correta, o.number]),
    );
    await link(
      db,
      'questao_curso',
      ['questao_id', 'curso_id'],
      q.cursos.map((id) => [questaoId, cursos.get(id)]),
    );
    await link(
      db,
      'questao_modulo',
      ['questao_id', 'curso_modulo_id'],
      q.modulos.map((id) => [questaoId, modulos.get(id)]),
    );
    await link(
      db,
      'questao_assunto',
      ['questao_id', 'assunto_id'],
      q.assuntos.map((id) => [questaoId, assuntos.get(id)]),
    );
  }

  for (const p of data.problemas) {
    const problemaId = await insert(db, 'problema', { titulo: p.titulo, descricao: p.descricao });
    await link(
      db,
      'problema_arquivo',
      ['problema_id', 'arquivo_id', 'nome', 'tipo_arquivo_id', 'ordem'],
      p.arquivos.map((f, i) => [problemaId, fileOf(f.tipo_arquivo_id), f.nome, f.tipo_arquivo_id, i]),
    );
    await link(
      db,
      'questao_problema',
      ['questao_id', 'problema_id'],
      p.questoes.map((id) => [questoes.get(id), problemaId]),
    );
  }

  for (const t of data.tenants) {
    const tenantId = await insert(db, 'tenant', {
      uuid: t.uuid,
      nome: t.nome,
      nome_fantasia: t.nome_fantasia,
      perfil_acesso: t.perfil_acesso,
      cnpj: t.cnpj,
      codigo_anac: t.codigo_anac,
      situacao: t.situacao,
      email: t.email,
      site: t.site,
      contato: t.contato,
      cep: t.endereco.cep,
      logradouro: t.endereco.logradouro,
      complemento: t.endereco.complemento,
      bairro: t.endereco.bairro,
      estado_id: t.endereco.estado_id,
      cidade_id: t.endereco.cidade_id,
      admin_email: t.administrador.email,
      admin_nome: t.administrador.nome,
    });
    await link(
      db,
      'curso_tenant',
      ['curso_id', 'tenant_id', 'data_validade'],
      t.cursos.map((c) => [cursos.get(c.id), tenantId, c.data_validade]),
    );
  }

  const perfis = options.perfis;
  for (const p of data.perfis) {
    if (!perfis.has(p.id)) perfis.set(p.id, await createPerfil(db, p.nome, p.permissoes));
  }
  const accounts = new Set<string>(Object.values(ACCOUNTS).map((a) => a.email));
  for (const u of data.usuarios) {
    if (accounts.has(u.email)) continue;
    // Unlike the mocks, where every demo user signs in, only the two demo accounts have a
    // password here: a real installation should not ship a dozen accounts with a known password.
    // An administrator sets one (PUT /api/usuario) to sign in as another demo user.
    await createUsuario(db, {
      nome: u.nome,
      email: u.email,
      situacao: u.situacao,
      perfis: u.perfis.map((id) => perfis.get(id)),
      imagem_url: u.imagem_url,
    });
  }

  for (const t of data.turmas) {
    const turmaId = await insert(db, 'turma', {
      uuid: t.uuid,
      codigo: t.codigo,
      nome: t.nome,
      curso_id: cursos.get(t.curso_id),
      modalidade_id: modalidades.get(t.modalidade_id),
      tipo_curso_id: t.tipo_curso_id,
      data_inicio: t.data_inicio,
      data_fim: t.data_fim,
      categoria: t.categoria,
      data_cancelamento: t.data_cancelamento,
      total_aluno: t.total_aluno,
    });
    await link(
      db,
      'turma_calendario',
      ['turma_id', 'dia', 'ativo', 'horarios'],
      t.calendarios.map((c) => [turmaId, c.dia, c.ativo, JSON.stringify(c.horarios)]),
    );
  }
}
