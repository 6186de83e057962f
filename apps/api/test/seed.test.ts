/**
 * The demo seed is the dataset the MSW mocks serve (`@hangar/api-client/fixtures`): the same
 * client reads both and must see the same story. Every
 * seeded record passes the validation user input passes: loaded, sent back unchanged as its form
 * would, and saved (issue #16: 4 of 5 seeded entities could not be saved). On PGlite and
 * PostgreSQL.
 */
import type { AddressInfo } from 'node:net';
import { type ApiClient, createApiClient, memorySessionStorage } from '@hangar/api-client';
import { DEFAULT_CLIENT } from '@hangar/api-client/contract';
import { createDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD } from '@hangar/api-client/fixtures';
import { createHandlers, createMockDb, mockSession } from '@hangar/api-client/mocks';
import { resaveEveryRecord } from '@hangar/api-client/testing';
import type { FastifyInstance } from 'fastify';
import { getResponse } from 'msw';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { seed } from '../src/db/seed.js';
import { MemoryStorage } from '../src/storage/storage.js';
import { createTestDb, DB_KINDS, pgSkipReason, type TestDb } from './helper.js';

const NOW = new Date('2026-03-02T12:00:00Z');

/** The typed client, answered in process by the MSW handlers over a fresh mock store. */
function mocksClient(): ApiClient {
  const handlers = createHandlers(createMockDb({ now: () => NOW.getTime() }));
  return createApiClient({
    baseUrl: 'http://mocks.test',
    clientId: DEFAULT_CLIENT.client_id,
    clientSecret: DEFAULT_CLIENT.client_secret,
    storage: memorySessionStorage(mockSession('admin')),
    fetch: async (url, init) =>
      (await getResponse(handlers, new Request(url, init))) ?? new Response(null, { status: 404 }),
  });
}
const ALL = { query: { page: 1, per_page: 1000 } };
const byKey = <T>(items: T[], key: (item: T) => string) =>
  [...items].sort((a, b) => key(a).localeCompare(key(b)));

/**
 * What a person sees of the data through the API, without the ids and file addresses each store
 * hands out: the same projection of the server and of the mocks must be equal.
 */
async function storyFrom(api: ApiClient) {
  const modalidades = (await api.modalidades.list(ALL)).data.data;
  const modalidade = (id: number) => modalidades.find((m) => m.id === id)!.nome;
  const perfis = [];
  for (const row of (await api.perfis.list(ALL)).data.data)
    perfis.push((await api.perfis.get({ params: { id: row.id } })).data);
  const cursos = [];
  for (const row of (await api.cursos.list(ALL)).data.data)
    cursos.push((await api.cursos.get({ params: { id: row.uuid } })).data);
  const problemas = [];
  for (const row of (await api.problemas.list(ALL)).data.data)
    problemas.push((await api.problemas.get({ params: { id: row.id } })).data);
  const tenants = [];
  for (const row of (await api.tenants.list(ALL)).data.data)
    tenants.push((await api.tenants.get({ params: { id: row.id } })).data);
  const turmas = (await api.turmas.list(ALL)).data.data;
  return {
    modalidades: modalidades.map((m) => m.nome).sort(),
    categorias: (await api.categorias.list(ALL)).data.data.map((c) => c.nome).sort(),
    tiposArquivo: (await api.arquivos.tipos()).data.map((t) => t.nome).sort(),
    perfis: byKey(
      perfis.map((p) => ({ nome: p.nome, permissoes: p.permissoes.map((x) => x.nome).sort() })),
      (p) => p.nome,
    ),
    usuarios: byKey(
      (await api.usuarios.list(ALL)).data.data.map((u) => ({
        nome: u.nome,
        email: u.email,
        situacao: u.situacao,
        imagem_url: u.imagem_url,
        perfis: u.perfis.map((p) => p.nome).sort(),
      })),
      (u) => u.email,
    ),
    cursos: byKey(
      cursos.map((c) => ({
        uuid: c.uuid,
        apelido: c.apelido,
        nome: c.nome,
        qualificacao: c.qualificacao,
        tipo: c.tipo,
        descricao: c.descricao,
        modalidade: c.modalidade?.nome ?? null,
        situacao: c.situacao,
        categorias: c.categorias.map((x) => x.nome).sort(),
        curso_id: c.curso_id,
        permite_sem_homologacao: c.permite_sem_homologacao,
        modulos: c.modulos.map((m) => ({
          nome: m.nome,
          assuntos: m.assuntos.map((a) => ({
            nome: a.nome,
            arquivos: a.arquivos.map((f) => [f.nome, f.tipo_arquivo_id]),
          })),
        })),
      })),
      (c) => c.apelido,
    ),
    questoes: byKey(
      (await api.questoes.list(ALL)).data.data.map((q) => ({
        uuid: q.uuid,
        titulo: q.titulo,
        descricao: q.descricao,
        ativo: q.ativo,
        situacao: q.situacao,
        total_curso: q.total_curso,
        total_modulo: q.total_modulo,
        total_assunto: q.total_assunto,
      })),
      (q) => q.uuid,
    ),
    problemas: byKey(
      problemas.map((p) => ({
        titulo: p.titulo,
        descricao: p.descricao,
        arquivos: p.arquivos.map((f) => [f.nome, f.tipo_arquivo_id]),
        questoes: p.questoes.map((q) => q.titulo).sort(),
      })),
      (p) => p.titulo,
    ),
    tenants: byKey(
      tenants.map((t) => ({
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
        endereco: {
          cep: t.endereco.cep,
          logradouro: t.endereco.logradouro,
          complemento: t.endereco.complemento,
          bairro: t.endereco.bairro,
          estado_id: t.endereco.estado?.id ?? null,
          cidade_id: t.endereco.cidade_id,
        },
        administrador: { email: t.administrador.email, nome: t.administrador.pessoa.nome },
        cursos: byKey(
          t.cursos.map((c) => [c.nome, c.data_validade]),
          (c) => String(c[0]),
        ),
      })),
      (t) => t.uuid,
    ),
    turmas: byKey(
      turmas.map((t) => ({
        uuid: t.uuid,
        codigo: t.codigo,
        nome: t.nome,
        curso: t.curso,
        modalidade: modalidade(t.modalidade_id),
        tipo_curso_id: t.tipo_curso_id,
        data_inicio: t.data_inicio,
        data_fim: t.data_fim,
        categoria: t.categoria,
        data_cancelamento: t.data_cancelamento,
        total_aluno: t.total_aluno,
        calendarios: t.calendarios,
      })),
      (t) => t.uuid,
    ),
  };
}

for (const kind of DB_KINDS) {
  describe.skipIf(kind === 'postgres' && pgSkipReason !== null)(`demo seed [${kind}]`, () => {
    let testDb: TestDb | undefined;
    let app: FastifyInstance | undefined;
    let admin: ApiClient;
    const client = () =>
      createApiClient({
        baseUrl: `http://127.0.0.1:${(app!.server.address() as AddressInfo).port}`,
        clientId: DEFAULT_CLIENT.client_id,
        clientSecret: DEFAULT_CLIENT.client_secret,
      });
    const data = createDemoData({ now: NOW.getTime() });
    let mocksStory: Awaited<ReturnType<typeof storyFrom>>;

    beforeAll(async () => {
      mocksStory = await storyFrom(mocksClient());
      testDb = await createTestDb(kind, { seed: false });
      const storage = new MemoryStorage();
      await seed(testDb.db, { now: NOW, storage });
      app = await buildApp({ db: testDb.db, storage, now: () => NOW });
      await app.listen({ host: '127.0.0.1', port: 0 });
      admin = client();
      await admin.signIn(DEMO_ACCOUNTS.admin.email, DEMO_PASSWORD);
    }, 180_000);
    afterAll(async () => {
      await app?.close();
      await testDb?.cleanup();
    });

    it('tells the story of the mocks: the same catalogue, courses, entities, questions, classes and people', async () => {
      expect(await storyFrom(admin)).toEqual(mocksStory);
    }, 60_000);

    it('saves every seeded record of every resource back unchanged, and it stays the same', async () => {
      const report = await resaveEveryRecord(admin);
      expect(report.failures).toEqual([]);
      expect(report.saved).toEqual({
        categorias: data.categorias.length,
        perfis: data.perfis.length,
        usuarios: data.usuarios.length,
        tenants: data.tenants.length,
        cursos: data.cursos.length,
        questoes: data.questoes.length,
        problemas: data.problemas.length,
        turmas: data.turmas.length,
      });
      expect(await storyFrom(admin)).toEqual(mocksStory);
      // A GET and a PUT for each of some 280 records, questions included.
    }, 240_000);

    it('signs in the demo accounts only: the other demo users have no password on a server', async () => {
      const accounts: string[] = Object.values(DEMO_ACCOUNTS).map((a) => a.email);
      for (const email of accounts) {
        const api = client();
        await api.signIn(email, DEMO_PASSWORD);
        expect((await api.auth.userinfo()).data.email).toBe(email);
      }
      const others = data.usuarios.filter((u) => !accounts.includes(u.email));
      expect(others.length).toBeGreaterThan(0);
      for (const user of others) {
        await expect(client().signIn(user.email, DEMO_PASSWORD), user.email).rejects.toMatchObject({
          status: 401,
        });
      }
    }, 60_000);
  });
}
