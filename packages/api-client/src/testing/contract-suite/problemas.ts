/** Contract suite: Problems: attachments and linked questions. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, signedInWith, unique } from './context.js';
import { pdfMaterial } from './files.js';
import { PROBLEMA_REST } from './update-bodies.js';

export function problemasContract(ctx: SuiteContext): void {
  const { clients } = ctx;
  describe('problems', () => {
    it('links or unlinks questions only for who may see them (questao.visualizar)', async () => {
      const editor = await signedInWith(ctx, [
        'problema.visualizar',
        'problema.adicionar',
        'problema.alterar',
      ]);
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Vínculo ${unique()}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
      });
      const titulo = `Sem questões ${unique()}`;
      expect((await apiError(editor.problemas.create({ body: { titulo, questoes: [q.id] } }))).status).toBe(
        403,
      );
      const { data: alone } = await editor.problemas.create({ body: { titulo } });
      const link = await apiError(
        editor.problemas.update({
          params: { id: alone.id },
          body: { ...PROBLEMA_REST, titulo, questoes: [q.id], updated_at: alone.updated_at },
        }),
      );
      expect(link.status).toBe(403);
      // A problem someone else linked keeps its questions through this editor's saves, and only
      // those: unlinking is refused as linking is.
      const { data: linked } = await clients.admin.problemas.update({
        params: { id: alone.id },
        body: { ...PROBLEMA_REST, titulo, questoes: [q.id], updated_at: alone.updated_at },
      });
      const { data: renamed } = await editor.problemas.update({
        params: { id: alone.id },
        body: { ...PROBLEMA_REST, titulo: `${titulo} (2)`, questoes: [q.id], updated_at: linked.updated_at },
      });
      expect(renamed.questoes.map((x) => x.id)).toEqual([q.id]);
      const unlink = await apiError(
        editor.problemas.update({
          params: { id: alone.id },
          body: { ...PROBLEMA_REST, titulo, questoes: [], updated_at: renamed.updated_at },
        }),
      );
      expect(unlink.status).toBe(403);
      await clients.admin.problemas.delete({ params: { id: alone.id } });
    });

    it('saves a problem with attachments and linked questions (objects or ids), searches, deletes', async () => {
      const tag = unique();
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Vinculada ${tag}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
      });
      const upload = await clients.admin.arquivos.upload({ body: pdfMaterial('Carta') });
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
      // Listed by the name typed for it and by its file's own name (its address ends in a key).
      expect(p.arquivos[0]).toMatchObject({ nome: 'Carta', arquivo_nome: 'apostila.pdf' });
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

    it('refuses an attachment without a name (§5)', async () => {
      const upload = await clients.admin.arquivos.upload({ body: pdfMaterial('Anexo') });
      const error = await apiError(
        clients.admin.problemas.create({
          body: {
            titulo: `Prob ${unique()}`,
            arquivos: [{ arquivo_id: upload.data.id, nome: '', tipo_arquivo_id: 1 }],
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ 'arquivos.0.nome': [MESSAGES.material.nameRequired] });
    });

    it('refuses a blank titulo', async () => {
      const error = await apiError(clients.admin.problemas.create({ body: { titulo: '' } }));
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ titulo: [MESSAGES.problem.tituloRequired] });
    });
  });
}
