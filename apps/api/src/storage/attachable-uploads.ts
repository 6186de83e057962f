/**
 * Which uploads a save may attach as materials. Upload ids are sequential and a saved record
 * answers each material's address (`caminho`), so were any existing id accepted, anyone who may
 * edit a course or a problem could attach every upload by its number (other courses' and
 * problems' materials, other people's unsaved uploads) and read where each is served. A save may
 * attach an upload already attached to the record it saves, or one the caller made that no record
 * holds yet. Its type is judged by the domain's `mayHoldMaterialType`, given `heldAs`.
 */
import type { Db } from '../db/db.js';

/** The record a save writes: a course or a problem, `id` null when it is new. */
export interface MaterialHolder {
  kind: 'curso' | 'problema';
  id: number | null;
}

/** An upload a save may attach: its media type, and the types it holds on this record already. */
export interface AttachableUpload {
  mime: string;
  /** The `tipo_arquivo_id`s it is attached with to the record saved (none for a new upload). */
  heldAs: number[];
}

/** The uploads among `ids` that `callerId`'s save of `holder` may attach, by id. */
export async function attachableUploads(
  db: Db,
  callerId: number,
  holder: MaterialHolder,
  ids: readonly number[],
): Promise<Map<number, AttachableUpload>> {
  if (ids.length === 0) return new Map();
  const heldHere =
    holder.kind === 'curso'
      ? `SELECT aa.tipo_arquivo_id FROM assunto_arquivo aa JOIN assunto s ON s.id = aa.assunto_id
           JOIN curso_modulo m ON m.id = s.curso_modulo_id
          WHERE aa.arquivo_id = f.id AND m.curso_id = $3`
      : 'SELECT pa.tipo_arquivo_id FROM problema_arquivo pa WHERE pa.arquivo_id = f.id AND pa.problema_id = $3';
  const { rows } = await db.query<{ id: number; mime: string; held_as: number[] }>(
    `SELECT f.id, f.mime, ARRAY(${heldHere}) AS held_as FROM arquivo f
      WHERE f.id = ANY($1::int[])
        AND ((f.usuario_id = $2
              AND NOT EXISTS (SELECT 1 FROM assunto_arquivo aa WHERE aa.arquivo_id = f.id)
              AND NOT EXISTS (SELECT 1 FROM problema_arquivo pa WHERE pa.arquivo_id = f.id))
             OR EXISTS (${heldHere}))`,
    [[...new Set(ids)], callerId, holder.id],
  );
  return new Map(rows.map((r) => [r.id, { mime: r.mime, heldAs: r.held_as }]));
}
