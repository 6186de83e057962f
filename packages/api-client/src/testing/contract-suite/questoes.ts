/** Contract suite: Questions: answers, classification, derived situacao, filters. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, signedInWith, unique } from './context.js';
import { CURSO_REST, QUESTAO_REST } from './update-bodies.js';

export function questoesContract(ctx: SuiteContext): void {
  const { clients } = ctx;
  describe('questions', () => {
    const opcoes = [
      { titulo: '7500', resposta_correta: false },
      { titulo: '7600', resposta_correta: false },
      { titulo: '7700', resposta_correta: true },
    ];

    it('a classification changes what it links only with the permissions of what it changes', async () => {
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Classificação guardada ${unique()}`, opcoes },
      });
      const problemas = await clients.admin.problemas.list({ query: { per_page: 1 } });
      const cursos = await clients.admin.cursos.list({ query: { per_page: 1 } });
      const problema = problemas.data.data[0]!.id;
      const curso = cursos.data.data[0]!.id;
      const none = { cursos: [], modulos: [], assuntos: [], problemas: [] };
      // questao.alterar alone: it added the question to any problem, classified it anywhere, and
      // a save that changed nothing answered the question, its correct answer included.
      const blind = await signedInWith(ctx, ['questao.alterar']);
      for (const body of [none, { ...none, problemas: [problema] }, { ...none, cursos: [curso] }]) {
        const refused = await apiError(blind.questoes.classificacao.put({ params: { id: q.id }, body }));
        expect(refused.status).toBe(403);
      }
      const editor = await signedInWith(ctx, ['questao.alterar', 'questao.visualizar']);
      const refused = await apiError(
        editor.questoes.classificacao.put({ params: { id: q.id }, body: { ...none, problemas: [problema] } }),
      );
      expect(refused.status).toBe(403);
      const linked = (await clients.admin.problemas.get({ params: { id: problema } })).data.questoes;
      expect(linked.map((x) => x.id)).not.toContain(q.id);
      // Keeping what is there needs nothing more; the problem's editor may link it.
      await editor.questoes.classificacao.put({ params: { id: q.id }, body: none });
      const problemEditor = await signedInWith(ctx, [
        'questao.alterar',
        'questao.visualizar',
        'problema.visualizar',
        'problema.alterar',
      ]);
      await problemEditor.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [problema] },
      });
      await editor.questoes.classificacao.put({
        params: { id: q.id },
        body: { ...none, problemas: [problema] },
      });
      // An empty body cleared every link: the four lists are required.
      const empty = await apiError(
        editor.questoes.classificacao.put({ params: { id: q.id }, body: {} as typeof none }),
      );
      expect(empty.status).toBe(422);
      expect(Object.keys(empty.body as object).sort()).toEqual([
        'assuntos',
        'cursos',
        'modulos',
        'problemas',
      ]);
    });

    it('finds a question by its title typed without accents or case, or with spaces around, in the list and the picker', async () => {
      const tag = unique();
      const titulo = `Altímetro e pressão ${tag}`;
      const { data: q } = await clients.admin.questoes.create({ body: { titulo, opcoes } });
      const listed = await clients.admin.questoes.list({ query: { titulo: `ALTIMETRO E PRESSAO ${tag}` } });
      expect(listed.data.data.map((row) => row.titulo)).toEqual([titulo]);
      const picked = await clients.admin.questoes.simple({
        query: { titulo: ` altimetro e pressao ${tag}  ` },
      });
      expect(picked.data.map((row) => row.titulo)).toEqual([titulo]);
      await clients.admin.questoes.delete({ params: { id: q.id } });
    });

    it('finds a question by every word of the search, in any order and apart, in the list and the picker', async () => {
      const tag = unique();
      const titulo = `Ajuste do altímetro ${tag} em QNE antes da decolagem`;
      const { data: q } = await clients.admin.questoes.create({ body: { titulo, opcoes } });
      const titles = async (titulo: string) => {
        const listed = await clients.admin.questoes.list({ query: { titulo } });
        const picked = await clients.admin.questoes.simple({ query: { titulo } });
        const fromList = listed.data.data.map((row) => row.titulo);
        expect(picked.data.map((row) => row.titulo)).toEqual(fromList);
        return fromList;
      };
      expect(await titles(`altimetro qne ${tag}`)).toEqual([titulo]);
      expect(await titles(` ${tag}   QNE\taltímetro `)).toEqual([titulo]);
      expect(await titles(`altímetro xyz ${tag}`)).toEqual([]);
      // Each word is a "contains" of its own: its wildcards are still plain characters.
      expect(await titles(`altímetro ${tag} %`)).toEqual([]);
      await clients.admin.questoes.delete({ params: { id: q.id } });
    });

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
        updated_at: expect.any(String),
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

    it('re-derives the situacao when a course save removes a subject or the course is deleted (§4)', async () => {
      const tag = unique();
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Recalculo ${tag}`, opcoes },
      });
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          apelido: `RS-${tag}`,
          nome: `Curso recalculado ${tag}`,
          situacao: 'Ativo',
          modulos: [
            {
              id: 't1',
              new: true,
              nome: 'Navegação',
              ordem: 0,
              assuntos: [{ id: 't2', new: true, nome: 'Cartas', ordem: 0, arquivos: [] }],
            },
          ],
        },
      });
      const modulo = curso.modulos[0]!;
      const assunto = modulo.assuntos[0]!;
      await clients.admin.questoes.classificacao.put({
        params: { id: q.id },
        body: { cursos: [curso.id], modulos: [modulo.id], assuntos: [assunto.id], problemas: [] },
      });
      const situacao = async () => {
        const { data } = await clients.admin.questoes.get({ params: { id: q.id } });
        const listed = await clients.admin.questoes.list({
          query: { titulo: tag, situacao: [data.situacao] },
        });
        expect(listed.data.data.map((x) => x.id)).toEqual([q.id]);
        return [data.situacao, data.total_curso, data.total_modulo, data.total_assunto];
      };
      expect(await situacao()).toEqual(['Classificada', 1, 1, 1]);

      await clients.admin.cursos.update({
        params: { id: curso.id },
        body: {
          ...CURSO_REST,
          apelido: curso.apelido,
          nome: curso.nome,
          situacao: 'Ativo',
          modulos: [{ ...modulo, assuntos: [{ ...assunto, deleted_at: new Date().toISOString() }] }],
        },
      });
      expect(await situacao()).toEqual(['Incompleta', 1, 1, 0]);

      await clients.admin.cursos.delete({ params: { id: curso.id } });
      expect(await situacao()).toEqual(['Sem Classificação', 0, 0, 0]);
    });

    it('filters by ativo and answers the simple picker', async () => {
      const tag = unique();
      const { data: inativa } = await clients.admin.questoes.create({
        body: { titulo: `Inativa ${tag}`, ativo: 0, opcoes },
      });
      expect(
        (await clients.admin.questoes.list({ query: { titulo: tag, ativo: 0 } })).data.data.map((q) => q.id),
      ).toEqual([inativa.id]);
      expect((await clients.admin.questoes.list({ query: { titulo: tag, ativo: 1 } })).data.data).toEqual([]);
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
          ...QUESTAO_REST,
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

    it('refuses two correct answers, on create and on update, and keeps the saved answers', async () => {
      const tag = unique();
      const two = [
        { titulo: '7500', resposta_correta: true },
        { titulo: '7700', resposta_correta: true },
      ];
      const created = await apiError(
        clients.admin.questoes.create({ body: { titulo: `Duas corretas ${tag}`, opcoes: two } }),
      );
      expect(created.status).toBe(422);
      expect(created.body).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
      expect((await clients.admin.questoes.list({ query: { titulo: tag } })).data.total).toBe(0);

      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Uma correta ${tag}`, opcoes },
      });
      for (const answers of [two, opcoes.map((o) => ({ ...o, resposta_correta: false }))]) {
        const error = await apiError(
          clients.admin.questoes.update({
            params: { id: q.uuid },
            body: { ...QUESTAO_REST, titulo: q.titulo, opcoes: answers, updated_at: q.updated_at },
          }),
        );
        expect(error.status).toBe(422);
        expect(error.body).toEqual({ opcoes: [MESSAGES.question.exactlyOneCorrect] });
      }
      const saved = await clients.admin.questoes.get({ params: { id: q.uuid } });
      expect(saved.data.opcoes.map((o) => [o.titulo, o.resposta_correta])).toEqual(
        opcoes.map((o) => [o.titulo, o.resposta_correta]),
      );
    });

    it('lists the newest questions first', async () => {
      const tag = unique();
      const first = await clients.admin.questoes.create({ body: { titulo: `Antiga ${tag}`, opcoes } });
      const second = await clients.admin.questoes.create({ body: { titulo: `Nova ${tag}`, opcoes } });
      const { data } = await clients.admin.questoes.list({ query: { titulo: tag } });
      expect(data.data.map((q) => q.id)).toEqual([second.data.id, first.data.id]);
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
}
