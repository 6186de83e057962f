/** Courses with modules, subjects and materials (§2.4, §2.5, §3 Curso/Modulo/Assunto/Arquivo). */
import { COURSE_ORDER_BY, COURSE_SITUACOES, QUALIFICACOES, TEXT_MAX, TIPOS_CURSO } from '@hangar/domain';
import { z } from 'zod';
import { namedSchema } from './catalogos.js';
import { boundedText, idLike, list, listQuery, paged, phpArray, record } from './common.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const cursoSituacaoSchema = z.enum(COURSE_SITUACOES);
export const qualificacaoSchema = z.enum(QUALIFICACOES);
export const tipoCursoSchema = z.enum(TIPOS_CURSO);

/** A teaching material of a subject (or an attachment of a problem). */
export const materialSchema = z.object({
  /** The row id of the material. */
  id: z.number().int(),
  /** The uploaded file (`POST /api/arquivo/upload` → `data.id`). */
  arquivo_id: z.number().int(),
  nome: z.string(),
  /** The file's url. */
  caminho: z.string(),
  tipo_arquivo_id: z.number().int(),
});
export type Material = z.infer<typeof materialSchema>;

export const assuntoSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  curso_modulo_id: z.number().int(),
  arquivos: z.array(materialSchema),
});
export type Assunto = z.infer<typeof assuntoSchema>;

export const moduloSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  curso_id: z.number().int(),
  assuntos: z.array(assuntoSchema),
});
export type Modulo = z.infer<typeof moduloSchema>;

/** A course as lists show it (categorias as tags). */
export const cursoSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  apelido: z.string(),
  nome: z.string(),
  qualificacao: qualificacaoSchema.nullable(),
  tipo: tipoCursoSchema.nullable(),
  descricao: z.string().nullable(),
  modalidade_id: z.number().int().nullable(),
  modalidade: namedSchema.nullable(),
  situacao: cursoSituacaoSchema,
  imagem_url: z.string().nullable(),
  categorias: z.array(namedSchema),
  /** ANAC integration code. */
  curso_id: z.string().nullable(),
  permite_sem_homologacao: z.boolean(),
});
export type Curso = z.infer<typeof cursoSchema>;

/** `GET /api/curso/:id`: the course with its modules, subjects and materials, ordered. */
export const cursoDetailSchema = cursoSchema.extend({
  modulos: z.array(moduloSchema),
  updated_at: updatedAtSchema,
});
export type CursoDetail = z.infer<typeof cursoDetailSchema>;

/** An id as sent by the form: a real id, or a temporary one (`tmp-3`) for new items. */
const itemId = z.union([z.number().int(), z.string().max(64)]);
/** The removal marker: a timestamp (or any non-empty value) means "delete this existing item". */
const deletedAt = z
  .union([z.string().max(64), z.boolean()])
  .nullable()
  .optional();

/**
 * Whether a module or subject of a save body is marked for removal (`deleted_at` set to anything
 * but `null`, `false` or `''`). The server and the mocks both apply a save through this.
 */
export function markedDeleted(item: { deleted_at?: string | boolean | null | undefined }): boolean {
  return (
    item.deleted_at !== undefined &&
    item.deleted_at !== null &&
    item.deleted_at !== false &&
    item.deleted_at !== ''
  );
}

export const materialInputSchema = z.object({
  id: itemId.optional(),
  arquivo_id: idLike(),
  nome: boundedText(TEXT_MAX.name),
  caminho: boundedText(TEXT_MAX.url).nullable().optional(),
  tipo_arquivo_id: idLike(),
  new: z.boolean().optional(),
});
export type MaterialInput = z.input<typeof materialInputSchema>;

export const assuntoInputSchema = z.object({
  id: itemId.optional(),
  nome: boundedText(TEXT_MAX.name),
  ordem: z.number().int().optional(),
  new: z.boolean().optional(),
  deleted_at: deletedAt,
  arquivos: z.array(materialInputSchema).max(200).default([]),
});

export const moduloInputSchema = z.object({
  id: itemId.optional(),
  nome: boundedText(TEXT_MAX.name),
  ordem: z.number().int().optional(),
  new: z.boolean().optional(),
  deleted_at: deletedAt,
  assuntos: z.array(assuntoInputSchema).max(500).default([]),
});

/** The body of `POST /api/curso` and `PUT /api/curso/:id` (domain's `courseBody` builds it). */
export const cursoInputSchema = z.object({
  apelido: z.string().trim().min(1).max(TEXT_MAX.code),
  nome: z.string().trim().min(1).max(TEXT_MAX.name),
  situacao: cursoSituacaoSchema,
  qualificacao: qualificacaoSchema.nullable().optional(),
  tipo: tipoCursoSchema.nullable().optional(),
  descricao: boundedText(TEXT_MAX.text).nullable().optional(),
  modalidade_id: idLike().nullable().optional(),
  imagem_url: boundedText(TEXT_MAX.url).nullable().optional(),
  categorias: z.array(idLike()).default([]),
  curso_id: boundedText(TEXT_MAX.code).nullable().optional(),
  permite_sem_homologacao: z.boolean().default(false),
  modulos: z.array(moduloInputSchema).max(200),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type CursoInput = z.input<typeof cursoInputSchema>;

/** Orderings of the course list; a leading `-` sorts descending (the domain's list spec). */
export const CURSO_ORDER_BY = COURSE_ORDER_BY;

/** `GET /api/curso`: every filter of §2.4. */
export const cursoListQuery = listQuery.extend({
  /** Free-text search on nome and apelido. */
  query: z.string().optional(),
  nome: z.string().optional(),
  order_by: z.enum(CURSO_ORDER_BY).default('nome'),
  situacao: phpArray(cursoSituacaoSchema).optional(),
  qualificacao: qualificacaoSchema.optional(),
  /** A modalidade id. */
  modalidade: idLike().optional(),
  tipo: tipoCursoSchema.optional(),
  categorias: phpArray(idLike()).optional(),
  /** Entity (tenant) ids offering the course. */
  entidades: phpArray(idLike()).optional(),
});
export type CursoListQuery = z.input<typeof cursoListQuery>;

/** `GET /api/curso/modulos-cursos?cursos[]=…`: modules of the chosen courses (pickers). */
export const modulosCursosQuery = z.object({ cursos: phpArray(idLike()).default([]) });
export const moduloRefSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  curso_id: z.number().int(),
});
export type ModuloRef = z.infer<typeof moduloRefSchema>;

/** `GET /api/curso/modulos-assuntos?modulos[]=…`: subjects of the chosen modules. */
export const modulosAssuntosQuery = z.object({ modulos: phpArray(idLike()).default([]) });
export const assuntoRefSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  ordem: z.number().int(),
  curso_modulo_id: z.number().int(),
});
export type AssuntoRef = z.infer<typeof assuntoRefSchema>;

export const cursoListResponse = paged(cursoSchema);
export const cursoResponse = record(cursoDetailSchema);
export const modulosCursosResponse = list(moduloRefSchema);
export const modulosAssuntosResponse = list(assuntoRefSchema);
