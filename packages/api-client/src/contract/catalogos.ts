/** Small catalogues (§3): modalidades, categorias and file types. Any signed-in user reads them. */
import { TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import { boundedText, list, listQuery, paged, record } from './common.js';

/** `{id, nome}`: a modalidade, a categoria, a file type, a tag. */
export const namedSchema = z.object({ id: z.int(), nome: z.string() });
export type Named = z.infer<typeof namedSchema>;

export const modalidadeSchema = namedSchema;
export type Modalidade = Named;
export const categoriaSchema = namedSchema;
export type Categoria = Named;
/** File types: 1, 2, 3 map to different icons (§3 Arquivo). */
export const tipoArquivoSchema = namedSchema;
export type TipoArquivo = Named;

/** `GET /api/modalidade`, `GET /api/categoria`: paged, searched by `nome`. */
export const catalogListQuery = z.extend(listQuery, { nome: z.optional(z.string()) });
export type CatalogListQuery = z.input<typeof catalogListQuery>;

/** `POST /api/categoria`, `PUT /api/categoria/:id`. */
export const categoriaInputSchema = z.object({ nome: boundedText(TEXT_MAX.name) });
export type CategoriaInput = z.infer<typeof categoriaInputSchema>;

export const modalidadeListResponse = paged(modalidadeSchema);
export const categoriaListResponse = paged(categoriaSchema);
export const categoriaResponse = record(categoriaSchema);
export const tiposArquivoResponse = list(tipoArquivoSchema);
