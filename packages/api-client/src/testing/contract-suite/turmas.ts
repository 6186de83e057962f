/** Contract suite: Classes: weekly schedule, ordering, validation. */
import { MESSAGES, TIPOS_CURSO } from '@hangar/domain';
import { describe, expect, it } from 'vitest';
import { apiError, type SuiteContext, signedInWith, unique } from './context.js';
import { TURMA_REST } from './update-bodies.js';

export function turmasContract(ctx: SuiteContext): void {
  const { clients } = ctx;
  /** A course and a modality any class may name. */
  const classRefs = async () => {
    const cursos = await clients.admin.cursos.list({ query: { per_page: 1 } });
    const modalidades = await clients.admin.modalidades.list({ query: { per_page: 1 } });
    return { curso_id: cursos.data.data[0]!.id, modalidade_id: modalidades.data.data[0]!.id };
  };
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
      expect((await clients.admin.turmas.list({ query: { nome: tag } })).data.data.map((t) => t.id)).toEqual([
        turma.id,
      ]);
      const { data: cancelada } = await clients.admin.turmas.update({
        params: { id: turma.id },
        body: {
          ...TURMA_REST,
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

    it('refuses a day the calendar does not have, on its field', async () => {
      const refs = await classRefs();
      const error = await apiError(
        clients.admin.turmas.create({
          body: {
            nome: `Datas ${unique()}`,
            ...refs,
            data_inicio: '2026-02-30',
            data_fim: '2026-13-01',
          },
        }),
      );
      expect([error.status, error.body]).toEqual([
        422,
        { data_inicio: [MESSAGES.field.invalid], data_fim: [MESSAGES.field.invalid] },
      ]);
    });

    it('refuses a weekday listed twice in the schedule, at its second place', async () => {
      const refs = await classRefs();
      const error = await apiError(
        clients.admin.turmas.create({
          body: {
            nome: `Dia repetido ${unique()}`,
            ...refs,
            calendarios: [
              { dia: 1, ativo: 1, horarios: [{ inicio: '08:00', fim: '09:00' }] },
              { dia: 2, ativo: 0, horarios: [] },
              { dia: 1, ativo: 1, horarios: [{ inicio: '19:00', fim: '22:00' }] },
            ],
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({ 'calendarios.2.dia': [MESSAGES.klass.dayRepeated] });
    });

    it('refuses an end before the start and a schedule the domain refuses, as a 422 field map', async () => {
      const refs = await classRefs();
      const calendarios = Array.from({ length: 7 }, (_, dia) =>
        dia === 1
          ? {
              dia,
              ativo: 1 as const,
              horarios: [
                { inicio: '08:00', fim: '10:00' },
                { inicio: '09:00', fim: '11:00' },
              ],
            }
          : dia === 3
            ? { dia, ativo: 1 as const, horarios: [{ inicio: '14:00', fim: '13:00' }] }
            : { dia, ativo: 0 as const, horarios: [] },
      );
      const error = await apiError(
        clients.admin.turmas.create({
          body: {
            nome: `Datas ${unique()}`,
            ...refs,
            data_inicio: '2026-08-10',
            data_fim: '2026-08-09',
            calendarios,
          },
        }),
      );
      expect(error.status).toBe(422);
      expect(error.body).toEqual({
        data_fim: [MESSAGES.klass.dateRangeInvalid],
        'calendarios.1.horarios': [MESSAGES.klass.rangesOverlap],
        'calendarios.1.horarios.0': [MESSAGES.klass.rangeOverlapsAnother],
        'calendarios.1.horarios.1': [MESSAGES.klass.rangeOverlapsAnother],
        'calendarios.3.horarios.0': [MESSAGES.klass.rangeStartBeforeEnd],
      });
    });

    it("names a schedule's faults by the day's place in the list, as its other errors, not by its weekday", async () => {
      const refs = await classRefs();
      const error = await apiError(
        clients.admin.turmas.create({
          body: {
            nome: `Só sexta ${unique()}`,
            ...refs,
            calendarios: [{ dia: 5, ativo: 1, horarios: [{ inicio: '10:00', fim: '09:00' }] }],
          },
        }),
      );
      expect(error.body).toEqual({ 'calendarios.0.horarios.0': [MESSAGES.klass.rangeStartBeforeEnd] });
    });

    it('who edits classes without viewing courses still picks the course (the catalogue), not a course', async () => {
      const editor = await signedInWith(ctx, ['turma.visualizar', 'turma.adicionar']);
      const picked = await editor.cursos.list({ query: { per_page: 1000 } });
      expect(picked.data.data.length).toBeGreaterThan(0);
      const curso = picked.data.data[0]!;
      const modulos = await editor.cursos.modulos({ query: { cursos: [curso.id] } });
      expect(Array.isArray(modulos.data)).toBe(true);
      expect((await apiError(editor.cursos.get({ params: { id: curso.id } }))).status).toBe(403);
      const { data: turma } = await editor.turmas.create({
        body: { nome: `Sem cursos ${unique()}`, ...(await classRefs()), curso_id: curso.id },
      });
      expect(turma.curso_id).toBe(curso.id);
      await clients.admin.turmas.delete({ params: { id: turma.id } });
      // Nobody else: an entities clerk may not read the catalogue.
      const clerk = await signedInWith(ctx, ['escola.visualizar']);
      expect((await apiError(clerk.cursos.list({ query: { per_page: 1000 } }))).status).toBe(403);
    });

    it('cancels a class (sets or clears data_cancelamento) only with turma.cancelar', async () => {
      const editor = await signedInWith(ctx, ['turma.visualizar', 'turma.adicionar', 'turma.alterar']);
      const canceller = await signedInWith(ctx, ['turma.visualizar', 'turma.alterar', 'turma.cancelar']);
      const refs = await classRefs();
      const base = {
        ...TURMA_REST,
        nome: `Cancelar ${unique()}`,
        ...refs,
      };
      const cancelled = await apiError(
        editor.turmas.create({ body: { ...base, data_cancelamento: '2026-11-27' } }),
      );
      expect(cancelled.status).toBe(403);
      const { data: turma } = await editor.turmas.create({ body: base });
      const update = (client: typeof editor, data_cancelamento: string | null, updated_at?: string) =>
        client.turmas.update({ params: { id: turma.id }, body: { ...base, data_cancelamento, updated_at } });
      expect((await apiError(update(editor, '2026-11-27', turma.updated_at))).status).toBe(403);
      // Saving the class as it is (its cancellation unchanged) is an edit like any other.
      const { data: edited } = await update(editor, null, turma.updated_at);
      const { data: cancel } = await update(canceller, '2026-11-27', edited.updated_at);
      expect(cancel.data_cancelamento).toBe('2026-11-27');
      const { data: kept } = await update(editor, '2026-11-27', cancel.updated_at);
      expect(kept.data_cancelamento).toBe('2026-11-27');
      expect((await apiError(update(editor, null, kept.updated_at))).status).toBe(403);
      const { data: reopened } = await update(canceller, null, kept.updated_at);
      expect(reopened.data_cancelamento).toBeNull();
      await clients.admin.turmas.delete({ params: { id: turma.id } });
    });
  });
}
