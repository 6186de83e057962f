/**
 * Fault injection: a failure in the middle of a course save (after the course row and some of
 * its modules and subjects were written) leaves the database exactly as it was.
 */
import { expect, it } from 'vitest';
import type { Db } from '../src/db/db.js';
import { describeEachDb, withQueryHook } from './helper.js';

/** Wraps a Db so that, while armed, the Nth statement matching `pattern` throws. */
function faulty(db: Db, control: { armed: boolean; pattern: RegExp; failAt: number; seen: number }): Db {
  return withQueryHook(db, (sql) => {
    if (!control.armed || !control.pattern.test(sql)) return;
    control.seen++;
    if (control.seen === control.failAt) throw new Error('injected fault');
  });
}

// The save writes the course, then its modules, then all its subjects in one statement: the
// fault strikes there, after rows of the same transaction are already written.
const control = { armed: false, pattern: /INSERT INTO assunto \(/, failAt: 1, seen: 0 };

const TABLES = ['curso', 'curso_categoria', 'curso_modulo', 'assunto', 'assunto_arquivo'];

async function snapshot(db: Db) {
  const out: Record<string, unknown[]> = {};
  for (const t of TABLES) {
    out[t] = (await db.query(`SELECT * FROM ${t} ORDER BY 1, 2`)).rows;
  }
  return out;
}

describeEachDb(
  'fault injection in a course save',
  (env) => {
    const body = (modulos: unknown[]) => ({
      apelido: 'FALHA',
      nome: 'Curso que falha no meio',
      situacao: 'Ativo',
      categorias: [1],
      modulos,
    });
    const newModules = [
      {
        id: 'tmp-1',
        nome: 'Módulo A',
        new: true,
        assuntos: [
          { id: 'tmp-2', nome: 'A1', new: true },
          { id: 'tmp-3', nome: 'A2', new: true },
        ],
      },
      { id: 'tmp-4', nome: 'Módulo B', new: true, assuntos: [{ id: 'tmp-5', nome: 'B1', new: true }] },
    ];

    it('a failing create writes nothing', async () => {
      const { access_token } = await env().login();
      const before = await snapshot(env().db);
      Object.assign(control, { armed: true, seen: 0 });
      const res = await env().app.inject({
        method: 'POST',
        url: '/api/curso',
        headers: env().auth(access_token),
        payload: body(newModules),
      });
      control.armed = false;
      expect(control.seen).toBe(1);
      expect(res.statusCode).toBe(500);
      expect(res.json()).toHaveProperty('message');
      expect(await snapshot(env().db)).toEqual(before);
    });

    it('a failing update of an existing course (rename, reorder, delete, add) changes nothing', async () => {
      const { access_token } = await env().login();
      const { rows } = await env().db.query<{ uuid: string }>(
        "SELECT uuid::text AS uuid FROM curso WHERE apelido = 'PP-A-T'",
      );
      const got = await env().app.inject({
        method: 'GET',
        url: `/api/curso/${rows[0]!.uuid}`,
        headers: env().auth(access_token),
      });
      const curso = got.json().data;
      const [first, second, ...rest] = curso.modulos;
      const modulos = [
        { ...second, nome: `${second.nome} (renomeado)` },
        { ...first, deleted_at: '2026-03-02T12:00:00Z' },
        ...rest,
        ...newModules,
      ];
      const before = await snapshot(env().db);
      Object.assign(control, { armed: true, seen: 0 });
      const res = await env().app.inject({
        method: 'PUT',
        url: `/api/curso/${curso.uuid}`,
        headers: env().auth(access_token),
        payload: { ...curso, categorias: curso.categorias.map((c: { id: number }) => c.id), modulos },
      });
      control.armed = false;
      expect(res.statusCode).toBe(500);
      expect(await snapshot(env().db)).toEqual(before);

      // Without the fault the same save goes through: the test exercised a real write.
      const ok = await env().app.inject({
        method: 'PUT',
        url: `/api/curso/${curso.uuid}`,
        headers: env().auth(access_token),
        payload: { ...curso, categorias: curso.categorias.map((c: { id: number }) => c.id), modulos },
      });
      expect(ok.statusCode).toBe(200);
      expect(await snapshot(env().db)).not.toEqual(before);
    });
  },
  { wrapDb: (db) => faulty(db, control) },
);
