/**
 * Uploads (§7): `POST /api/arquivo/temp` (multipart field `avatar`, the course image) and
 * `POST /api/arquivo/upload` (multipart: `file`, `nome`, `tipo_arquivo_id`; a material).
 * The kind is checked from the bytes: images (jpeg, png, gif, webp) at most 10 MB, PDF, mp4, mov.
 */
import { TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import { boundedText, idLike, record } from './common.js';

/** The non-file fields of `POST /api/arquivo/upload`. */
export const uploadFieldsSchema = z.object({
  nome: z.optional(boundedText(TEXT_MAX.name)),
  tipo_arquivo_id: z.optional(idLike()),
});
export type UploadFields = z.input<typeof uploadFieldsSchema>;

/** A stored upload. `url` is where it is served (same origin, `/uploads/…`). */
export const uploadedSchema = z.object({
  id: z.int(),
  url: z.string(),
  nome: z.string(),
  /** The file's own name as it was sent (Hangar's server; the legacy API has none). */
  nome_original: z.optional(z.nullable(z.string())),
  mime: z.string(),
  tamanho: z.int(),
  tipo_arquivo_id: z.nullable(z.int()),
});
export type Uploaded = z.infer<typeof uploadedSchema>;
export const uploadResponse = record(uploadedSchema);

/** The multipart field names. */
export const UPLOAD_FIELDS = { temp: 'avatar', upload: 'file' } as const;
