/** Contract suite: Uploads: course images and materials, checked by their bytes. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, unique } from './context.js';
import { pdfFile, pdfMaterial, pngFile } from './files.js';

export function arquivosContract({ clients }: SuiteContext): void {
  describe('uploads', () => {
    const png = () => pngFile();
    const pdf = () => pdfFile();

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
      const { data } = await clients.admin.arquivos.upload({ body: pdfMaterial() });
      expect(data).toMatchObject({
        nome: 'Apostila',
        nome_original: 'apostila.pdf',
        mime: 'application/pdf',
        tipo_arquivo_id: 1,
      });
      expect(data.id).toBeGreaterThan(0);
    });

    it('keeps no bidirectional control in a name, which would make it read as another', async () => {
      const { data } = await clients.admin.arquivos.upload({
        body: { file: pdfFile('carta\u202Efdp.exe.pdf'), nome: 'evil\u202Egpj.exe', tipo_arquivo_id: 1 },
      });
      expect(data.nome).toBe('evilgpj.exe');
      expect(data.nome_original).toBe('cartafdp.exe.pdf');
    });

    it("refuses a material of a type that is not its file's: a PDF is no Vídeo", async () => {
      const error = await apiError(
        clients.admin.arquivos.upload({ body: { ...pdfMaterial(), tipo_arquivo_id: 2 } }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ tipo_arquivo_id: [MESSAGES.material.typeMismatch] });
    });

    it("a course or problem save refuses a new material whose type is not its file's", async () => {
      const { data: upload } = await clients.admin.arquivos.upload({ body: pdfMaterial() });
      const asVideo = { id: 't3', new: true, arquivo_id: upload.id, nome: 'Apostila', tipo_arquivo_id: 2 };
      const course = await apiError(
        clients.admin.cursos.create({
          body: {
            apelido: `TM-${unique()}`,
            nome: 'Tipos de material',
            situacao: 'Ativo',
            modulos: [
              {
                id: 't1',
                new: true,
                nome: 'Módulo',
                ordem: 0,
                assuntos: [{ id: 't2', new: true, nome: 'Assunto', ordem: 0, arquivos: [asVideo] }],
              },
            ],
          },
        }),
      );
      expect([course.status, course.body]).toEqual([
        422,
        { 'modulos.0.assuntos.0.arquivos.0.tipo_arquivo_id': [MESSAGES.material.typeMismatch] },
      ]);
      const problem = await apiError(
        clients.admin.problemas.create({
          body: { titulo: `Tipos ${unique()}`, arquivos: [{ ...asVideo, tipo_arquivo_id: 3 }] },
        }),
      );
      expect([problem.status, problem.body]).toEqual([
        422,
        { 'arquivos.0.tipo_arquivo_id': [MESSAGES.material.typeMismatch] },
      ]);
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
}
