/** Modalidades, categorias and file types: any signed-in user (§2.11, §7). */
import { MESSAGES, validateCategory } from '@hangar/domain';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/db.js';
import { HttpError, ValidationError } from '../http/errors.js';
import { route } from '../http/route.js';
import { deleteRow, isoMs, pagedList, Sql, sameName, searched, updateRow } from '../http/sql.js';
import type { Services } from '../services.js';

/** What a category's save answers: the record with its new version. */
const RETURNED = `id, nome, ${isoMs('updated_at')} AS updated_at`;

async function nameTaken(db: Db, nome: string, exceptId: number | null) {
  const { rows } = await db.query(
    `SELECT 1 FROM categoria WHERE ${sameName('nome', '$1')} AND id IS DISTINCT FROM $2`,
    [nome.trim(), exceptId],
  );
  return rows.length > 0;
}

export function catalogoRoutes(app: FastifyInstance, services: Services): void {
  const { db } = services;
  const validate = (raw: Record<string, unknown>) => validateCategory(raw as { nome?: string });

  /** A page of `table` by name (a search folds case and accents), with the columns `select`. */
  const listByName =
    (table: string, select: string) =>
    async ({ query }: { query: { nome?: string; page: number; per_page: number } }) => {
      const q = new Sql();
      if (query.nome) q.where(searched(q, ['t.nome'], query.nome));
      return pagedList(db, q, { select, from: `${table} t`, order: 'lower(t.nome), t.id' }, query);
    };
  route(app, services, 'modalidades.list', listByName('modalidade', 't.id, t.nome'), { cache: true });
  // A category's version goes with it: its modal saves against it (409 when stale).
  route(
    app,
    services,
    'categorias.list',
    listByName('categoria', `t.id, t.nome, ${isoMs('t.updated_at')} AS updated_at`),
    { cache: true },
  );

  route(
    app,
    services,
    'categorias.create',
    async ({ body }) => {
      const nome = body.nome.trim();
      if (await nameTaken(db, nome, null)) throw new ValidationError({ nome: [MESSAGES.taken.category] });
      // In a transaction, as every create: it marks a retried create's key made with the record.
      const { rows } = await db.transaction((tx) =>
        tx.query<{ id: number; nome: string; updated_at: string }>(
          `INSERT INTO categoria (nome) VALUES ($1) RETURNING ${RETURNED}`,
          [nome],
        ),
      );
      return { data: rows[0]! };
    },
    { validate },
  );

  route(
    app,
    services,
    'categorias.update',
    async ({ params, body }) => {
      const nome = body.nome.trim();
      if (await nameTaken(db, nome, params.id))
        throw new ValidationError({ nome: [MESSAGES.taken.category] });
      const { rows } = await db.transaction(async (tx) => {
        // Saved against the version read (none sent: legacy clients, no check).
        await updateRow(tx, 'categoria', params.id, { nome }, { version: body.updated_at });
        return tx.query<{ id: number; nome: string; updated_at: string }>(
          `SELECT ${RETURNED} FROM categoria WHERE id = $1`,
          [params.id],
        );
      });
      return { data: rows[0]! };
    },
    { validate },
  );

  route(app, services, 'categorias.delete', async ({ params }) => {
    const { rows } = await db.query('SELECT 1 FROM curso_categoria WHERE categoria_id = $1 LIMIT 1', [
      params.id,
    ]);
    if (rows.length > 0) throw new HttpError(409, MESSAGES.conflict.categoryInUse);
    await deleteRow(db, 'categoria', params.id);
    return undefined;
  });

  route(app, services, 'arquivos.tipos', async () => {
    const { rows } = await db.query<{ id: number; nome: string }>(
      'SELECT id, nome FROM tipo_arquivo ORDER BY id',
    );
    return { data: rows };
  });
}
