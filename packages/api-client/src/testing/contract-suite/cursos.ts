/** Contract suite: Courses: the tree save, list filters, pickers, validation, delete. */
import { MESSAGES } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, unique } from './context.js';
import { pdfMaterial } from './files.js';

export function cursosContract({ clients }: SuiteContext): void {
  describe('courses', () => {
    const baseCourse = (apelido: string, nome: string) => ({
      apelido,
      nome,
      situacao: 'Ativo' as const,
      qualificacao: 'EXTRA' as const,
      tipo: 'Teórico' as const,
      descricao: 'Curso criado pelo teste de contrato',
      modalidade_id: null,
      imagem_url: null,
      categorias: [] as number[],
      curso_id: null,
      permite_sem_homologacao: true,
    });

    it('saves a course with modules, subjects and materials, and reads it back by id and uuid', async () => {
      const tag = unique();
      const upload = await clients.admin.arquivos.upload({ body: pdfMaterial() });
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
                  arquivos: [{ arquivo_id: upload.data.id, nome: 'Apostila', tipo_arquivo_id: 1, new: true }],
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
      expect(material).toMatchObject({
        arquivo_id: upload.data.id,
        nome: 'Apostila',
        arquivo_nome: 'apostila.pdf',
        tipo_arquivo_id: 1,
      });
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

    it('keeps what a save leaves out: removing needs deleted_at (§4); the omitted come after the sent, in their order', async () => {
      const tag = unique();
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          ...baseCourse(`OM-${tag}`, `Curso Omitido ${tag}`),
          modulos: ['A', 'B', 'C'].map((nome, i) => ({
            id: `tmp-${i}`,
            new: true,
            nome,
            ordem: i,
            assuntos: ['1', '2'].map((n, j) => ({
              id: `tmp-${i}-${j}`,
              new: true,
              nome: `${nome}${n}`,
              ordem: j,
              arquivos: [],
            })),
          })),
        },
      });
      const [a, b, c] = curso.modulos;
      const { data: saved } = await clients.admin.cursos.update({
        params: { id: curso.uuid },
        body: {
          ...baseCourse(curso.apelido, curso.nome),
          // B is left out; C is sent with only its second subject.
          modulos: [
            { id: c!.id, nome: 'C', ordem: 0, assuntos: [{ ...c!.assuntos[1]!, ordem: 0 }] },
            { id: 'tmp-9', new: true, nome: 'D', ordem: 1, assuntos: [] },
          ],
        },
      });
      expect(saved.modulos.map((m) => [m.nome, m.ordem])).toEqual([
        ['C', 0],
        ['D', 1],
        ['A', 2],
        ['B', 3],
      ]);
      expect(saved.modulos.map((m) => m.id).slice(2)).toEqual([a!.id, b!.id]);
      expect(saved.modulos[0]!.assuntos.map((x) => [x.nome, x.ordem])).toEqual([
        ['C2', 0],
        ['C1', 1],
      ]);
      expect(saved.modulos[2]!.assuntos.map((x) => x.nome)).toEqual(['A1', 'A2']);
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

    it('counts what a delete or a removal takes with it: entities and classified questions', async () => {
      const tag = unique();
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          ...baseCourse(`CNT-${tag}`, `Contagem ${tag}`),
          modulos: [
            {
              id: 't1',
              new: true,
              nome: 'Módulo',
              ordem: 0,
              assuntos: [
                { id: 't2', new: true, nome: 'Classificado', ordem: 0, arquivos: [] },
                { id: 't3', new: true, nome: 'Vazio', ordem: 1, arquivos: [] },
              ],
            },
          ],
        },
      });
      const modulo = curso.modulos[0]!;
      const { data: q } = await clients.admin.questoes.create({
        body: { titulo: `Contada ${tag}`, opcoes: [{ titulo: 'Sim', resposta_correta: true }] },
      });
      await clients.admin.questoes.classificacao.put({
        params: { id: q.id },
        body: { cursos: [curso.id], modulos: [modulo.id], assuntos: [modulo.assuntos[0]!.id], problemas: [] },
      });
      const { data } = await clients.admin.cursos.list({ query: { query: `CNT-${tag}` } });
      expect(data.data.map((c) => [c.id, c.entidades_count, c.questoes_count, c.turmas_count])).toEqual([
        [curso.id, 0, 1, 0],
      ]);
      // The course's modules and subjects count theirs too, for the form's removal questions.
      const { data: read } = await clients.admin.cursos.get({ params: { id: curso.id } });
      expect(read.modulos[0]!.questoes_count).toBe(1);
      expect(read.modulos[0]!.assuntos.map((a) => [a.nome, a.questoes_count])).toEqual([
        ['Classificado', 1],
        ['Vazio', 0],
      ]);
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

    it('one removal marker (§4): false and blank keep an item, so its names are checked (§5)', async () => {
      const tag = unique();
      const kept = await clients.admin.cursos.create({
        body: {
          ...baseCourse(`DM-${tag}`, `Marcador ${tag}`),
          modulos: [{ nome: 'M fantasma', deleted_at: '  ', assuntos: [] }],
        },
      });
      expect(kept.data.modulos.map((m) => m.nome)).toEqual(['M fantasma']);
      const error = await apiError(
        clients.admin.cursos.create({
          body: {
            ...baseCourse(`DF-${tag}`, `Marcador falso ${tag}`),
            modulos: [
              { nome: 'M1', assuntos: [{ nome: 'A1' }] },
              { nome: '', deleted_at: false, assuntos: [{ nome: ' ', deleted_at: false }] },
            ],
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        'modulos.1.nome': [MESSAGES.course.moduleNameRequired],
        'modulos.1.assuntos.0.nome': [MESSAGES.course.subjectNameRequired],
      });
    });

    it('refuses a subject material without a name (§5)', async () => {
      const tag = unique();
      const upload = await clients.admin.arquivos.upload({ body: pdfMaterial() });
      const error = await apiError(
        clients.admin.cursos.create({
          body: {
            ...baseCourse(`MN-${tag}`, `Material sem nome ${tag}`),
            modulos: [
              {
                nome: 'M',
                assuntos: [
                  { nome: 'A', arquivos: [{ arquivo_id: upload.data.id, nome: ' ', tipo_arquivo_id: 1 }] },
                ],
              },
            ],
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        'modulos.0.assuntos.0.arquivos.0.nome': [MESSAGES.material.nameRequired],
      });
    });

    it('keeps the ID (apelido) of a saved course (§2.5): another one is refused, spaces aside', async () => {
      const tag = unique();
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          ...baseCourse(`AP-${tag}`, `Apelido ${tag}`),
          modulos: [{ id: 't', new: true, nome: 'M', ordem: 0, assuntos: [] }],
        },
      });
      const body = (apelido: string) => ({
        ...baseCourse(apelido, curso.nome),
        modulos: curso.modulos.map((m) => ({ ...m, assuntos: [] })),
      });
      const error = await apiError(
        clients.admin.cursos.update({ params: { id: curso.id }, body: body(`NOVO-${tag}`) }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ apelido: [MESSAGES.course.apelidoLocked] });
      const { data: saved } = await clients.admin.cursos.update({
        params: { id: curso.id },
        body: body(` ${curso.apelido} `),
      });
      expect(saved.apelido).toBe(curso.apelido);
    });

    it('refuses an existing module or subject sent twice in one save (§9: ordem is its position)', async () => {
      const tag = unique();
      const { data: curso } = await clients.admin.cursos.create({
        body: {
          ...baseCourse(`DP-${tag}`, `Duplicados ${tag}`),
          modulos: ['A', 'B'].map((nome, i) => ({
            id: `tmp-${i}`,
            new: true,
            nome,
            ordem: i,
            assuntos: [{ id: `tmp-${i}-0`, new: true, nome: `${nome}1`, ordem: 0, arquivos: [] }],
          })),
        },
      });
      const [a, b] = curso.modulos;
      const twiceModule = await apiError(
        clients.admin.cursos.update({
          params: { id: curso.id },
          body: {
            ...baseCourse(curso.apelido, curso.nome),
            modulos: [a!, b!, { ...a!, nome: 'A de novo', assuntos: [] }],
          },
        }),
      );
      expect(twiceModule.status).toBe(422);
      expect(twiceModule.body).toEqual({ 'modulos.2.id': [MESSAGES.course.moduleRepeated] });
      const twiceSubject = await apiError(
        clients.admin.cursos.update({
          params: { id: curso.id },
          body: {
            ...baseCourse(curso.apelido, curso.nome),
            modulos: [a!, { ...b!, assuntos: [...b!.assuntos, a!.assuntos[0]!] }],
          },
        }),
      );
      expect(twiceSubject.status).toBe(422);
      expect(twiceSubject.body).toEqual({ 'modulos.1.assuntos.1.id': [MESSAGES.course.subjectRepeated] });
      const { data: unchanged } = await clients.admin.cursos.get({ params: { id: curso.id } });
      expect(unchanged).toEqual(curso);
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
      expect((await apiError(clients.admin.cursos.delete({ params: { id: curso.uuid } }))).status).toBe(404);
    });
  });
}
