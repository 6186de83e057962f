/**
 * Bad input found by an outside probe (issue 16, "Bad input"): texts without a maximum reached
 * PostgreSQL's b-tree row limit (a 500) or were stored at 1 MB, and whitespace-padded ids were
 * read as ids. Every case answers 422 with the domain's Portuguese message, on both databases.
 */
import { MESSAGES, maxLengthMessage, TEXT_MAX } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { createPgliteDb, type Db } from '../src/db/db.js';
import { describeEachDb } from './helper.js';

/** Random characters across the BMP (3 UTF-8 bytes each): incompressible, as the probe's were. */
function randomText(length: number, seed = 1): string {
  let x = seed;
  let out = '';
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) % 2 ** 31;
    out += String.fromCharCode(0x4e00 + (x % 0x5000));
  }
  return out;
}

describe('randomText', () => {
  it('is long and multi-byte', () => {
    expect(Buffer.byteLength(randomText(2700))).toBe(8100);
  });
});

describeEachDb('text maximums and padded ids', (env) => {
  let h: { authorization: string };
  beforeAll(async () => {
    h = env().auth((await env().login()).access_token);
  });

  const long = randomText(2700);

  it.each([
    ['/api/categoria', { nome: long }, 'nome'],
    ['/api/perfil', { nome: long, permissoes: [] }, 'nome'],
    ['/api/problema', { titulo: long }, 'titulo'],
    ['/api/turma', { nome: long, curso_id: 1, modalidade_id: 1 }, 'nome'],
  ] as const)('POST %s with a 2,700-character name answers 422, not 500', async (url, payload, field) => {
    const res = await env().app.inject({ method: 'POST', url, headers: h, payload });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()[field]).toEqual([maxLengthMessage(TEXT_MAX.name)]);
  });

  it('a name at the maximum, in multi-byte characters, is stored (the limit fits the index)', async () => {
    for (const [url, payload] of [
      ['/api/categoria', { nome: randomText(TEXT_MAX.name, 7) }],
      ['/api/perfil', { nome: randomText(TEXT_MAX.name, 8), permissoes: [] }],
      ['/api/problema', { titulo: randomText(TEXT_MAX.name, 9) }],
    ] as const) {
      const res = await env().app.inject({ method: 'POST', url, headers: h, payload });
      expect(res.statusCode, `${url} ${res.body}`).toBe(201);
    }
  });

  it('a text that is not UTF-8, or half of a surrogate pair, is refused and not stored as "�"', async () => {
    const post = (payload: string | Buffer) =>
      env().app.inject({
        method: 'POST',
        url: '/api/categoria',
        headers: { ...h, 'content-type': 'application/json' },
        payload,
      });
    const bytes = Buffer.concat([
      Buffer.from('{"nome":"'),
      Buffer.from([0xc3, 0x28]),
      Buffer.from(' ruim"}'),
    ]);
    const notUtf8 = await post(bytes);
    expect([notUtf8.statusCode, notUtf8.json()]).toEqual([422, { body: [MESSAGES.field.invalid] }]);
    const half = await post('{"nome":"meia \\ud800 letra"}');
    expect([half.statusCode, half.json()]).toEqual([422, { nome: [MESSAGES.field.invalid] }]);
    // Whole characters, astral ones included, are stored as sent.
    const whole = await post(JSON.stringify({ nome: `Voo 🛩 ${Date.now()}` }));
    expect(whole.statusCode).toBe(201);
    expect(whole.json().data.nome).toMatch(/^Voo 🛩 /);
  });

  it('a 1 MB question title is refused and not stored', async () => {
    const titulo = 'x'.repeat(1024 * 1024);
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/questao',
      headers: h,
      payload: { titulo, opcoes: [{ titulo: 'A', resposta_correta: true }] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({ titulo: [maxLengthMessage(TEXT_MAX.title)] });
    const { rows } = await env().db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM questao WHERE length(titulo) > $1',
      [TEXT_MAX.title],
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('nested texts are bounded too (answers, modules, entity address)', async () => {
    const q = await env().app.inject({
      method: 'POST',
      url: '/api/questao',
      headers: h,
      payload: { titulo: 'Q', opcoes: [{ titulo: long.repeat(2), resposta_correta: true }] },
    });
    expect(q.statusCode).toBe(422);
    expect(q.json()['opcoes.0.titulo']).toEqual([maxLengthMessage(TEXT_MAX.title)]);
    const t = await env().app.inject({
      method: 'POST',
      url: '/api/tenant',
      headers: h,
      payload: {
        nome: 'Aeroclube',
        perfil_acesso: 2,
        situacao: 'Ativo',
        endereco: { logradouro: long },
      },
    });
    expect(t.statusCode).toBe(422);
    expect(t.json()['endereco.logradouro']).toEqual([maxLengthMessage(TEXT_MAX.name)]);
  });

  it.each([
    ['GET', '/api/curso/1%20'],
    ['GET', '/api/curso/%201'],
    ['GET', '/api/questao/1%20'],
    ['GET', '/api/perfil/%201'],
    ['PUT', '/api/categoria/1%20'],
    ['DELETE', '/api/perfil/1%20'],
    ['DELETE', '/api/tenant/%091'],
    ['GET', '/api/turma/1%0A'],
    ['GET', '/api/curso/01'],
    ['DELETE', '/api/perfil/007'],
  ])('%s %s: a padded id (spaces, zeros) is refused with 422', async (method, url) => {
    const res = await env().app.inject({
      method: method as 'GET',
      url,
      headers: h,
      ...(method === 'PUT' ? { payload: { nome: 'Nova' } } : {}),
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ id: [MESSAGES.field.invalid] });
  });

  it('a course of more than 2,000 subjects is refused before anything is written', async () => {
    const modulos = Array.from({ length: 5 }, (_, i) => ({
      nome: `M${i}`,
      assuntos: Array.from({ length: 401 }, (_, j) => ({ nome: `A${j}`, arquivos: [] })),
    }));
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/curso',
      headers: h,
      payload: { apelido: 'ENORME', nome: 'Enorme', situacao: 'Ativo', categorias: [], modulos },
    });
    expect([res.statusCode, res.json()]).toEqual([422, { modulos: [MESSAGES.course.tooManySubjects] }]);
    const { rows } = await env().db.query("SELECT 1 FROM curso WHERE apelido = 'ENORME'");
    expect(rows).toHaveLength(0);
  });

  it('a course’s categories are bounded too (the one id list without a maximum, an attacker probe)', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/curso',
      headers: h,
      payload: {
        apelido: 'CATS',
        nome: 'Categorias demais',
        situacao: 'Ativo',
        categorias: Array.from({ length: 501 }, (_, i) => i + 1),
        modulos: [{ nome: 'M', assuntos: [] }],
      },
    });
    expect([res.statusCode, res.json()]).toEqual([422, { categorias: [MESSAGES.field.invalid] }]);
  });

  it('one 422 names every field it can: the rules’ messages and the schema’s on the others (an attacker probe)', async () => {
    // Before, the blank apelido and nome came back only once situação was given: a round trip
    // per kind of mistake, and then as 'Valor inválido'.
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/curso',
      headers: h,
      payload: { apelido: '  ', nome: '  ', modulos: [{ nome: 'M' }] },
    });
    expect([res.statusCode, res.json()]).toEqual([
      422,
      {
        situacao: [MESSAGES.course.situacaoRequired],
        apelido: [MESSAGES.field.required],
        nome: [MESSAGES.field.required],
      },
    ]);
  });

  it('a name of invisible characters alone is no name (a zero-width space was saved as a category)', async () => {
    const res = await env().app.inject({
      method: 'POST',
      url: '/api/categoria',
      headers: h,
      payload: { nome: '\u200b \ufeff' },
    });
    expect([res.statusCode, res.json()]).toEqual([422, { nome: [MESSAGES.category.nomeRequired] }]);
  });

  it('the padded delete left the record in place', async () => {
    const res = await env().app.inject({ method: 'GET', url: '/api/perfil/1', headers: h });
    expect(res.statusCode).toBe(200);
  });
});

describe('addresses the router refuses', () => {
  let db: Db;
  let app: FastifyInstance;
  beforeAll(async () => {
    db = await createPgliteDb();
    app = await buildApp({ db });
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it.each([
    ['a 150-character id', 'GET', `/api/curso/${'a'.repeat(150)}`],
    ['a 120-character token', 'DELETE', `/oauth/tokens/${'A'.repeat(120)}`],
    ['a broken %-escape', 'GET', '/api/curso/%E0%A4%A'],
  ])('%s answers 404 in Portuguese, echoing nothing', async (_label, method, url) => {
    const res = await app.inject({ method: method as 'GET', url });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: MESSAGES.errors.notFound });
  });
});
