/**
 * Contract suite: the image a course or a user keeps (`imagem_url`) is an image uploaded to this
 * server, or the one the record already has. Any other address is refused with 422, so no caller
 * can make staff's browsers load an image from elsewhere, nor save the url of an upload that is
 * gone.
 */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, unique } from './context.js';
import { pdfMaterial, pngFile } from './files.js';
import { CURSO_REST, USUARIO_REST } from './update-bodies.js';

const FOREIGN = 'https://imagens.example.com/capa.png';

export function imagesContract({ clients }: SuiteContext): void {
  describe('images of courses and users', () => {
    const refusal = { imagem_url: [MESSAGES.image.notUploaded] };
    const course = (tag: string, imagem_url: string | null) => ({
      ...CURSO_REST,
      apelido: `IMG-${tag}`,
      nome: `Curso com imagem ${tag}`,
      situacao: 'Ativo' as const,
      imagem_url,
      // A save needs a module (§5); each save here adds one, which is beside the point.
      modulos: [{ id: 'tmp-1', new: true, nome: 'Módulo', ordem: 0, assuntos: [] }],
    });

    it('saves a course with an uploaded image, keeps it, and refuses any other address', async () => {
      const tag = unique();
      const { data: image } = await clients.admin.arquivos.temp({ body: { avatar: pngFile() } });
      const { data: material } = await clients.admin.arquivos.upload({ body: pdfMaterial() });

      for (const imagem_url of [FOREIGN, material.url, `${image.url}?x`]) {
        const error = await apiError(clients.admin.cursos.create({ body: course(tag, imagem_url) }));
        expect(error.status, imagem_url).toBe(422);
        expect(error.body).toEqual(refusal);
      }
      expect((await clients.admin.cursos.list({ query: { query: tag } })).data.data).toEqual([]);

      const { data: created } = await clients.admin.cursos.create({ body: course(tag, image.url) });
      expect(created.imagem_url).toBe(image.url);
      const { data: kept } = await clients.admin.cursos.update({
        params: { id: created.id },
        body: { ...course(tag, image.url), updated_at: created.updated_at },
      });
      expect(kept.imagem_url).toBe(image.url);

      const error = await apiError(
        clients.admin.cursos.update({
          params: { id: created.id },
          body: { ...course(tag, FOREIGN), updated_at: kept.updated_at },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual(refusal);
      expect((await clients.admin.cursos.get({ params: { id: created.id } })).data.imagem_url).toBe(
        image.url,
      );

      // An empty address is no image.
      const { data: cleared } = await clients.admin.cursos.update({
        params: { id: created.id },
        body: { ...course(tag, ''), updated_at: kept.updated_at },
      });
      expect(cleared.imagem_url).toBeNull();
      await clients.admin.cursos.delete({ params: { id: created.id } });
    });

    it("saves a user's photo only from an uploaded image", async () => {
      const tag = unique();
      const email = `foto.${tag}@contrato.dev`;
      const user = (imagem_url: string | null) => ({
        ...USUARIO_REST,
        nome: `Foto ${tag}`,
        email,
        perfis: [],
        imagem_url,
      });

      const refused = await apiError(clients.admin.usuarios.create({ body: user(FOREIGN) }));
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(refusal);
      expect((await clients.admin.usuarios.list({ query: { email } })).data.data).toEqual([]);

      const { data: photo } = await clients.admin.arquivos.temp({ body: { avatar: pngFile('foto.png') } });
      const { data: created } = await clients.admin.usuarios.create({ body: user(photo.url) });
      expect(created.imagem_url).toBe(photo.url);

      const error = await apiError(
        clients.admin.usuarios.update({
          params: { id: created.id },
          body: { ...user('/uploads/nao-existe.png'), updated_at: created.updated_at },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual(refusal);
      const [listed] = (await clients.admin.usuarios.list({ query: { email } })).data.data;
      expect(listed?.imagem_url).toBe(photo.url);

      const { data: kept } = await clients.admin.usuarios.update({
        params: { id: created.id },
        body: { ...user(photo.url), updated_at: created.updated_at },
      });
      expect(kept.imagem_url).toBe(photo.url);
      await clients.admin.usuarios.delete({ params: { id: created.id } });
    });
  });
}
