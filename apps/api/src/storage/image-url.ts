/**
 * The image a course or a user keeps (`imagem_url`) is an upload of this server. The contract
 * takes any text there, so without this check a caller could point a record at any address (an
 * image served from elsewhere shown to every member of staff who opens the list), or keep the
 * url of an upload the sweep has already removed (a draft restored a day later). Accepted: no
 * image, the record's current url kept as it is (seeded and legacy records keep theirs), or the
 * url of a stored upload whose bytes are an image.
 */
import { keptImageUrl } from '@hangar/domain';
import type { Db } from '../db/db.js';

/** The tables whose rows keep an `imagem_url`. */
export type ImageOwner = 'curso' | 'usuario';

/** Whether `url` may be saved as the `imagem_url` of `owner` row `id` (`null` when creating). */
export async function isAcceptedImageUrl(
  db: Db,
  owner: ImageOwner,
  id: number | null,
  url: string | null | undefined,
): Promise<boolean> {
  const kept = keptImageUrl(url);
  if (kept === null) return true;
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM arquivo WHERE url = $1 AND mime LIKE 'image/%')
         OR EXISTS (SELECT 1 FROM ${owner} WHERE id = $2 AND imagem_url = $1) AS ok`,
    [kept, id],
  );
  return rows[0]?.ok === true;
}
