/** Server behaviour beyond the shared contract suite: data, uploads, tree saves, lists, seed. */
import { readdirSync } from 'node:fs';
import { classState } from '@hangar/domain';
import { expect, it } from 'vitest';
import { CEP_FIXTURES, OfflineCepProvider } from '../src/cep/offline.js';
import { MIGRATIONS_DIR, migrate } from '../src/db/migrate.js';
import { loadCidades } from '../src/geo/cidades.js';
import { describeEachDb } from './helper.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

function multipart(fields: Record<string, string>, file?: { field: string; name: string; bytes: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return request.arrayBuffer().then((b) => ({
    payload: Buffer.from(b),
    contentType: request.headers.get('content-type')!,
  }));
}

it('cities: every IBGE municipality, 645 in São Paulo, with accents', () => {
  const all = loadCidades();
  expect(all).toHaveLength(5570);
  expect(new Set(all.map((c) => c.id)).size).toBe(5570);
  expect(all.filter((c) => c.estado_id === 25)).toHaveLength(645);
  expect(all).toContainEqual({ id: 3550308, estado_id: 25, nome: 'São Paulo' });
  expect(all).toContainEqual({ id: 5300108, estado_id: 7, nome: 'Brasília' });
  expect(all.filter((c) => /^[A-Z]+$/.test(c.nome) && c.nome.length > 3)).toEqual([]);
});

it('CEP fixtures point at real cities of their state; 01310-100 is Avenida Paulista', async () => {
  const cidades = new Map(loadCidades().map((c) => [c.id, c]));
  const provider = new OfflineCepProvider();
  for (const cep of Object.keys(CEP_FIXTURES)) {
    const r = (await provider.lookup(cep))!;
    expect(cidades.get(r.cidade_id)?.estado_id, cep).toBe(r.estado_id);
  }
  expect(await provider.lookup('01310100')).toMatchObject({
    estado_id: 25,
    cidade_id: 3550308,
    bairro: 'Bela Vista',
  });
  expect(await provider.lookup('99999999')).toBeNull();
});

describeEachDb('server', (env) => {
  const get = async (url: string) => {
    const { access_token } = await env().login();
    return env().app.inject({ method: 'GET', url, headers: env().auth(access_token) });
  };

  it('migrations are recorded and applied once', async () => {
    expect(await migrate(env().db)).toEqual([]);
    const { rows } = await env().db.query<{ version: string }>(
      'SELECT version FROM schema_migrations ORDER BY version',
    );
    // Every file of the migrations folder, once, in order.
    const files = readdirSync(MIGRATIONS_DIR).filter((f) => /^\d{4}_.*\.sql$/.test(f));
    expect(files.length).toBeGreaterThanOrEqual(4);
    expect(rows.map((r) => r.version)).toEqual(files.sort().map((f) => f.slice(0, 4)));
  });

  it('seed: 200+ questions over the three situacoes, users in every situacao, classes in every state', async () => {
    const { rows: q } = await env().db.query<{ situacao: string; n: number }>(
      'SELECT situacao, count(*)::int AS n FROM questao GROUP BY situacao',
    );
    expect(q.reduce((s, r) => s + r.n, 0)).toBeGreaterThanOrEqual(200);
    expect(q.map((r) => r.situacao).sort()).toEqual(['Classificada', 'Incompleta', 'Sem Classificação']);
    const { rows: u } = await env().db.query<{ s: string | null }>(
      'SELECT DISTINCT situacao AS s FROM usuario',
    );
    expect(u.map((r) => r.s ?? 'null').sort()).toEqual(['Ativo', 'Inativo', 'Pendente', 'null']);
    const turmas = (await get('/api/turma?per_page=100')).json().data.data;
    const states = new Set(turmas.map((t: Parameters<typeof classState>[0]) => classState(t, new Date())));
    // Every display state of a card, 'Não iniciado' included (docs/legacy.md).
    expect([...states].sort()).toEqual(['Cancelado', 'Em Andamento', 'Finalizado', 'Não iniciado']);
    expect(turmas.every((t: { calendarios: unknown[] }) => t.calendarios.length === 7)).toBe(true);
    const cursos = (await get('/api/curso?per_page=100'))
      .json()
      .data.data.map((c: { nome: string }) => c.nome);
    expect(cursos).toEqual(
      expect.arrayContaining([
        'Piloto Privado – Avião (Teórico)',
        'Piloto Privado – Avião (Prático)',
        'Piloto Comercial – Avião',
      ]),
    );
  });

  it('lists: PHP-style arrays, per_page up to 1000, ordering, paging numbers', async () => {
    const ativos = (await get('/api/curso?situacao[]=Ativo&per_page=1000')).json().data;
    expect(ativos.per_page).toBe(1000);
    expect(ativos.data.every((c: { situacao: string }) => c.situacao === 'Ativo')).toBe(true);
    const two = (await get('/api/curso?situacao[]=Ativo&situacao[]=Inativo')).json().data;
    expect(two.total).toBeGreaterThan(ativos.total);
    const desc = (await get('/api/curso?order_by=-nome'))
      .json()
      .data.data.map((c: { nome: string }) => c.nome);
    expect(desc).toEqual([...desc].sort((a, b) => b.localeCompare(a, 'pt-BR')));
    expect((await get('/api/curso?per_page=1001')).statusCode).toBe(422);
    expect((await get('/api/curso?page=0')).statusCode).toBe(422);
    const q = (await get('/api/questao?per_page=20&page=2')).json().data;
    expect(q).toMatchObject({ current_page: 2, per_page: 20, last_page: Math.ceil(q.total / 20) });
    expect(q.data).toHaveLength(20);
    const search = (await get('/api/questao?titulo=100%25')).json().data;
    expect(search.total).toBe(0);
  });

  it('course save: new items created, reordered items renumbered, deleted_at items removed', async () => {
    const { access_token } = await env().login();
    const h = env().auth(access_token);
    const created = await env().app.inject({
      method: 'POST',
      url: '/api/curso',
      headers: h,
      payload: {
        apelido: 'ORD',
        nome: 'Curso de ordenação',
        situacao: 'Novo',
        modulos: [
          {
            id: 'tmp-1',
            nome: 'M1',
            new: true,
            assuntos: [
              { id: 'tmp-2', nome: 'A1', new: true },
              { id: 'tmp-3', nome: 'A2', new: true },
            ],
          },
          { id: 'tmp-4', nome: 'M2', new: true, assuntos: [{ id: 'tmp-5', nome: 'B1', new: true }] },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const c = created.json().data;
    const [m1, m2] = c.modulos;
    const updated = await env().app.inject({
      method: 'PUT',
      url: `/api/curso/${c.uuid}`,
      headers: h,
      payload: {
        ...c,
        categorias: [],
        modulos: [
          { ...m2, assuntos: [...m2.assuntos, { id: 'tmp-9', nome: 'B2', new: true }] },
          { ...m1, assuntos: [m1.assuntos[1], { ...m1.assuntos[0], deleted_at: '2026-03-02' }] },
          { id: 'tmp-7', nome: 'M3', new: true, assuntos: [] },
        ],
      },
    });
    expect(updated.statusCode).toBe(200);
    const after = updated.json().data;
    expect(after.modulos.map((m: { nome: string; ordem: number }) => [m.nome, m.ordem])).toEqual([
      ['M2', 0],
      ['M1', 1],
      ['M3', 2],
    ]);
    expect(after.modulos[0].assuntos.map((a: { nome: string }) => a.nome)).toEqual(['B1', 'B2']);
    expect(after.modulos[1].assuntos.map((a: { nome: string; ordem: number }) => [a.nome, a.ordem])).toEqual([
      ['A2', 0],
    ]);
    expect(after.modulos[0].id).toBe(m2.id);
    const invalid = await env().app.inject({
      method: 'PUT',
      url: `/api/curso/${c.uuid}`,
      headers: h,
      payload: { ...c, situacao: '', modulos: [] },
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json())).toEqual(['situacao', 'modulos']);
  });

  it('classification PUT re-derives the situacao and the totals', async () => {
    const { access_token } = await env().login();
    const h = env().auth(access_token);
    const q = await env().app.inject({
      method: 'POST',
      url: '/api/questao',
      headers: h,
      payload: {
        titulo: 'Qual é a altitude de transição?',
        opcoes: [{ titulo: 'FL 050', resposta_correta: true }],
      },
    });
    const id = q.json().data.id;
    expect(q.json().data.situacao).toBe('Sem Classificação');
    const { rows } = await env().db.query<{ curso_id: number; modulo: number; assunto: number }>(
      `SELECT cm.curso_id, cm.id AS modulo, a.id AS assunto FROM assunto a JOIN curso_modulo cm ON cm.id = a.curso_modulo_id LIMIT 1`,
    );
    const r = rows[0]!;
    const put = (body: object) =>
      env().app.inject({ method: 'PUT', url: `/api/questao/${id}/classificacao`, headers: h, payload: body });
    // The classification is replaced as a whole: the four lists are sent, [] for none.
    const none = { cursos: [], modulos: [], assuntos: [], problemas: [] };
    const partial = (await put({ ...none, cursos: [r.curso_id] })).json().data;
    expect(partial).toMatchObject({
      situacao: 'Incompleta',
      total_curso: 1,
      total_modulo: 0,
      total_assunto: 0,
    });
    const full = (
      await put({ cursos: [r.curso_id], modulos: [r.modulo], assuntos: [r.assunto], problemas: [1] })
    ).json().data;
    expect(full).toMatchObject({
      situacao: 'Classificada',
      total_curso: 1,
      total_modulo: 1,
      total_assunto: 1,
    });
    expect(full.problemas).toHaveLength(1);
    expect((await put(none)).json().data.situacao).toBe('Sem Classificação');
    expect((await put({ ...none, cursos: [999999] })).statusCode).toBe(422);
    expect((await put({})).statusCode).toBe(422);
  });

  it('uploads: the kind comes from the bytes; images ≤ 10 MB; served back at the url', async () => {
    const { access_token } = await env().login();
    const send = async (
      url: string,
      fields: Record<string, string>,
      file?: { field: string; name: string; bytes: Buffer },
    ) => {
      const { payload, contentType } = await multipart(fields, file);
      return env().app.inject({
        method: 'POST',
        url,
        headers: { ...env().auth(access_token), 'content-type': contentType },
        payload,
      });
    };
    const ok = await send('/api/arquivo/temp', {}, { field: 'avatar', name: 'foto.pdf', bytes: PNG });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().data).toMatchObject({ mime: 'image/png', tamanho: PNG.length });
    const served = await env().app.inject({ method: 'GET', url: ok.json().data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);

    const fake = await send(
      '/api/arquivo/temp',
      {},
      { field: 'avatar', name: 'foto.png', bytes: Buffer.from('not an image') },
    );
    expect(fake.statusCode).toBe(422);
    expect(Object.keys(fake.json())).toEqual(['avatar']);

    const big = Buffer.concat([PNG, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await send(
      '/api/arquivo/upload',
      { nome: 'Grande', tipo_arquivo_id: '3' },
      { field: 'file', name: 'g.png', bytes: big },
    );
    expect(tooBig.statusCode).toBe(422);

    const pdf = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
    const material = await send(
      '/api/arquivo/upload',
      { nome: 'Apostila', tipo_arquivo_id: '1' },
      { field: 'file', name: 'x.bin', bytes: pdf },
    );
    expect(material.statusCode).toBe(201);
    expect(material.json().data).toMatchObject({
      nome: 'Apostila',
      mime: 'application/pdf',
      tipo_arquivo_id: 1,
    });
    const missing = await send('/api/arquivo/upload', { nome: 'Sem arquivo' });
    expect(missing.statusCode).toBe(422);
    expect((await env().app.inject({ method: 'GET', url: '/uploads/../../etc/passwd' })).statusCode).toBe(
      404,
    );
  });

  it('cities and CEP through the API', async () => {
    const sp = (await get('/api/cidade?estado_id=25')).json().data;
    expect(sp).toHaveLength(645);
    expect((await get('/api/cep/01310-100')).json().data).toMatchObject({
      estado_id: 25,
      cidade_id: 3550308,
    });
    expect((await get('/api/cep/99999-999')).statusCode).toBe(404);
  });

  it('the permission tree is the domain catalogue with database ids; profiles give users their permissions', async () => {
    const tree = (await get('/api/permissao')).json().data;
    const curso = tree.find((n: { key: string }) => n.key === 'curso');
    expect(curso.title).toBe('Cursos');
    expect(curso.children.map((c: { key: string }) => c.key)).toEqual([
      'curso.visualizar',
      'curso.adicionar',
      'curso.alterar',
      'curso.excluir',
    ]);
    const { access_token } = await env().login();
    const h = env().auth(access_token);
    const perfil = await env().app.inject({
      method: 'POST',
      url: '/api/perfil',
      headers: h,
      payload: { nome: 'Só cursos', permissoes: [curso.children[0].id] },
    });
    expect(perfil.statusCode).toBe(201);
    const user = await env().app.inject({
      method: 'POST',
      url: '/api/usuario',
      headers: h,
      payload: {
        nome: 'Nova Pessoa',
        email: 'nova@hangar.dev',
        perfis: [perfil.json().data.id],
        password: 'segredo123',
      },
    });
    expect(user.statusCode).toBe(201);
    expect(user.json().data).not.toHaveProperty('password_hash');
    const pair = await env().login('nova@hangar.dev', 'segredo123');
    const info = await env().app.inject({
      method: 'GET',
      url: '/api/usuario/userinfo',
      headers: env().auth(pair.access_token),
    });
    expect(info.json().data.permissoes).toEqual(['curso.visualizar']);
  });

  it("a class's code keeps every digit of its id past 99,999 (lpad cut TUR-100001 to TUR-10000)", async () => {
    const { access_token } = await env().login();
    const db = env().db;
    const first = async (table: string) =>
      (await db.query<{ id: number }>(`SELECT id FROM ${table} ORDER BY id LIMIT 1`)).rows[0]!.id;
    const body = { curso_id: await first('curso'), modalidade_id: await first('modalidade') };
    await db.query("SELECT setval(pg_get_serial_sequence('turma', 'id'), 99999)");
    const codes: string[] = [];
    for (const nome of ['Turma 100000', 'Turma 100001']) {
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/turma',
        headers: env().auth(access_token),
        payload: { ...body, nome },
      });
      expect(res.statusCode, res.body).toBe(201);
      codes.push(res.json().data.codigo);
    }
    expect(codes).toEqual(['TUR-100000', 'TUR-100001']);
  });

  it('unknown ids are 404, unknown routes are 404 {message}', async () => {
    expect((await get('/api/problema/999999')).statusCode).toBe(404);
    expect((await get('/api/turma/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const res = await get('/api/nada');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toHaveProperty('message');
  });
});
