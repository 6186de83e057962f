/** Small catalogues (§3): modalidades, categorias and file types. Any signed-in user reads them. */
import { TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import { boundedText, list, listQuery, paged, record, replacingBody } from './common.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

/** `{id, nome}`: a modalidade, a categoria, a file type, a tag. */
export const namedSchema = z.object({ id: z.int(), nome: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const modalidadeSchema = namedSchema;
export type Modalidade = Named;
/** A category: `{id, nome}` and, from Hangar's server, its version (`updated_at`). */
export const categoriaSchema = z.extend(namedSchema, { updated_at: updatedAtSchema });
export type Categoria = z.infer<typeof categoriaSchema>;
/** File types: 1, 2, 3 map to different icons (§3 Arquivo). */
export const tipoArquivoSchema = namedSchema;
export type TipoArquivo = Named;

/** `GET /api/modalidade`, `GET /api/categoria`: paged, searched by `nome`. */
export const catalogListQuery = z.extend(listQuery, { nome: z.optional(z.string()) });
export type CatalogListQuery = z.input<typeof catalogListQuery>;

/** `POST /api/categoria`, `PUT /api/categoria/:id`. */
export const categoriaInputSchema = z.object({
  nome: boundedText(TEXT_MAX.name),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type CategoriaInput = z.infer<typeof categoriaInputSchema>;
/** `PUT /api/categoria/:id`: a whole replacement (`nome` sent). */
export const categoriaUpdateSchema = replacingBody(categoriaInputSchema, ['updated_at']);

export const modalidadeListResponse = paged(modalidadeSchema);
export const categoriaListResponse = paged(categoriaSchema);
export const categoriaResponse = record(categoriaSchema);
export const tiposArquivoResponse = list(tipoArquivoSchema);
