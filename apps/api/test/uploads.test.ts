/**
 * Uploads (issue 16, "Uploads and headers"): who may upload, how large, how the bytes travel, how
 * they are served back and when they are removed. On both databases.
 */
import { CURSO_REST } from '@hangar/api-client/testing';
import { IMAGE_MAX_BYTES, MESSAGES, maxLengthMessage, TEXT_MAX } from '@hangar/domain';
import { beforeAll, expect, it } from 'vitest';
import { createPerfil, createUsuario } from '../src/db/seed.js';
import { UPLOAD_CSP } from '../src/routes/arquivos.js';
import { type FileStorage, MemoryStorage, type StorageBody } from '../src/storage/storage.js';
import { sweepUploads } from '../src/storage/sweep.js';
import { describeEachDb, LEITOR } from './helper.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'latin1');
const MATERIAL_MAX = 1024 * 1024;

async function multipart(
  fields: Record<string, string>,
  file?: { field: string; name: string; bytes: Buffer },
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append(file.field, new Blob([new Uint8Array(file.bytes)]), file.name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    contentType: request.headers.get('content-type')!,
  };
}

/** Records how each upload reached the storage: as one Buffer (held whole) or as a stream. */
class SpyStorage extends MemoryStorage {
  readonly bodies: ('buffer' | 'stream')[] = [];
  /** Set to make the storage fail as a full disk or an object store out of reach would. */
  failing: Error | null = null;
  override async put(key: string, body: StorageBody): Promise<number> {
    this.bodies.push(Buffer.isBuffer(body) ? 'buffer' : 'stream');
    if (this.failing) throw this.failing;
    return super.put(key, body);
  }
  override async get(key: string) {
    if (this.failing) throw this.failing;
    return super.get(key);
  }
}

const storage = new SpyStorage();

describeEachDb(
  'uploads',
  (env) => {
    let admin: { authorization: string };
    let leitor: { authorization: string };
    beforeAll(async () => {
      admin = env().auth((await env().login()).access_token);
      leitor = env().auth((await env().login(LEITOR.email, LEITOR.password)).access_token);
    });

    const send = async (
      url: string,
      headers: Record<string, string>,
      fields: Record<string, string>,
      file?: { field: string; name: string; bytes: Buffer },
    ) => {
      const { payload, contentType } = await multipart(fields, file);
      return env().app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
    };
    /** A user of their own profile holding `permissions`, signed in: someone other than the admin. */
    const anotherPerson = async (tag: string, permissions: string[]) => {
      const perfil = await createPerfil(env().db, `${tag} ${Date.now()}`, permissions);
      const email = `${tag}.${Date.now()}@hangar.dev`;
      await createUsuario(env().db, {
        nome: 'Outra Pessoa',
        email,
        password: 'senha-outra-1',
        perfis: [perfil],
      });
      return env().auth((await env().login(email, 'senha-outra-1')).access_token);
    };
    const count = async () =>
      (await env().db.query<{ n: number }>('SELECT count(*)::int AS n FROM arquivo')).rows[0]!.n;

    it('the view-only account may not upload (403), on either route', async () => {
      const before = storage.files.size;
      const temp = await send(
        '/api/arquivo/temp',
        leitor,
        {},
        { field: 'avatar', name: 'a.png', bytes: PNG },
      );
      expect(temp.statusCode).toBe(403);
      expect(temp.json()).toEqual({ message: MESSAGES.errors.forbidden });
      const upload = await send(
        '/api/arquivo/upload',
        leitor,
        { nome: 'x' },
        { field: 'file', name: 'a.pdf', bytes: PDF },
      );
      expect(upload.statusCode).toBe(403);
      expect(storage.files.size).toBe(before);
    });

    it.each(['/api/arquivo/temp', '/api/arquivo/upload'])(
      '%s: multipart/form-data without a boundary is refused with 422, not 500',
      async (url) => {
        for (const type of [
          'multipart/form-data',
          'multipart/form-data; charset=utf-8',
          'multipart/form-data; boundary=',
        ]) {
          const res = await env().app.inject({
            method: 'POST',
            url,
            headers: { ...admin, 'content-type': type },
            payload: '--x\r\nContent-Disposition: form-data; name="nome"\r\n\r\nA\r\n--x--\r\n',
          });
          expect(res.statusCode, `${type}: ${res.body}`).toBe(422);
          expect(res.json()).toEqual({ body: [MESSAGES.field.invalid] });
        }
      },
    );

    it('a body of two files is malformed (422), not over the size limit (413)', async () => {
      const files = storage.files.size;
      const form = new FormData();
      form.append('outro', new Blob([new Uint8Array(PNG)]), 'a.png');
      form.append('avatar', new Blob([new Uint8Array(PNG)]), 'a.png');
      const request = new Request('http://x/', { method: 'POST', body: form });
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/arquivo/temp',
        headers: { ...admin, 'content-type': request.headers.get('content-type')! },
        payload: Buffer.from(await request.arrayBuffer()),
      });
      expect([res.statusCode, res.json()]).toEqual([422, { body: [MESSAGES.field.invalid] }]);
      expect(storage.files.size).toBe(files);
    });

    it('a truncated multipart body is a 4xx, and nothing is kept', async () => {
      const files = storage.files.size;
      const { payload, contentType } = await multipart({}, { field: 'file', name: 'a.pdf', bytes: PDF });
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/arquivo/upload',
        headers: { ...admin, 'content-type': contentType },
        payload: payload.subarray(0, payload.length - 20),
      });
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
      expect(storage.files.size).toBe(files);
    });

    it('files reach the storage as a stream, never as one buffer', async () => {
      storage.bodies.length = 0;
      const res = await send(
        '/api/arquivo/upload',
        admin,
        { nome: 'Apostila' },
        { field: 'file', name: 'a.pdf', bytes: PDF },
      );
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ mime: 'application/pdf', tamanho: PDF.length });
      expect(storage.bodies).toEqual(['stream']);
    });

    it('an image over 10 MB is refused with §5’s message and leaves nothing behind', async () => {
      const [files, rows] = [storage.files.size, await count()];
      const big = Buffer.concat([PNG, Buffer.alloc(IMAGE_MAX_BYTES)]);
      const temp = await send('/api/arquivo/temp', admin, {}, { field: 'avatar', name: 'a.png', bytes: big });
      expect(temp.statusCode).toBe(422);
      expect(temp.json()).toEqual({ avatar: [MESSAGES.image.tooLarge] });
      const material = await send(
        '/api/arquivo/upload',
        admin,
        {},
        { field: 'file', name: 'a.png', bytes: big },
      );
      expect(material.json()).toEqual({ file: [MESSAGES.image.tooLarge] });
      expect([storage.files.size, await count()]).toEqual([files, rows]);
    });

    it('a material over the configured limit is refused; one at the limit is taken', async () => {
      const over = Buffer.concat([PDF, Buffer.alloc(MATERIAL_MAX - PDF.length + 1)]);
      const res = await send('/api/arquivo/upload', admin, {}, { field: 'file', name: 'a.pdf', bytes: over });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ file: ['Selecione um arquivo com tamanho inferior a 1MB!'] });
      const exact = await send(
        '/api/arquivo/upload',
        admin,
        {},
        { field: 'file', name: 'a.pdf', bytes: over.subarray(0, over.length - 1) },
      );
      expect(exact.statusCode).toBe(201);
      expect(exact.json().data.tamanho).toBe(MATERIAL_MAX);
    });

    it('a file with a name over the limit keeps a shortened one, extension and all, that later saves accept', async () => {
      const name = `${'a'.repeat(5000)}.pdf`;
      const res = await send('/api/arquivo/upload', admin, {}, { field: 'file', name, bytes: PDF });
      expect(res.statusCode).toBe(201);
      const { nome, id } = res.json().data;
      expect(nome).toHaveLength(TEXT_MAX.name);
      expect(nome).toBe(`${'a'.repeat(TEXT_MAX.name - 4)}.pdf`);
      const problem = await env().app.inject({
        method: 'POST',
        url: '/api/problema',
        headers: admin,
        payload: { titulo: 'Anexo de nome longo', arquivos: [{ arquivo_id: id, nome, tipo_arquivo_id: 1 }] },
      });
      expect(problem.statusCode, problem.body).toBe(201);
      const photo = await send(
        '/api/arquivo/temp',
        admin,
        {},
        { field: 'avatar', name: `${'b'.repeat(300)}.png`, bytes: PNG },
      );
      expect(photo.json().data.nome).toBe(`${'b'.repeat(TEXT_MAX.name - 4)}.png`);
    });

    it('a bad field after a good file removes the stored file again', async () => {
      const files = storage.files.size;
      const res = await send(
        '/api/arquivo/upload',
        admin,
        { nome: 'x'.repeat(TEXT_MAX.name + 1) },
        { field: 'file', name: 'a.pdf', bytes: PDF },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ nome: [maxLengthMessage(TEXT_MAX.name)] });
      expect(storage.files.size).toBe(files);
    });

    it('a field whose bytes are not UTF-8 is refused, as in a JSON body, and nothing is kept', async () => {
      const files = storage.files.size;
      const part = (headers: string, body: Buffer) =>
        Buffer.concat([Buffer.from(`--XB\r\n${headers}\r\n\r\n`), body, Buffer.from('\r\n')]);
      const payload = Buffer.concat([
        part('Content-Disposition: form-data; name="nome"', Buffer.from([0xff, 0xfe, 0x41])),
        part(
          'Content-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf',
          PDF,
        ),
        Buffer.from('--XB--\r\n'),
      ]);
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/arquivo/upload',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=XB' },
        payload,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ nome: [MESSAGES.field.invalid] });
      expect(storage.files.size).toBe(files);
    });

    it('served uploads: images inline, other materials as downloads; nosniff and a sandbox CSP', async () => {
      const image = await send(
        '/api/arquivo/temp',
        admin,
        {},
        { field: 'avatar', name: 'foto <1>.png', bytes: PNG },
      );
      const pdf = await send(
        '/api/arquivo/upload',
        admin,
        { nome: 'Apostila – Meteorologia' },
        { field: 'file', name: 'a.pdf', bytes: PDF },
      );
      const img = await env().app.inject({ method: 'GET', url: image.json().data.url });
      expect(img.statusCode).toBe(200);
      expect(img.rawPayload.equals(PNG)).toBe(true);
      expect(img.headers['content-type']).toBe('image/png');
      expect(img.headers['content-disposition']).toMatch(/^inline; filename="foto <1>.png"/);
      const doc = await env().app.inject({ method: 'GET', url: pdf.json().data.url });
      expect(doc.rawPayload.equals(PDF)).toBe(true);
      expect(doc.headers['content-disposition']).toBe(
        `attachment; filename="Apostila _ Meteorologia.pdf"; filename*=UTF-8''${encodeURIComponent('Apostila – Meteorologia.pdf')}`,
      );
      for (const res of [img, doc]) {
        expect(res.headers['x-content-type-options']).toBe('nosniff');
        expect(res.headers['content-security-policy']).toBe(UPLOAD_CSP);
        expect(String(res.headers['content-security-policy'])).toMatch(/(^|; )sandbox($|;)/);
      }
    });

    it("a storage that fails is the server's fault (500), not the file's (422) nor the database's (503)", async () => {
      const kept = await send('/api/arquivo/upload', admin, {}, { field: 'file', name: 'a.pdf', bytes: PDF });
      try {
        for (const failure of [
          Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' }),
        ]) {
          storage.failing = failure;
          const upload = await send(
            '/api/arquivo/upload',
            admin,
            {},
            { field: 'file', name: 'a.pdf', bytes: PDF },
          );
          expect([upload.statusCode, upload.json()]).toEqual([500, { message: MESSAGES.errors.generic }]);
          const served = await env().app.inject({ method: 'GET', url: kept.json().data.url });
          expect([served.statusCode, served.json()]).toEqual([500, { message: MESSAGES.errors.generic }]);
        }
      } finally {
        storage.failing = null;
      }
    });

    it('saves a download under what the bytes are: no path, and the real extension', async () => {
      const named = async (nome: string) => {
        const up = await send(
          '/api/arquivo/upload',
          admin,
          { nome },
          { field: 'file', name: 'a.pdf', bytes: PDF },
        );
        const res = await env().app.inject({ method: 'GET', url: up.json().data.url });
        return /filename="([^"]*)"/.exec(String(res.headers['content-disposition']))?.[1];
      };
      expect(await named('../../evil.html')).toBe('.._.._evil.html.pdf');
      expect(await named('C:\\temp\\notas')).toBe('C:_temp_notas.pdf');
      expect(await named('Apostila.PDF')).toBe('Apostila.PDF');
    });

    it("a save gives a new material, or a changed type, only its file's type; a type a record held stays", async () => {
      const upload = async () =>
        (await send('/api/arquivo/upload', admin, {}, { field: 'file', name: 'a.pdf', bytes: PDF })).json()
          .data.id as number;
      const material = (arquivo_id: number, tipo_arquivo_id: number) => ({
        arquivo_id,
        nome: 'a',
        tipo_arquivo_id,
      });
      const course = (arquivos: object[]) => ({
        apelido: `TIP${Math.random().toString(36).slice(2, 8)}`,
        nome: 'Tipos de material',
        situacao: 'Ativo',
        ...CURSO_REST,
        modulos: [{ nome: 'M', assuntos: [{ nome: 'A', arquivos }] }],
      });
      const post = (url: string, payload: object) =>
        env().app.inject({ method: 'POST', url, headers: admin, payload });
      const mismatch = (at: string) => ({ [`${at}.tipo_arquivo_id`]: [MESSAGES.material.typeMismatch] });

      const pdf = await upload();
      const refused = await post('/api/curso', course([material(pdf, 2)]));
      expect([refused.statusCode, refused.json()]).toEqual([
        422,
        mismatch('modulos.0.assuntos.0.arquivos.0'),
      ]);
      const problem = await post('/api/problema', {
        titulo: 'Tipos',
        questoes: [],
        arquivos: [material(pdf, 3)],
      });
      expect([problem.statusCode, problem.json()]).toEqual([422, mismatch('arquivos.0')]);

      // A course saved before the rule with a PDF as Vídeo is saved again as it is; a new
      // material beside it is still judged.
      const created = await post('/api/curso', course([material(pdf, 1)]));
      expect(created.statusCode, created.body).toBe(201);
      const saved = created.json().data;
      await env().db.query('UPDATE assunto_arquivo SET tipo_arquivo_id = 2 WHERE arquivo_id = $1', [pdf]);
      const assunto = saved.modulos[0].assuntos[0];
      const again = (arquivos: object[]) =>
        env().app.inject({
          method: 'PUT',
          url: `/api/curso/${saved.id}`,
          headers: admin,
          payload: {
            ...course([]),
            apelido: saved.apelido,
            modulos: [
              { id: saved.modulos[0].id, nome: 'M', assuntos: [{ id: assunto.id, nome: 'A', arquivos }] },
            ],
          },
        });
      const kept = await again([material(pdf, 2)]);
      expect(kept.statusCode, kept.body).toBe(200);
      const other = await upload();
      const added = await again([material(pdf, 2), material(other, 2)]);
      expect([added.statusCode, added.json()]).toEqual([422, mismatch('modulos.0.assuntos.0.arquivos.1')]);
    });

    it("a save attaches only the record's own materials or the caller's new uploads, never another's by its id", async () => {
      const other = await anotherPerson('materiais', [
        'curso.visualizar',
        'curso.adicionar',
        'curso.alterar',
        'problema.visualizar',
        'problema.adicionar',
      ]);
      const upload = async (who: Record<string, string>) =>
        (await send('/api/arquivo/upload', who, {}, { field: 'file', name: 'a.pdf', bytes: PDF })).json().data
          .id as number;
      const course = (arquivo_id: number, extra: object = {}) => ({
        apelido: `MAT${Math.random().toString(36).slice(2, 8)}`,
        nome: 'Materiais alheios',
        situacao: 'Ativo',
        ...CURSO_REST, // an update sends every field (replacingBody)
        modulos: [
          { nome: 'M', assuntos: [{ nome: 'A', arquivos: [{ arquivo_id, nome: 'a', tipo_arquivo_id: 1 }] }] },
        ],
        ...extra,
      });
      const post = (url: string, who: Record<string, string>, payload: object) =>
        env().app.inject({ method: 'POST', url, headers: who, payload });
      const refused = { 'modulos.0.assuntos.0.arquivos.0.arquivo_id': [MESSAGES.field.invalid] };

      // Someone else's new upload, and a material another course holds (the seed's): refused.
      const admins = await upload(admin);
      const res = await post('/api/curso', other, course(admins));
      expect([res.statusCode, res.json()]).toEqual([422, refused]);
      const { rows } = await env().db.query<{ arquivo_id: number }>(
        'SELECT arquivo_id FROM assunto_arquivo LIMIT 1',
      );
      const seeded = await post('/api/curso', other, course(rows[0]!.arquivo_id));
      expect([seeded.statusCode, seeded.json()]).toEqual([422, refused]);
      const problem = await post('/api/problema', other, {
        titulo: 'Materiais alheios',
        questoes: [],
        arquivos: [{ arquivo_id: admins, nome: 'a', tipo_arquivo_id: 1 }],
      });
      expect([problem.statusCode, problem.json()]).toEqual([
        422,
        { 'arquivos.0.arquivo_id': [MESSAGES.field.invalid] },
      ]);

      // Their own upload: taken. Once a course holds it, it is that course's: its edits keep it
      // (whoever saves), and no other record takes it.
      const theirs = await upload(other);
      const created = await post('/api/curso', other, course(theirs));
      expect(created.statusCode).toBe(201);
      const saved = created.json().data;
      const edit = await env().app.inject({
        method: 'PUT',
        url: `/api/curso/${saved.id}`,
        headers: admin,
        payload: { ...course(theirs, { apelido: saved.apelido }), updated_at: saved.updated_at },
      });
      expect(edit.statusCode).toBe(200);
      expect((await post('/api/curso', other, course(theirs))).statusCode).toBe(422);
    });

    it("a record's image is the caller's own upload of a JPEG, PNG or GIF, or the one it has", async () => {
      const other = await anotherPerson('imagens', ['curso.visualizar', 'curso.adicionar', 'curso.alterar']);
      const image = async (who: Record<string, string>) =>
        (await send('/api/arquivo/temp', who, {}, { field: 'avatar', name: 'a.png', bytes: PNG })).json().data
          .url as string;
      const course = (imagem_url: string) => ({
        apelido: `IMG${Math.random().toString(36).slice(2, 8)}`,
        nome: 'Imagem alheia',
        situacao: 'Ativo',
        imagem_url,
        modulos: [{ nome: 'M', assuntos: [] }],
      });
      const post = (who: Record<string, string>, payload: object) =>
        env().app.inject({ method: 'POST', url: '/api/curso', headers: who, payload });
      const refused = { imagem_url: [MESSAGES.image.notUploaded] };

      // Someone else's image, by its url: refused.
      const admins = await post(other, course(await image(admin)));
      expect([admins.statusCode, admins.json()]).toEqual([422, refused]);
      // A BMP, uploaded as a material (that route takes any file): not a type §5 allows.
      const BMP = Buffer.from(
        '424d3a0000000000000036000000280000000100000001000000010018000000000004000000130b0000130b00000000000000000000ffffff00',
        'hex',
      );
      const bmp = await send(
        '/api/arquivo/upload',
        other,
        { nome: 'b' },
        { field: 'file', name: 'b.bmp', bytes: BMP },
      );
      expect(bmp.statusCode).toBe(201);
      const asBmp = await post(other, course(bmp.json().data.url));
      expect([asBmp.statusCode, asBmp.json()]).toEqual([422, refused]);
      // Their own PNG: taken; and the course keeps it through someone else's save.
      const created = await post(other, course(await image(other)));
      expect(created.statusCode).toBe(201);
      const saved = created.json().data;
      const kept = await env().app.inject({
        method: 'PUT',
        url: `/api/curso/${saved.id}`,
        headers: admin,
        payload: {
          ...CURSO_REST,
          ...course(saved.imagem_url),
          apelido: saved.apelido,
          updated_at: saved.updated_at,
          modulos: saved.modulos.map((m: { id: number; nome: string }) => ({
            id: m.id,
            nome: m.nome,
            assuntos: [],
          })),
        },
      });
      expect(kept.statusCode).toBe(200);
    });

    it('the sweep removes unreferenced uploads past the grace period, and keeps referenced ones', async () => {
      // The store is shared by the tests on both databases: each claims it afresh.
      storage.owner = null;
      const up = async (name: string) =>
        (
          await send(
            '/api/arquivo/upload',
            admin,
            { nome: name, tipo_arquivo_id: '1' },
            { field: 'file', name: 'a.pdf', bytes: PDF },
          )
        ).json().data as {
          id: number;
          url: string;
        };
      const orphan = await up('Abandonada');
      const onProblem = await up('Do problema');
      const asImage = (
        await send('/api/arquivo/temp', admin, {}, { field: 'avatar', name: 'c.png', bytes: PNG })
      ).json().data as {
        id: number;
        url: string;
      };
      const problem = await env().app.inject({
        method: 'POST',
        url: '/api/problema',
        headers: admin,
        payload: {
          titulo: 'Com anexo',
          arquivos: [{ arquivo_id: onProblem.id, nome: 'Anexo', tipo_arquivo_id: 1 }],
        },
      });
      expect(problem.statusCode).toBe(201);
      await env().db.query('UPDATE curso SET imagem_url = $1 WHERE id = 1', [asImage.url]);
      const stray = await storage.put('00000000-0000-4000-8000-000000000000.pdf', PDF);
      expect(stray).toBe(PDF.length);
      storage.files.get('00000000-0000-4000-8000-000000000000.pdf')!.modifiedAt = new Date(
        Date.now() - 2 * 3600e3,
      );

      // Within the grace period nothing uploaded goes (a form may still be open).
      const early = await sweepUploads(env().db, storage, { graceHours: 24 });
      expect(early.records).toBe(0);
      expect(
        await env()
          .app.inject({ method: 'GET', url: orphan.url })
          .then((r) => r.statusCode),
      ).toBe(200);

      const later = () => new Date(Date.now() + 25 * 3600e3);
      const result = await sweepUploads(env().db, storage, { graceHours: 24, now: later });
      expect(result.records).toBeGreaterThanOrEqual(1);
      expect(result.strays).toBeGreaterThanOrEqual(1);
      const status = async (url: string) => (await env().app.inject({ method: 'GET', url })).statusCode;
      expect(await status(orphan.url)).toBe(404);
      expect(storage.files.has(orphan.url.split('/').pop()!)).toBe(false);
      expect(storage.files.has('00000000-0000-4000-8000-000000000000.pdf')).toBe(false);
      expect(await status(onProblem.url)).toBe(200);
      expect(await status(asImage.url)).toBe(200);

      // Once its record is gone, the problem's file goes on the next sweep.
      const del = await env().app.inject({
        method: 'DELETE',
        url: `/api/problema/${problem.json().data.id}`,
        headers: admin,
      });
      expect(del.statusCode).toBe(204);
      await sweepUploads(env().db, storage, { graceHours: 24, now: later });
      expect(await status(onProblem.url)).toBe(404);
      expect(await status(asImage.url)).toBe(200);

      // A store marked as another database's (one data dir used by two databases) keeps every
      // file this one does not know: an operator probe lost a PGlite install's uploads so.
      storage.owner = 'outra-base';
      const theirs = '00000000-0000-4000-8000-000000000001.pdf';
      await storage.put(theirs, PDF);
      storage.files.get(theirs)!.modifiedAt = new Date(Date.now() - 2 * 3600e3);
      const foreign = await sweepUploads(env().db, storage, { graceHours: 24, now: later });
      expect([foreign.foreign, foreign.strays]).toEqual([true, 0]);
      expect(storage.files.has(theirs)).toBe(true);
      storage.files.delete(theirs);
      storage.owner = null;
    });
  },
  { storage: storage as FileStorage, materialMaxBytes: MATERIAL_MAX },
);
