/**
 * Removes uploads that no record references. An upload is referenced by a subject's or a
 * problem's material (`assunto_arquivo`, `problema_arquivo`) or by its url as a course's or a
 * user's image (`imagem_url`). Uploads are made before the record that holds them is saved, so a
 * fresh one is left alone for `graceHours`; after that an unreferenced one (abandoned in a form
 * never saved, or left behind when its record was deleted or changed) is deleted with its
 * bytes. Stored bytes with no `arquivo` row at all (a crash between writing and recording, a
 * `.part` of an interrupted upload) go too, after the same grace — but only from a store marked
 * as this database's (`FileStorage.claim`): in a directory another database uses too, every file
 * of the other's looked like a stray.
 */
import type { Db } from '../db/db.js';
import type { FileStorage } from './storage.js';

export interface SweepResult {
  /** `arquivo` rows (and their bytes) removed. */
  records: number;
  /** Stored objects removed that no `arquivo` row named. */
  strays: number;
  /** The store is marked as another database's: no stray was removed. */
  foreign: boolean;
}

export interface SweepOptions {
  /** The clock. @default () => new Date() */
  now?: () => Date;
  /** How old an unreferenced upload must be to go. @default 24 */
  graceHours?: number;
}

export async function sweepUploads(
  db: Db,
  storage: FileStorage,
  options: SweepOptions = {},
): Promise<SweepResult> {
  const now = (options.now ?? (() => new Date()))();
  const cutoff = new Date(now.getTime() - (options.graceHours ?? 24) * 3600 * 1000);
  const { rows } = await db.query<{ id: number; storage_key: string }>(
    `DELETE FROM arquivo f
      WHERE f.created_at < $1
        AND NOT EXISTS (SELECT 1 FROM assunto_arquivo a WHERE a.arquivo_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM problema_arquivo p WHERE p.arquivo_id = f.id)
        AND NOT EXISTS (SELECT 1 FROM curso c WHERE c.imagem_url = f.url)
        AND NOT EXISTS (SELECT 1 FROM usuario u WHERE u.imagem_url = f.url)
      RETURNING f.id, f.storage_key`,
    [cutoff],
  );
  for (const row of rows) await storage.delete(row.storage_key);

  const { rows: self } = await db.query<{ id: string }>('SELECT id FROM instalacao');
  if (storage.claim && !(await storage.claim(self[0]!.id))) {
    return { records: rows.length, strays: 0, foreign: true };
  }
  let strays = 0;
  const known = new Set(
    (await db.query<{ storage_key: string }>('SELECT storage_key FROM arquivo')).rows.map(
      (r) => r.storage_key,
    ),
  );
  for await (const object of storage.list()) {
    if (known.has(object.key) || object.modifiedAt >= cutoff) continue;
    await storage.delete(object.key);
    strays++;
  }
  return { records: rows.length, strays, foreign: false };
}
