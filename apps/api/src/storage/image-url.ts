/**
 * The image a course or a user keeps (`imagem_url`) is an upload of this server. The contract
 * takes any text there, so without this check a caller could point a record at any address (an
 * image served from elsewhere shown to every member of staff who opens the list), or keep the
 * url of an upload the sweep has already removed (a draft restored a day later). Accepted: no
 * image, the record's current url kept as it is (seeded and legacy records keep theirs), or the
 * url of an upload the caller made whose bytes are a JPEG, PNG or GIF (§5). Any image upload
 * was accepted before: another person's (another course's picture, a colleague's photo, by
 * its url) and types §5 refuses, sent through the materials' upload (an attacker probe).
 */
import { ACCEPTED_IMAGE_TYPES, keptImageUrl } from '@hangar/domain';
import type { Db } from '../db/db.js';

/** The tables whose rows keep an `imagem_url`. */
export type ImageOwner = 'curso' | 'usuario';

/** Whether `url` may be saved as the `imagem_url` of `owner` row `id` (`null` when creating). */
export async function isAcceptedImageUrl(
  db: Db,
  owner: ImageOwner,
  id: number | null,
  url: string | null | undefined,
  callerId: number,
): Promise<boolean> {
  const kept = keptImageUrl(url);
  if (kept === null) return true;
  const { rows } = await db.query<{ ok: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM arquivo WHERE url = $1 AND mime = ANY($3::text[]) AND usuario_id = $4)
         OR EXISTS (SELECT 1 FROM ${owner} WHERE id = $2 AND imagem_url = $1) AS ok`,
    [kept, id, [...ACCEPTED_IMAGE_TYPES], callerId],
  );
  return rows[0]?.ok === true;
}
