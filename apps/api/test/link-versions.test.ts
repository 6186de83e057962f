/**
 * A problem's questions and a question's problems are one link (`questao_problema`), edited from
 * two screens, each saved against the `updated_at` it loaded. A save that changes the link moves
 * the version of every record on the other side whose links it changed (and of no other), so a
 * save from a copy read before it answers 409 instead of silently undoing it.
 */
import { unique } from '@hangar/api-client/testing';
import { MESSAGES } from '@hangar/domain';
import { expect, it } from 'vitest';
import { describeEachDb, type TestEnv, withQueryHook } from './helper.js';

interface ProblemaCopy {
  id: number;
  titulo: string;
  updated_at: string;
  questoes: { id: number }[];
}
interface ClassificacaoCopy {
  updated_at: string;
  problemas: { id: number }[];
}

/** The API as the demo administrator, signed in once per test. */
async function signIn(env: () => TestEnv) {
  const { access_token } = await env().login();
  const headers = env().auth(access_token);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    env().app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const ok = async <T>(method: 'GET' | 'POST' | 'PUT', url: string, payload?: object): Promise<T> => {
    const res = await call(method, url, payload);
    if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
    return res.json().data as T;
  };
  const none = { cursos: [], modulos: [], assuntos: [], problemas: [] as number[] };
  return {
    newQuestao: async () =>
      (
        await ok<{ id: number }>('POST', '/api/questao', {
          titulo: `Questão ${unique()}`,
          opcoes: [{ titulo: 'Sim', resposta_correta: true }],
        })
      ).id,
    newProblema: async (questoes: number[] = []) =>
      (await ok<{ id: number }>('POST', '/api/problema', { titulo: `Problema ${unique()}`, questoes })).id,
    problema: (id: number) => ok<ProblemaCopy>('GET', `/api/problema/${id}`),
    classificacao: (id: number) => ok<ClassificacaoCopy>('GET', `/api/questao/${id}/classificacao`),
    /** `PUT /api/problema/:id` from `copy`, with these questions (and title, when given). */
    saveProblema: (copy: ProblemaCopy, questoes: number[], titulo = copy.titulo) =>
      call('PUT', `/api/problema/${copy.id}`, {
        titulo,
        descricao: null,
        arquivos: [],
        questoes,
        updated_at: copy.updated_at,
      }),
    /** `PUT /api/questao/:id/classificacao` from `copy`, with these problems (and `extra`). */
    classify: (id: number, copy: ClassificacaoCopy, problemas: number[], extra: object = {}) =>
      call('PUT', `/api/questao/${id}/classificacao`, {
        ...none,
        ...extra,
        problemas,
        updated_at: copy.updated_at,
      }),
  };
}

const ids = (rows: { id: number }[]) => rows.map((r) => r.id).sort((a, b) => a - b);
const stale = { message: MESSAGES.concurrency.stale };

describeEachDb("a problem's questions and a question's problems", (env) => {
  it("a classification that links or unlinks a problem moves the problem's version: its stale copy gets 409", async () => {
    const api = await signIn(env);
    const [q8, q9] = [await api.newQuestao(), await api.newQuestao()];
    const p = await api.newProblema([q9]);

    // The probe's steps: the problem read, question 8 linked to it from its classification…
    const read = await api.problema(p);
    const linked = await api.classify(q8, await api.classificacao(q8), [p]);
    expect(linked.statusCode).toBe(200);
    const after = await api.problema(p);
    expect(ids(after.questoes)).toEqual([q8, q9]);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(read.updated_at));
    // …then the problem saved from the copy read before: refused, and question 8 stays linked.
    const undo = await api.saveProblema(read, [q9]);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toEqual(stale);
    expect(ids((await api.problema(p)).questoes)).toEqual([q8, q9]);

    // Unlinked from the classification: the same for a copy that still lists question 8.
    const before = await api.problema(p);
    expect((await api.classify(q8, await api.classificacao(q8), [])).statusCode).toBe(200);
    const relink = await api.saveProblema(before, [q8, q9]);
    expect(relink.statusCode).toBe(409);
    expect(ids((await api.problema(p)).questoes)).toEqual([q9]);
  });

  it("a problem save or create that links or unlinks a question moves the question's version: its stale classification gets 409", async () => {
    const api = await signIn(env);
    const q = await api.newQuestao();
    const p = await api.newProblema();

    const read = await api.classificacao(q);
    expect((await api.saveProblema(await api.problema(p), [q])).statusCode).toBe(200);
    const after = await api.classificacao(q);
    expect(ids(after.problemas)).toEqual([p]);
    expect(Date.parse(after.updated_at)).toBeGreaterThan(Date.parse(read.updated_at));
    const undo = await api.classify(q, read, []);
    expect(undo.statusCode).toBe(409);
    expect(undo.json()).toEqual(stale);
    expect(ids((await api.classificacao(q)).problemas)).toEqual([p]);

    // Unlinked from the problem: a classification read before cannot link it back.
    const before = await api.classificacao(q);
    expect((await api.saveProblema(await api.problema(p), [])).statusCode).toBe(200);
    expect((await api.classify(q, before, [p])).statusCode).toBe(409);
    expect((await api.classificacao(q)).problemas).toEqual([]);

    // A new problem created with the question: the same.
    const beforeCreate = await api.classificacao(q);
    const created = await api.newProblema([q]);
    expect((await api.classify(q, beforeCreate, [])).statusCode).toBe(409);
    expect(ids((await api.classificacao(q)).problemas)).toEqual([created]);
    // The question's own form reads the same version: its stale copy is refused too.
    const form = await env().app.inject({
      method: 'PUT',
      url: `/api/questao/${q}`,
      headers: env().auth((await env().login()).access_token),
      payload: {
        titulo: 'Editada de uma cópia antiga',
        descricao: null,
        ativo: 1,
        opcoes: [{ titulo: 'Sim', resposta_correta: true }],
        updated_at: beforeCreate.updated_at,
      },
    });
    expect(form.statusCode).toBe(409);
  });

  it('a save leaves the version of a record whose links it did not change where it was', async () => {
    const api = await signIn(env);
    const [qa, qb] = [await api.newQuestao(), await api.newQuestao()];
    const [p1, p2] = [await api.newProblema([qa]), await api.newProblema()];

    // Problem side: qb linked, qa (already linked) untouched; then only the title changes.
    const qaRead = await api.classificacao(qa);
    expect((await api.saveProblema(await api.problema(p1), [qa, qb])).statusCode).toBe(200);
    expect((await api.classificacao(qa)).updated_at).toBe(qaRead.updated_at);
    const qbRead = await api.classificacao(qb);
    const retitled = await api.saveProblema(await api.problema(p1), [qb, qa], `Problema ${unique()} B`);
    expect(retitled.statusCode).toBe(200);
    expect((await api.classificacao(qa)).updated_at).toBe(qaRead.updated_at);
    expect((await api.classificacao(qb)).updated_at).toBe(qbRead.updated_at);
    // So a classification opened before those saves still saves.
    const p2Read = await api.problema(p2);
    const p1Read = await api.problema(p1);
    expect((await api.classify(qa, qaRead, [p1, p2])).statusCode).toBe(200);

    // Question side: that save linked p2 (moved) and kept p1 (not moved).
    expect((await api.problema(p1)).updated_at).toBe(p1Read.updated_at);
    expect(Date.parse((await api.problema(p2)).updated_at)).toBeGreaterThan(Date.parse(p2Read.updated_at));
    // A classification that changes only its course moves no problem.
    const p2Now = await api.problema(p2);
    const { rows } = await env().db.query<{ id: number }>('SELECT id FROM curso ORDER BY id LIMIT 1');
    const recourse = await api.classify(qa, await api.classificacao(qa), [p2, p1], { cursos: [rows[0]!.id] });
    expect(recourse.statusCode).toBe(200);
    expect((await api.problema(p1)).updated_at).toBe(p1Read.updated_at);
    expect((await api.problema(p2)).updated_at).toBe(p2Now.updated_at);
    // So the problem's editors, who opened it before, still save.
    expect((await api.saveProblema(p1Read, [qa, qb])).statusCode).toBe(200);
    expect((await api.saveProblema(p2Now, [qa])).statusCode).toBe(200);
  });

  it('a problem save and a classification that change the same link, sent together: one saves, the other gets 409', async () => {
    const api = await signIn(env);
    for (let round = 0; round < 5; round++) {
      const q = await api.newQuestao();
      const p = await api.newProblema();
      const [problemCopy, classCopy] = [await api.problema(p), await api.classificacao(q)];
      const answers = await Promise.all([
        api.saveProblema(problemCopy, [q]),
        api.classify(q, classCopy, [p]),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      expect(ids((await api.problema(p)).questoes)).toEqual([q]);
      expect(ids((await api.classificacao(q)).problemas)).toEqual([p]);
    }
  });
});

/** While `held` is set, the problem save's write of its links waits for it (see below). */
const pause: { held: Promise<void> | null; reached: () => void } = { held: null, reached: () => {} };

describeEachDb(
  'question–problem links saved at the same moment',
  (env, kind) => {
    /**
     * The interleaving the test above leaves to chance, made to happen: the problem save is held
     * inside its transaction, its version checked and the links not yet written, while the
     * classification of the same link runs. That save must wait for the first and then answer the
     * stale copy's 409; reading the links before the first committed, it linked the pair a second
     * time (a unique violation: a 409 in general words, 'Houve um problema…').
     * PGlite runs one transaction at a time, so only PostgreSQL can interleave them.
     */
    it.skipIf(kind === 'pglite')(
      'a classification of a link a problem save is writing waits for it, then gets 409',
      async () => {
        const api = await signIn(env);
        const q = await api.newQuestao();
        const p = await api.newProblema();
        const [problemCopy, classCopy] = [await api.problema(p), await api.classificacao(q)];

        let release = () => {};
        pause.held = new Promise<void>((resolve) => {
          release = resolve;
        });
        const reached = new Promise<void>((resolve) => {
          pause.reached = resolve;
        });
        const problemSave = api.saveProblema(problemCopy, [q]);
        await reached;
        let classified = false;
        const classification = api.classify(q, classCopy, [p]).finally(() => {
          classified = true;
        });
        // Until the classification has answered or waits on a lock the problem save holds.
        for (let waited = 0; !classified && waited < 5000; waited += 20) {
          const { rows } = await env().db.query<{ n: number }>(
            `SELECT count(*)::int AS n FROM pg_stat_activity
              WHERE datname = current_database() AND wait_event_type = 'Lock'`,
          );
          if (rows[0]!.n > 0) break;
          await new Promise((r) => setTimeout(r, 20));
        }
        pause.held = null;
        release();
        const [first, second] = [await problemSave, await classification];
        expect(first.statusCode).toBe(200);
        expect(second.statusCode).toBe(409);
        expect(second.json()).toEqual(stale);
        expect(ids((await api.problema(p)).questoes)).toEqual([q]);
        expect(ids((await api.classificacao(q)).problemas)).toEqual([p]);
      },
    );
  },
  {
    wrapDb: (db) =>
      withQueryHook(db, async (sql) => {
        if (pause.held && sql.startsWith('INSERT INTO questao_problema (problema_id')) {
          pause.reached();
          await pause.held;
        }
      }),
  },
);
