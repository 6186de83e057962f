/**
 * Which uploads a save may attach as materials. Upload ids are sequential and a saved record
 * answers each material's address (`caminho`), so were any existing id accepted, anyone who may
 * edit a course or a problem could attach every upload by its number (other courses' and
 * problems' materials, other people's unsaved uploads) and read where each is served. A save may
 * attach an upload already attached to the record it saves, or one the caller made that no record
 * holds yet.
 */
import type { Db } from '../db/db.js';

/** The record a save writes: a course or a problem, `id` null when it is new. */
export interface MaterialHolder {
  kind: 'curso' | 'problema';
  id: number | null;
}

/** The ids among `ids` that `callerId`'s save of `holder` may attach. */
export async function attachableUploads(
  db: Db,
  callerId: number,
  holder: MaterialHolder,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const attachedHere =
    holder.kind === 'curso'
      ? `SELECT 1 FROM assunto_arquivo aa JOIN assunto s ON s.id = aa.assunto_id
           JOIN curso_modulo m ON m.id = s.curso_modulo_id
          WHERE aa.arquivo_id = f.id AND m.curso_id = $3`
      : 'SELECT 1 FROM problema_arquivo pa WHERE pa.arquivo_id = f.id AND pa.problema_id = $3';
  const { rows } = await db.query<{ id: number }>(
    `SELECT f.id FROM arquivo f
      WHERE f.id = ANY($1::int[])
        AND ((f.usuario_id = $2
              AND NOT EXISTS (SELECT 1 FROM assunto_arquivo aa WHERE aa.arquivo_id = f.id)
              AND NOT EXISTS (SELECT 1 FROM problema_arquivo pa WHERE pa.arquivo_id = f.id))
             OR EXISTS (${attachedHere}))`,
    [[...new Set(ids)], callerId, holder.id],
  );
  return new Set(rows.map((r) => r.id));
}
