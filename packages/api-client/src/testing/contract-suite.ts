/**
 * The contract suite: the same Vitest assertions against any server that claims to speak Hangar's
 * API — the MSW handlers of `@hangar/api-client/mocks` and the real server of `apps/api`. A mock
 * that says something the server does not is a failing test on one of the two targets.
 */
import { MESSAGES, PERMISSIONS, TIPOS_CURSO, VIEW_PERMISSIONS } from '@hangar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../client/api-error.js';
import { type ApiClient, createApiClient } from '../client/create-api-client.js';
import { DEFAULT_CLIENT } from '../contract/auth.js';
import { ENDPOINT_LIST, type EndpointDef } from '../contract/endpoints.js';
import type { PermissaoNode } from '../contract/perfis.js';
import { cnpjWithCheckDigits } from '../mocks/fixtures/random.js';
import { memorySessionStorage } from '../session/storage.js';

/** A server to run the suite against. */
export interface ContractTarget {
  /** Shown in the describe block, e.g. `'msw'` or `'api (PGlite)'`. */
  name: string;
  /** Read after `setup()`, so it may be assigned there (e.g. a random port). */
  baseUrl: string;
  /** Starts the server (or the interceptor) with its seed data. */
  setup(): Promise<void>;
  /** Stops it. */
  teardown(): Promise<void>;
}

/** The demo accounts every target must seed (README). */
export const CONTRACT_ACCOUNTS = {
  admin: { username: 'admin@hangar.dev', password: 'hangar123' },
  leitor: { username: 'leitor@hangar.dev', password: 'hangar123' },
} as const;

/** Captures a rejection as an `ApiError` (fails the test when the call succeeds). */
export async function apiError(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('Expected the call to fail');
}

/** A unique suffix, so runs against a persistent server never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`;

/**
 * Registers the contract suite for `target`.
 *
 * @example
 * contractSuite({ name: 'msw', baseUrl: 'http://contract.test', setup: async () => server.listen(), teardown: async () => server.close() });
 */
export function contractSuite(target: ContractTarget): void {
  describe(`contract · ${target.name}`, () => {
    const clients = {} as { admin: ApiClient; leitor: ApiClient; anonymous: ApiClient };
    const newClient = () =>
      createApiClient({
        baseUrl: target.baseUrl,
        clientId: DEFAULT_CLIENT.client_id,
        clientSecret: DEFAULT_CLIENT.client_secret,
        storage: memorySessionStorage(),
      });

    beforeAll(async () => {
      await target.setup();
      clients.admin = newClient();
      clients.leitor = newClient();
      clients.anonymous = newClient();
      await clients.admin.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
      await clients.leitor.signIn(CONTRACT_ACCOUNTS.leitor.username, CONTRACT_ACCOUNTS.leitor.password);
    });
    afterAll(async () => {
      await target.teardown();
    });

    describe('sessions', () => {
      it('signs in with the password grant: a Bearer pair and expires_in_date', async () => {
        const client = newClient();
        const before = Date.now();
        const session = await client.signIn(
          CONTRACT_ACCOUNTS.admin.username,
          CONTRACT_ACCOUNTS.admin.password,
        );
        expect(session.access_token).not.toBe('');
        expect(session.refresh_token).not.toBe('');
        expect(session.expires_in).toBeGreaterThan(0);
        const expiry = Date.parse(session.expires_in_date);
        expect(expiry).toBeGreaterThanOrEqual(before + session.expires_in * 1000 - 1000);
      });

      it('answers userinfo with the union of the profiles: every permission for the admin', async () => {
        const { data } = await clients.admin.auth.userinfo();
        expect(data.email).toBe(CONTRACT_ACCOUNTS.admin.username);
        expect(new Set(data.permissoes)).toEqual(new Set(PERMISSIONS));
        expect(data.perfis.length).toBeGreaterThan(0);
      });

      it('gives the view-only account exactly the *.visualizar permissions', async () => {
        const { data } = await clients.leitor.auth.userinfo();
        expect(new Set(data.permissoes)).toEqual(new Set(VIEW_PERMISSIONS));
      });

      it('refuses a wrong password with 401 {message}', async () => {
        const error = await apiError(newClient().signIn(CONTRACT_ACCOUNTS.admin.username, 'wrong-password'));
        expect(error.status).toBe(401);
        expect(typeof (error.body as { message?: unknown }).message).toBe('string');
      });

      it('refuses an unknown client with 401', async () => {
        const client = createApiClient({ baseUrl: target.baseUrl, clientId: 999, clientSecret: 'nope' });
        const error = await apiError(
          client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password),
        );
        expect(error.status).toBe(401);
      });

      it('answers missing credentials with a bare 422 field map', async () => {
        const error = await apiError(newClient().signIn('', ''));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({
          username: [MESSAGES.login.emailRequired],
          password: [MESSAGES.login.passwordRequired],
        });
      });

      it('rotates refresh tokens: a new pair, and the old refresh token is refused', async () => {
        const client = newClient();
        const first = await client.signIn(CONTRACT_ACCOUNTS.admin.username, CONTRACT_ACCOUNTS.admin.password);
        const second = await client.refresh();
        expect(second?.access_token).toBeTruthy();
        expect(second?.access_token).not.toBe(first.access_token);
        await expect(client.auth.userinfo()).resolves.toMatchObject({
          data: { email: CONTRACT_ACCOUNTS.admin.username },
        });

        const replay = newClient();
        replay.setSession(first);
        expect(await replay.refresh()).toBeNull();
      });

      it('revokes on sign-out: the old access token gets 401', async () => {
        const client = newClient();
        const session = await client.signIn(
          CONTRACT_ACCOUNTS.admin.username,
          CONTRACT_ACCOUNTS.admin.password,
        );
        await client.signOut();
        expect(client.getSession()).toBeNull();
        const stale = newClient();
        stale.setSession(session);
        const error = await apiError(stale.call('auth.userinfo'));
        expect(error.status).toBe(401);
      });

      it('answers 401 {message} without a token', async () => {
        const error = await apiError(clients.anonymous.auth.userinfo());
        expect(error.status).toBe(401);
        expect(typeof (error.body as { message?: unknown }).message).toBe('string');
      });
    });

    describe('authentication and permissions, for every row of ENDPOINTS', () => {
      /** Minimal input that passes routing: params filled, query and body left for validation. */
      const dummyInput = (endpoint: EndpointDef) => {
        const params: Record<string, string | number> = {};
        for (const [, key] of endpoint.path.matchAll(/:([A-Za-z_]+)/g)) {
          params[key!] = key === 'cep' ? '01310100' : key === 'accessToken' ? 'x' : 1;
        }
        return { params, body: endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : {} };
      };
      const protectedRows = ENDPOINT_LIST.filter((e) => e.auth !== 'public');
      const writeRows = protectedRows.filter(
        (e) => e.auth !== 'signed-in' && !(VIEW_PERMISSIONS as readonly string[]).includes(e.auth),
      );

      it.each(protectedRows.map((e) => [e.name, e] as const))(
        '%s answers 401 {message} without a token',
        async (_, endpoint) => {
          const error = await apiError(clients.anonymous.request(endpoint, dummyInput(endpoint) as never));
          expect(error.status).toBe(401);
          expect(typeof (error.body as { message?: unknown }).message).toBe('string');
        },
      );

      it.each(writeRows.map((e) => [e.name, e] as const))(
        '%s answers 403 to the view-only account',
        async (_, endpoint) => {
          const error = await apiError(clients.leitor.request(endpoint, dummyInput(endpoint) as never));
          expect(error.status).toBe(403);
          expect(typeof (error.body as { message?: unknown }).message).toBe('string');
        },
      );

      it('lets the view-only account read every list', async () => {
        const c = clients.leitor;
        await expect(c.cursos.list()).resolves.toBeTruthy();
        await expect(c.questoes.list()).resolves.toBeTruthy();
        await expect(c.problemas.list()).resolves.toBeTruthy();
        await expect(c.tenants.list()).resolves.toBeTruthy();
        await expect(c.perfis.list()).resolves.toBeTruthy();
        await expect(c.usuarios.list()).resolves.toBeTruthy();
        await expect(c.turmas.list()).resolves.toBeTruthy();
        await expect(c.categorias.list()).resolves.toBeTruthy();
        await expect(c.modalidades.list()).resolves.toBeTruthy();
        await expect(c.permissoes.tree()).resolves.toBeTruthy();
      });
    });

    describe('paged lists', () => {
      it('answer {data: {data, total, current_page, per_page, last_page}} and honour page and per_page', async () => {
        const first = await clients.admin.questoes.list({ query: { page: 1, per_page: 7 } });
        // Both targets seed more than one page, so the second page below is not trivially disjoint.
        expect(first.data.total).toBeGreaterThan(7);
        expect(first.data.current_page).toBe(1);
        expect(first.data.per_page).toBe(7);
        expect(first.data.data.length).toBe(Math.min(7, first.data.total));
        expect(first.data.last_page).toBe(Math.max(1, Math.ceil(first.data.total / 7)));
        const second = await clients.admin.questoes.list({ query: { page: 2, per_page: 7 } });
        expect(second.data.current_page).toBe(2);
        const firstIds = new Set(first.data.data.map((q) => q.id));
        expect(second.data.data.some((q) => firstIds.has(q.id))).toBe(false);
      });

      it('default to page 1 and 15 per page', async () => {
        const { data } = await clients.admin.cursos.list();
        expect(data.current_page).toBe(1);
        expect(data.per_page).toBe(15);
      });

      it('answer a page past the end with an empty list and the real total', async () => {
        const { data } = await clients.admin.cursos.list({ query: { page: 9999, per_page: 10 } });
        expect(data.data).toEqual([]);
        expect(data.total).toBeGreaterThan(0);
      });

      it('accept per_page up to 1000 and refuse more with a bare 422 field map', async () => {
        await expect(clients.admin.cursos.list({ query: { per_page: 1000 } })).resolves.toBeTruthy();
        const error = await apiError(clients.admin.cursos.list({ query: { per_page: 1001 } }));
        expect(error.status).toBe(422);
        expect(Object.keys(error.body as object)).toEqual(['per_page']);
        expect(error.body).not.toHaveProperty('message');
      });
    });

    describe('catalogues', () => {
      it('lists modalidades and file types', async () => {
        const modalidades = await clients.admin.modalidades.list({ query: { per_page: 100 } });
        expect(modalidades.data.data.length).toBeGreaterThan(0);
        const tipos = await clients.admin.arquivos.tipos();
        expect(tipos.data.map((t) => t.id)).toEqual(expect.arrayContaining([1, 2, 3]));
      });

      it('creates, finds, renames and deletes a categoria', async () => {
        const nome = `Categoria ${unique()}`;
        const created = await clients.leitor.categorias.create({ body: { nome } });
        expect(created.data.nome).toBe(nome);
        const found = await clients.admin.categorias.list({ query: { nome, per_page: 100 } });
        expect(found.data.data).toEqual([{ id: created.data.id, nome }]);
        const renamed = await clients.admin.categorias.update({
          params: { id: created.data.id },
          body: { nome: `${nome} B` },
        });
        expect(renamed.data).toEqual({ id: created.data.id, nome: `${nome} B` });
        await expect(
          clients.admin.categorias.delete({ params: { id: created.data.id } }),
        ).resolves.toBeUndefined();
        const gone = await clients.admin.categorias.list({ query: { nome, per_page: 100 } });
        expect(gone.data.data).toEqual([]);
        expect(
          (
            await apiError(
              clients.admin.categorias.update({ params: { id: created.data.id }, body: { nome } }),
            )
          ).status,
        ).toBe(404);
      });

      it('refuses a blank categoria name with the domain message', async () => {
        const error = await apiError(clients.admin.categorias.create({ body: { nome: ' ' } }));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ nome: [MESSAGES.category.nomeRequired] });
      });
    });

    describe('uploads', () => {
      const png = () =>
        new File(
          [
            new Uint8Array([
              0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52,
            ]),
          ],
          'capa.png',
          {
            type: 'image/png',
          },
        );
      const pdf = () =>
        new File([new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\n')], 'apostila.pdf', {
          type: 'application/pdf',
        });

      it('stores a course image (field avatar) and reports progress', async () => {
        const progress: number[] = [];
        const { data } = await clients.admin.arquivos.temp({
          body: { avatar: png() },
          onProgress: (f) => progress.push(f),
        });
        expect(data.url).not.toBe('');
        expect(data.mime).toBe('image/png');
        expect(progress.at(-1)).toBe(1);
      });

      it('checks the kind from the bytes: a PDF named .png is not an image', async () => {
        const fake = new File([await pdf().arrayBuffer()], 'capa.png', { type: 'image/png' });
        const error = await apiError(clients.admin.arquivos.temp({ body: { avatar: fake } }));
        expect(error.status).toBe(422);
        expect(Object.keys(error.body as object)).toEqual(['avatar']);
      });

      it('stores a material with nome and tipo_arquivo_id', async () => {
        const { data } = await clients.admin.arquivos.upload({
          body: { file: pdf(), nome: 'Apostila', tipo_arquivo_id: 1 },
        });
        expect(data).toMatchObject({ nome: 'Apostila', mime: 'application/pdf', tipo_arquivo_id: 1 });
        expect(data.id).toBeGreaterThan(0);
      });

      it('refuses a material that is not an image, PDF, mp4 or mov', async () => {
        const text = new File(['apenas texto'], 'notas.pdf', { type: 'application/pdf' });
        const error = await apiError(
          clients.admin.arquivos.upload({ body: { file: text, nome: 'Notas', tipo_arquivo_id: 1 } }),
        );
        expect(error.status).toBe(422);
        expect(Object.keys(error.body as object)).toEqual(['file']);
      });
    });

    describe('courses', () => {
      const baseCourse = (apelido: string, nome: string) => ({
        apelido,
        nome,
        situacao: 'Ativo' as const,
        qualificacao: 'EXTRA' as const,
        tipo: 'Teórico' as const,
        descricao: 'Curso criado pelo teste de contrato',
        modalidade_id: null,
        categorias: [] as number[],
        curso_id: null,
        permite_sem_homologacao: true,
      });

      it('saves a course with modules, subjects and materials, and reads it back by id and uuid', async () => {
        const tag = unique();
        const upload = await clients.admin.arquivos.upload({
          body: {
            file: new File([new TextEncoder().encode('%PDF-1.4\n')], 'a.pdf'),
            nome: 'Apostila',
            tipo_arquivo_id: 1,
          },
        });
        const categorias = await clients.admin.categorias.list({ query: { per_page: 1 } });
        const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
        const created = await clients.admin.cursos.create({
          body: {
            ...baseCourse(`CT-${tag}`, `Curso Contrato ${tag}`),
            modalidade_id: modalidades.data.data[0]!.id,
            categorias: categorias.data.data.map((c) => c.id),
            modulos: [
              {
                id: 'tmp-1',
                new: true,
                nome: 'Meteorologia',
                ordem: 0,
                assuntos: [
                  {
                    id: 'tmp-2',
                    new: true,
                    nome: 'Nuvens',
                    ordem: 0,
                    arquivos: [
                      { arquivo_id: upload.data.id, nome: 'Apostila', tipo_arquivo_id: 1, new: true },
                    ],
                  },
                  { id: 'tmp-3', new: true, nome: 'Frentes', ordem: 1, arquivos: [] },
                ],
              },
              { id: 'tmp-4', new: true, nome: 'Navegação', ordem: 1, assuntos: [] },
            ],
          },
        });
        const curso = created.data;
        expect(curso.modalidade?.id).toBe(modalidades.data.data[0]!.id);
        expect(curso.categorias.map((c) => c.id)).toEqual(categorias.data.data.map((c) => c.id));
        expect(curso.modulos.map((m) => [m.nome, m.ordem])).toEqual([
          ['Meteorologia', 0],
          ['Navegação', 1],
        ]);
        expect(curso.modulos[0]!.assuntos.map((a) => [a.nome, a.ordem])).toEqual([
          ['Nuvens', 0],
          ['Frentes', 1],
        ]);
        const material = curso.modulos[0]!.assuntos[0]!.arquivos[0]!;
        expect(material).toMatchObject({ arquivo_id: upload.data.id, nome: 'Apostila', tipo_arquivo_id: 1 });
        expect(material.caminho).not.toBe('');

        const byId = await clients.admin.cursos.get({ params: { id: curso.id } });
        const byUuid = await clients.leitor.cursos.get({ params: { id: curso.uuid } });
        expect(byUuid.data).toEqual(byId.data);
        expect(byId.data).toEqual(curso);
      });

      it('renumbers, renames, removes and adds modules in one save', async () => {
        const tag = unique();
        const { data: curso } = await clients.admin.cursos.create({
          body: {
            ...baseCourse(`RN-${tag}`, `Curso Reordenado ${tag}`),
            modulos: ['A', 'B', 'C'].map((nome, i) => ({
              id: `tmp-${i}`,
              new: true,
              nome,
              ordem: i,
              assuntos: [],
            })),
          },
        });
        const [a, b, c] = curso.modulos;
        const { data: saved } = await clients.admin.cursos.update({
          params: { id: curso.uuid },
          body: {
            ...baseCourse(curso.apelido, curso.nome),
            modulos: [
              { id: c!.id, nome: 'C', ordem: 0, assuntos: [] },
              {
                id: b!.id,
                nome: 'B renomeado',
                ordem: 1,
                deleted_at: new Date().toISOString(),
                assuntos: [],
              },
              { id: a!.id, nome: 'A renomeado', ordem: 2, assuntos: [] },
              { id: 'tmp-9', new: true, nome: 'D', ordem: 3, assuntos: [] },
            ],
          },
        });
        expect(saved.modulos.map((m) => [m.nome, m.ordem])).toEqual([
          ['C', 0],
          ['A renomeado', 1],
          ['D', 2],
        ]);
        expect(saved.modulos[0]!.id).toBe(c!.id);
        expect(saved.modulos[1]!.id).toBe(a!.id);
        expect(saved.modulos.map((m) => m.id)).not.toContain(b!.id);
      });

      it('searches and filters the list', async () => {
        const tag = unique();
        const { data: curso } = await clients.admin.cursos.create({
          body: {
            ...baseCourse(`FL-${tag}`, `Filtro ${tag}`),
            situacao: 'Inativo',
            qualificacao: 'ANAC',
            tipo: 'Prático',
            modulos: [{ id: 'tmp-1', new: true, nome: 'Único', ordem: 0, assuntos: [] }],
          },
        });
        const list = (query: Record<string, unknown>) =>
          clients.admin.cursos
            .list({ query: { per_page: 1000, ...query } })
            .then((r) => r.data.data.map((c) => c.id));
        expect(await list({ query: tag })).toEqual([curso.id]);
        expect(await list({ query: `FL-${tag}` })).toEqual([curso.id]);
        expect(await list({ query: tag, situacao: ['Inativo'] })).toEqual([curso.id]);
        expect(await list({ query: tag, situacao: ['Ativo'] })).toEqual([]);
        expect(await list({ query: tag, qualificacao: 'EXTRA' })).toEqual([]);
        expect(await list({ query: tag, tipo: 'Prático' })).toEqual([curso.id]);
        expect(await list({ query: tag, tipo: 'Teórico' })).toEqual([]);
        const ativos = await clients.admin.cursos.list({ query: { per_page: 1000, situacao: ['Ativo'] } });
        expect(ativos.data.data.every((c) => c.situacao === 'Ativo')).toBe(true);
        // Ordering follows the server's collation; whatever it is, `-nome` is `nome` reversed.
        const names = async (order_by: 'nome' | '-nome') =>
          (await clients.admin.cursos.list({ query: { per_page: 1000, order_by } })).data.data.map(
            (c) => c.nome,
          );
        const ascending = await names('nome');
        expect(await names('-nome')).toEqual([...ascending].reverse());
        expect(ascending.length).toBeGreaterThan(1);
      });

      it('answers the module and subject pickers for the chosen ids', async () => {
        const tag = unique();
        const { data: curso } = await clients.admin.cursos.create({
          body: {
            ...baseCourse(`PK-${tag}`, `Picker ${tag}`),
            modulos: [
              {
                id: 't1',
                new: true,
                nome: 'M1',
                ordem: 0,
                assuntos: [{ id: 't2', new: true, nome: 'S1', ordem: 0, arquivos: [] }],
              },
              { id: 't3', new: true, nome: 'M2', ordem: 1, assuntos: [] },
            ],
          },
        });
        const modulos = await clients.admin.cursos.modulos({ query: { cursos: [curso.id] } });
        expect(modulos.data).toEqual(
          curso.modulos.map(({ id, nome, ordem, curso_id }) => ({ id, nome, ordem, curso_id })),
        );
        const assuntos = await clients.admin.cursos.assuntos({ query: { modulos: [curso.modulos[0]!.id] } });
        expect(assuntos.data.map((a) => a.nome)).toEqual(['S1']);
        expect(assuntos.data[0]!.curso_modulo_id).toBe(curso.modulos[0]!.id);
      });

      it('refuses an invalid course with the messages of §5 as a bare field map', async () => {
        const error = await apiError(
          clients.admin.cursos.create({
            body: { ...baseCourse('X', 'Sem módulos'), situacao: '' as 'Ativo', modulos: [] },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({
          situacao: [MESSAGES.course.situacaoRequired],
          modulos: [MESSAGES.course.modulesRequired],
        });
      });

      it('deletes by uuid, then answers 404', async () => {
        const tag = unique();
        const { data: curso } = await clients.admin.cursos.create({
          body: {
            ...baseCourse(`DL-${tag}`, `Apagar ${tag}`),
            modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
          },
        });
        await expect(
          clients.admin.cursos.delete({ params: { id: curso.uuid }, query: { ids: curso.uuid } }),
        ).resolves.toBeUndefined();
        expect((await apiError(clients.admin.cursos.get({ params: { id: curso.id } }))).status).toBe(404);
        expect((await apiError(clients.admin.cursos.delete({ params: { id: curso.uuid } }))).status).toBe(
          404,
        );
      });
    });

    describe('questions', () => {
      const opcoes = [
        { titulo: '7500', resposta_correta: false },
        { titulo: '7600', resposta_correta: false },
        { titulo: '7700', resposta_correta: true },
      ];

      it('saves a question with answers, classifies it and derives its situacao', async () => {
        const tag = unique();
        const created = await clients.admin.questoes.create({
          body: { titulo: `Código de emergência ${tag}`, descricao: 'Transponder', opcoes },
        });
        const q = created.data;
        expect(q).toMatchObject({
          situacao: 'Sem Classificação',
          total_curso: 0,
          total_modulo: 0,
          total_assunto: 0,
          ativo: 1,
        });
        expect(q.opcoes.map((o) => [o.titulo, o.resposta_correta, o.number])).toEqual([
          ['7500', false, 1],
          ['7600', false, 2],
          ['7700', true, 3],
        ]);

        const { data: curso } = await clients.admin.cursos.create({
          body: {
            apelido: `Q-${tag}`,
            nome: `Curso das questões ${tag}`,
            situacao: 'Ativo',
            modulos: [
              {
                id: 't1',
                new: true,
                nome: 'Regulamentação',
                ordem: 0,
                assuntos: [{ id: 't2', new: true, nome: 'Transponder', ordem: 0, arquivos: [] }],
              },
            ],
          },
        });
        const modulo = curso.modulos[0]!;
        const assunto = modulo.assuntos[0]!;

        const incompleta = await clients.admin.questoes.classificacao.put({
          params: { id: q.id },
          body: { cursos: [curso.id], modulos: [], assuntos: [], problemas: [] },
        });
        expect(incompleta.data).toMatchObject({ situacao: 'Incompleta', total_curso: 1, total_modulo: 0 });

        const { data: problema } = await clients.admin.problemas.create({
          body: { titulo: `Problema ${tag}` },
        });
        const classificada = await clients.admin.questoes.classificacao.put({
          params: { id: q.uuid },
          body: {
            cursos: [curso.id],
            modulos: [modulo.id],
            assuntos: [assunto.id],
            problemas: [problema.id],
          },
        });
        expect(classificada.data).toMatchObject({
          situacao: 'Classificada',
          total_curso: 1,
          total_modulo: 1,
          total_assunto: 1,
        });

        const classificacao = await clients.admin.questoes.classificacao.get({ params: { id: q.id } });
        expect(classificacao.data).toEqual({
          cursos: [{ id: curso.id, nome: curso.nome, tipo: curso.tipo }],
          modulos: [{ id: modulo.id, nome: modulo.nome, curso_id: curso.id }],
          assuntos: [{ id: assunto.id, nome: assunto.nome, curso_modulo_id: modulo.id }],
          problemas: [{ id: problema.id, titulo: problema.titulo }],
        });
        const linked = await clients.admin.problemas.get({ params: { id: problema.id } });
        expect(linked.data.questoes).toEqual([{ id: q.id, titulo: q.titulo }]);

        const filtered = await clients.admin.questoes.list({
          query: {
            titulo: tag,
            cursos: [curso.id],
            modulos: [modulo.id],
            assuntos: [assunto.id],
            situacao: ['Classificada'],
          },
        });
        expect(filtered.data.data.map((x) => x.id)).toEqual([q.id]);
        const other = await clients.admin.questoes.list({ query: { titulo: tag, situacao: ['Incompleta'] } });
        expect(other.data.data).toEqual([]);
      });

      it('filters by ativo and answers the simple picker', async () => {
        const tag = unique();
        const { data: inativa } = await clients.admin.questoes.create({
          body: { titulo: `Inativa ${tag}`, ativo: 0, opcoes },
        });
        expect(
          (await clients.admin.questoes.list({ query: { titulo: tag, ativo: 0 } })).data.data.map(
            (q) => q.id,
          ),
        ).toEqual([inativa.id]);
        expect((await clients.admin.questoes.list({ query: { titulo: tag, ativo: 1 } })).data.data).toEqual(
          [],
        );
        const simple = await clients.admin.questoes.simple({ query: { titulo: tag } });
        expect(simple.data).toEqual([{ id: inativa.id, titulo: inativa.titulo }]);
      });

      it('updates the answers in list order', async () => {
        const { data: q } = await clients.admin.questoes.create({
          body: { titulo: `Ordem ${unique()}`, opcoes },
        });
        const { data: saved } = await clients.admin.questoes.update({
          params: { id: q.id },
          body: {
            titulo: q.titulo,
            opcoes: [
              { id: q.opcoes[2]!.id, titulo: '7700', resposta_correta: true },
              { id: q.opcoes[0]!.id, titulo: '7500 (sequestro)', resposta_correta: false },
            ],
          },
        });
        expect(saved.opcoes.map((o) => [o.titulo, o.number])).toEqual([
          ['7700', 1],
          ['7500 (sequestro)', 2],
        ]);
      });

      it('refuses a question without exactly one correct answer', async () => {
        const error = await apiError(
          clients.admin.questoes.create({
            body: { titulo: 'Sem correta', opcoes: [{ titulo: 'a', resposta_correta: false }] },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
      });

      it('deletes, then answers 404', async () => {
        const { data: q } = await clients.admin.questoes.create({
          body: { titulo: `Apagar ${unique()}`, opcoes },
        });
        await clients.admin.questoes.delete({ params: { id: q.id }, query: { ids: String(q.id) } });
        expect((await apiError(clients.admin.questoes.get({ params: { id: q.id } }))).status).toBe(404);
        expect(
          (await apiError(clients.admin.questoes.classificacao.get({ params: { id: q.uuid } }))).status,
        ).toBe(404);
      });
    });

    describe('problems', () => {
      it('saves a problem with attachments and linked questions (objects or ids), searches, deletes', async () => {
        const tag = unique();
        const { data: q } = await clients.admin.questoes.create({
          body: { titulo: `Vinculada ${tag}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
        });
        const upload = await clients.admin.arquivos.upload({
          body: {
            file: new File([new TextEncoder().encode('%PDF-1.7\n')], 'carta.pdf'),
            nome: 'Carta',
            tipo_arquivo_id: 1,
          },
        });
        const { data: p } = await clients.admin.problemas.create({
          body: {
            titulo: `Navegação ${tag}`,
            descricao: 'Planejamento',
            arquivos: [{ arquivo_id: upload.data.id, nome: 'Carta', tipo_arquivo_id: 1, new: true }],
            questoes: [{ id: q.id }],
          },
        });
        expect(p).toMatchObject({
          titulo: `Navegação ${tag}`,
          total_questoes: 1,
          questoes: [{ id: q.id, titulo: q.titulo }],
        });
        expect(p.arquivos).toHaveLength(1);
        const found = await clients.admin.problemas.list({ query: { titulo: tag } });
        expect(found.data.data).toEqual([
          { id: p.id, titulo: p.titulo, descricao: 'Planejamento', total_questoes: 1 },
        ]);
        const byQuestion = await clients.admin.problemas.list({ query: { questoes: [q.id] } });
        expect(byQuestion.data.data.map((x) => x.id)).toEqual([p.id]);

        const { data: saved } = await clients.admin.problemas.update({
          params: { id: p.id },
          body: { ...p, titulo: `${p.titulo} (rev)`, questoes: [] },
        });
        expect(saved).toMatchObject({ titulo: `${p.titulo} (rev)`, total_questoes: 0, questoes: [] });
        await clients.admin.problemas.delete({ params: { id: p.id } });
        expect((await apiError(clients.admin.problemas.get({ params: { id: p.id } }))).status).toBe(404);
      });

      it('refuses a blank titulo', async () => {
        const error = await apiError(clients.admin.problemas.create({ body: { titulo: '' } }));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ titulo: [MESSAGES.problem.tituloRequired] });
      });
    });

    describe('entities and addresses', () => {
      it('looks up CEP 01310-100 (Avenida Paulista, São Paulo/SP)', async () => {
        const { data } = await clients.admin.enderecos.cep({ params: { cep: '01310-100' } });
        expect(data).toMatchObject({ estado_id: 25, cidade_id: 3550308, bairro: 'Bela Vista' });
        expect(data.logradouro).toContain('Paulista');
        expect((await apiError(clients.admin.enderecos.cep({ params: { cep: 'abc' } }))).status).toBe(422);
      });

      it('lists the cities of a state', async () => {
        const { data } = await clients.admin.enderecos.cidades({ query: { estado_id: 25 } });
        expect(data).toContainEqual({ id: 3550308, nome: 'São Paulo' });
        const error = await apiError(clients.admin.enderecos.cidades({ query: { estado_id: 99 } }));
        expect(error.status).toBe(422);
        expect(Object.keys(error.body as object)).toEqual(['estado_id']);
      });

      it('saves an entity with address and administrator, reads it by id and uuid, searches, deletes', async () => {
        const tag = unique();
        const body = {
          nome: `Aeroclube Contrato ${tag}`,
          nome_fantasia: 'Aeroclube Contrato',
          perfil_acesso: 2 as const,
          cnpj: '11.222.333/0001-81',
          codigo_anac: 'AC-9999',
          situacao: 'Liberada' as const,
          email: 'contato@contrato.org.br',
          site: 'https://contrato.org.br',
          contato: '+55 11 2221-5555',
          endereco: {
            cep: '01310-100',
            logradouro: 'Avenida Paulista, 1000',
            complemento: 'Sala 1',
            bairro: 'Bela Vista',
            estado: { id: 25 },
            cidade_id: 3550308,
          },
          administrador: { email: 'admin@contrato.org.br', pessoa: { nome: 'Ana Administradora' } },
        };
        const { data: t } = await clients.admin.tenants.create({ body });
        expect(t).toMatchObject({
          nome: body.nome,
          perfil_acesso: 2,
          perfil: 'Aeroclube',
          cnpj: '11222333000181',
          situacao: 'Liberada',
          uf: 'SP',
          endereco: { estado: { id: 25, sigla: 'SP' }, cidade_id: 3550308, bairro: 'Bela Vista' },
          administrador: { email: 'admin@contrato.org.br', pessoa: { nome: 'Ana Administradora' } },
          cursos: [],
        });
        expect((await clients.admin.tenants.get({ params: { id: t.uuid } })).data).toEqual(t);
        const found = await clients.admin.tenants.list({ query: { nome: tag } });
        expect(found.data.data.map((x) => x.id)).toEqual([t.id]);
        const { data: suspended } = await clients.admin.tenants.update({
          params: { id: t.id },
          body: { ...body, situacao: 'Suspensa' },
        });
        expect(suspended.situacao).toBe('Suspensa');
        await clients.admin.tenants.delete({ params: { id: t.id } });
        expect((await apiError(clients.admin.tenants.get({ params: { id: t.id } }))).status).toBe(404);
      });

      it('refuses an entity without situacao and Razão Social, or with an invalid CNPJ', async () => {
        const error = await apiError(
          clients.admin.tenants.create({
            body: { nome: '', situacao: '' as 'Ativo', perfil_acesso: 3, cnpj: '11.222.333/0001-00' },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({
          situacao: [MESSAGES.entity.situacaoRequired],
          nome: [MESSAGES.entity.nomeRequired],
          cnpj: [MESSAGES.entity.cnpjInvalid],
        });
      });
    });

    describe('profiles and users', () => {
      it('answers the permission tree with every permission exactly once', async () => {
        const { data } = await clients.admin.permissoes.tree();
        const leaves: PermissaoNode[] = [];
        const walk = (nodes: PermissaoNode[]) => {
          for (const n of nodes) {
            if (n.children?.length) walk(n.children);
            else leaves.push(n);
          }
        };
        walk(data);
        expect(leaves.map((l) => l.key).sort()).toEqual([...PERMISSIONS].sort());
        expect(leaves.every((l) => typeof l.id === 'number')).toBe(true);
      });

      it('saves a profile from tree ids; a user with it signs in holding exactly those permissions', async () => {
        const tag = unique();
        const { data: tree } = await clients.admin.permissoes.tree();
        const ids = new Map<string, number>();
        const walk = (nodes: PermissaoNode[]) => {
          for (const n of nodes) {
            if (n.id !== undefined) ids.set(n.key, n.id);
            walk(n.children ?? []);
          }
        };
        walk(tree);
        const wanted = ['curso.visualizar', 'turma.visualizar'];
        const { data: perfil } = await clients.admin.perfis.create({
          body: { nome: `Perfil ${tag}`, permissoes: wanted.map((p) => ids.get(p)!) },
        });
        expect(perfil.permissoes.map((p) => p.nome).sort()).toEqual(wanted);
        expect((await clients.admin.perfis.get({ params: { id: perfil.id } })).data).toEqual(perfil);
        expect((await clients.admin.perfis.list({ query: { nome: tag } })).data.data).toEqual([
          { id: perfil.id, nome: perfil.nome },
        ]);

        const email = `usuario.${tag}@contrato.dev`;
        const { data: usuario } = await clients.admin.usuarios.create({
          body: { nome: `Usuário ${tag}`, email, perfis: [perfil.id], password: 'senha-do-contrato' },
        });
        expect(usuario).toMatchObject({
          email,
          situacao: 'Ativo',
          perfis: [{ id: perfil.id, nome: perfil.nome }],
        });
        const found = await clients.admin.usuarios.list({ query: { email } });
        expect(found.data.data.map((u) => u.id)).toEqual([usuario.id]);

        const own = newClient();
        await own.signIn(email, 'senha-do-contrato');
        expect((await own.auth.userinfo()).data.permissoes.sort()).toEqual(wanted);
        expect(
          (
            await apiError(
              own.cursos.create({ body: { apelido: 'x', nome: 'x', situacao: 'Ativo', modulos: [] } }),
            )
          ).status,
        ).toBe(403);

        const { data: updated } = await clients.admin.usuarios.update({
          params: { id: usuario.id },
          body: { nome: usuario.nome, email, perfis: [], situacao: 'Inativo' },
        });
        expect(updated).toMatchObject({ situacao: 'Inativo', perfis: [] });
        await clients.admin.usuarios.delete({ params: { id: usuario.id } });
        expect(
          (
            await apiError(
              clients.admin.usuarios.update({ params: { id: usuario.id }, body: { nome: 'x', email } }),
            )
          ).status,
        ).toBe(404);
        await clients.admin.perfis.delete({ params: { id: perfil.id } });
        expect((await apiError(clients.admin.perfis.get({ params: { id: perfil.id } }))).status).toBe(404);
      });

      it('refuses a blank profile name and an invalid user e-mail', async () => {
        const perfil = await apiError(clients.admin.perfis.create({ body: { nome: '' } }));
        expect(perfil.status).toBe(422);
        expect(perfil.body).toEqual({ nome: [MESSAGES.profile.nomeRequired] });
        const usuario = await apiError(
          clients.admin.usuarios.create({ body: { nome: 'Ana', email: 'ana-sem-arroba' } }),
        );
        expect(usuario.status).toBe(422);
        expect(usuario.body).toEqual({ email: [MESSAGES.field.emailInvalid] });
      });
    });

    describe('classes', () => {
      it('saves a class with its weekly schedule, reads it back, searches, deletes', async () => {
        const tag = unique();
        const cursos = await clients.admin.cursos.list({ query: { per_page: 1 } });
        const curso = cursos.data.data[0]!;
        const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
        const calendarios = Array.from({ length: 7 }, (_, dia) =>
          dia === 1 || dia === 3
            ? { dia, ativo: 1 as const, horarios: [{ inicio: '19:00', fim: '22:00' }] }
            : { dia, ativo: 0 as const, horarios: [] },
        );
        const { data: turma } = await clients.admin.turmas.create({
          body: {
            nome: `Turma ${tag}`,
            curso_id: curso.id,
            modalidade_id: modalidades.data.data[0]!.id,
            tipo_curso_id: 1,
            data_inicio: '2026-03-02',
            data_fim: '2026-07-31',
            categoria: 'extensivo',
            calendarios,
          },
        });
        expect(turma).toMatchObject({
          nome: `Turma ${tag}`,
          curso_id: curso.id,
          curso: curso.nome,
          curso_apelido: curso.apelido,
          data_inicio: '2026-03-02',
          data_fim: '2026-07-31',
          categoria: 'extensivo',
          data_cancelamento: null,
          total_aluno: 0,
        });
        expect(turma.codigo).not.toBe('');
        expect(turma.calendarios).toEqual(calendarios);
        expect((await clients.admin.turmas.get({ params: { id: turma.uuid } })).data).toEqual(turma);
        expect(
          (await clients.admin.turmas.list({ query: { nome: tag } })).data.data.map((t) => t.id),
        ).toEqual([turma.id]);
        const { data: cancelada } = await clients.admin.turmas.update({
          params: { id: turma.id },
          body: {
            nome: turma.nome,
            curso_id: curso.id,
            modalidade_id: turma.modalidade_id,
            data_cancelamento: '2026-04-01',
            calendarios,
          },
        });
        expect(cancelada.data_cancelamento).toBe('2026-04-01');
        await clients.admin.turmas.delete({ params: { id: turma.id } });
        expect((await apiError(clients.admin.turmas.get({ params: { id: turma.id } }))).status).toBe(404);
      });

      it("lists classes newest start first (undated last), finds one by code, defaults its type to the course's", async () => {
        const tag = unique();
        const cursos = await clients.admin.cursos.list({ query: { per_page: 100 } });
        const curso = cursos.data.data.find((c) => c.tipo !== null)!;
        const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
        const base = { curso_id: curso.id, modalidade_id: modalidades.data.data[0]!.id };
        const make = (n: string, data_inicio?: string) =>
          clients.admin.turmas.create({ body: { ...base, nome: `Ordem ${tag} ${n}`, data_inicio } });
        const { data: undated } = await make('a');
        const { data: older } = await make('b', '2026-01-05');
        const { data: newer } = await make('c', '2026-06-01');
        expect(undated.tipo_curso_id).toBe(TIPOS_CURSO.indexOf(curso.tipo!) + 1);
        const list = await clients.admin.turmas.list({ query: { nome: `Ordem ${tag}` } });
        expect(list.data.data.map((t) => t.id)).toEqual([newer.id, older.id, undated.id]);
        const byCode = await clients.admin.turmas.list({ query: { nome: newer.codigo } });
        expect(byCode.data.data.map((t) => t.id)).toContain(newer.id);
        for (const t of [undated, older, newer]) await clients.admin.turmas.delete({ params: { id: t.id } });
      });

      it('refuses a class without nome, curso and modalidade', async () => {
        const error = await apiError(
          clients.admin.turmas.create({
            body: { nome: '', curso_id: null as unknown as number, modalidade_id: null as unknown as number },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({
          nome: [MESSAGES.klass.nomeRequired],
          curso_id: [MESSAGES.klass.cursoRequired],
          modalidade_id: [MESSAGES.klass.modalidadeRequired],
        });
      });
    });

    describe('uniqueness and references', () => {
      it('refuses a categoria name already taken (any case) with 422', async () => {
        const nome = `Única ${unique()}`;
        await clients.admin.categorias.create({ body: { nome } });
        const error = await apiError(clients.admin.categorias.create({ body: { nome: nome.toUpperCase() } }));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ nome: [MESSAGES.field.taken] });
      });

      it('refuses a profile name already taken with 422', async () => {
        const nome = `Perfil único ${unique()}`;
        await clients.admin.perfis.create({ body: { nome } });
        const error = await apiError(clients.admin.perfis.create({ body: { nome } }));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ nome: [MESSAGES.field.taken] });
      });

      it('refuses a course apelido already taken with 422', async () => {
        const apelido = `AP-${unique()}`;
        const body = {
          apelido,
          nome: `Curso ${apelido}`,
          situacao: 'Ativo' as const,
          modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
        };
        await clients.admin.cursos.create({ body });
        const error = await apiError(
          clients.admin.cursos.create({ body: { ...body, apelido: apelido.toLowerCase(), nome: 'Curso B' } }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ apelido: [MESSAGES.field.taken] });
      });

      it('refuses a user e-mail already taken (any case) with 422, on create and update', async () => {
        const email = `unico.${unique()}@contrato.dev`;
        const { data: first } = await clients.admin.usuarios.create({ body: { nome: 'Primeiro', email } });
        const { data: second } = await clients.admin.usuarios.create({
          body: { nome: 'Segundo', email: `outro.${email}` },
        });
        const taken = { email: [MESSAGES.field.taken] };
        const created = await apiError(
          clients.admin.usuarios.create({ body: { nome: 'Cópia', email: email.toUpperCase() } }),
        );
        expect([created.status, created.body]).toEqual([422, taken]);
        const updated = await apiError(
          clients.admin.usuarios.update({ params: { id: second.id }, body: { nome: 'Segundo', email } }),
        );
        expect([updated.status, updated.body]).toEqual([422, taken]);
        // Saving a user with its own e-mail is not a clash.
        await expect(
          clients.admin.usuarios.update({ params: { id: first.id }, body: { nome: 'Primeiro', email } }),
        ).resolves.toMatchObject({ data: { email } });
        await clients.admin.usuarios.delete({ params: { id: first.id } });
        await clients.admin.usuarios.delete({ params: { id: second.id } });
      });

      it('refuses an entity CNPJ already taken (masked or not) with 422', async () => {
        // A fresh valid CNPJ per run, so a persistent server never holds it already.
        const base = `${Date.now()}${Math.floor(Math.random() * 10)}`.slice(-12).padStart(12, '0');
        const cnpj = cnpjWithCheckDigits(base);
        const masked = `${cnpj.slice(0, 2)}.${cnpj.slice(2, 5)}.${cnpj.slice(5, 8)}/${cnpj.slice(8, 12)}-${cnpj.slice(12)}`;
        const body = { nome: `Entidade ${unique()}`, situacao: 'Ativo' as const, perfil_acesso: 3 as const };
        const { data: first } = await clients.admin.tenants.create({ body: { ...body, cnpj } });
        const error = await apiError(clients.admin.tenants.create({ body: { ...body, cnpj: masked } }));
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ cnpj: [MESSAGES.field.taken] });
        // Its own CNPJ is not a clash.
        await expect(
          clients.admin.tenants.update({ params: { id: first.id }, body: { ...body, cnpj: masked } }),
        ).resolves.toMatchObject({ data: { cnpj } });
        await clients.admin.tenants.delete({ params: { id: first.id } });
      });

      it('refuses references to unknown ids with 422 Valor inválido', async () => {
        const error = await apiError(
          clients.admin.turmas.create({
            body: { nome: `Turma ${unique()}`, curso_id: 99_999_999, modalidade_id: 99_999_999 },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({
          curso_id: [MESSAGES.field.invalid],
          modalidade_id: [MESSAGES.field.invalid],
        });
      });

      it('answers 409 when deleting a course that still has classes', async () => {
        const tag = unique();
        const { data: curso } = await clients.admin.cursos.create({
          body: {
            apelido: `TC-${tag}`,
            nome: `Com turma ${tag}`,
            situacao: 'Ativo',
            modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
          },
        });
        const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
        const { data: turma } = await clients.admin.turmas.create({
          body: { nome: `Turma ${tag}`, curso_id: curso.id, modalidade_id: modalidades.data.data[0]!.id },
        });
        const error = await apiError(clients.admin.cursos.delete({ params: { id: curso.id } }));
        expect(error.status).toBe(409);
        expect(error.body).toEqual({ message: MESSAGES.errors.generic });
        await clients.admin.turmas.delete({ params: { id: turma.id } });
        await expect(clients.admin.cursos.delete({ params: { id: curso.id } })).resolves.toBeUndefined();
      });

      it('answers 409 to a user deleting themself', async () => {
        const { data: me } = await clients.admin.auth.userinfo();
        const error = await apiError(clients.admin.usuarios.delete({ params: { id: me.id } }));
        expect(error.status).toBe(409);
        expect(error.body).toEqual({ message: MESSAGES.errors.generic });
      });

      it("lists a user without situacao under 'Pendente'", async () => {
        const email = `pendente.${unique()}@contrato.dev`;
        const { data: created } = await clients.admin.usuarios.create({
          body: { nome: 'Sem Situação', email, situacao: null },
        });
        // A new user defaults to Ativo (§4); a save without situacao clears it.
        expect(created.situacao).toBe('Ativo');
        const { data: u } = await clients.admin.usuarios.update({
          params: { id: created.id },
          body: { nome: created.nome, email },
        });
        expect(u.situacao).toBeNull();
        const found = await clients.admin.usuarios.list({ query: { email, situacao: ['Pendente'] } });
        expect(found.data.data.map((x) => x.id)).toEqual([u.id]);
      });
    });

    describe('unknown ids', () => {
      const missingUuid = '00000000-0000-4000-8000-000000000000';
      it.each([
        ['cursos.get', () => clients.admin.cursos.get({ params: { id: 99_999_999 } })],
        ['cursos.get (uuid)', () => clients.admin.cursos.get({ params: { id: missingUuid } })],
        ['questoes.get', () => clients.admin.questoes.get({ params: { id: 99_999_999 } })],
        ['problemas.get', () => clients.admin.problemas.get({ params: { id: 99_999_999 } })],
        ['tenants.get', () => clients.admin.tenants.get({ params: { id: missingUuid } })],
        ['perfis.get', () => clients.admin.perfis.get({ params: { id: 99_999_999 } })],
        ['turmas.get', () => clients.admin.turmas.get({ params: { id: 99_999_999 } })],
        ['enderecos.cep', () => clients.admin.enderecos.cep({ params: { cep: '99999-999' } })],
        ['usuarios.delete', () => clients.admin.usuarios.delete({ params: { id: 99_999_999 } })],
      ] as const)('%s answers 404 {message}', async (_, call) => {
        const error = await apiError(call());
        expect(error.status).toBe(404);
        expect(typeof (error.body as { message?: unknown }).message).toBe('string');
      });
    });
  });
}
