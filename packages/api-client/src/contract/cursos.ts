/** Courses with modules, subjects and materials (§2.4, §2.5, §3 Curso/Modulo/Assunto/Arquivo). */
import { COURSE_ORDER_BY, COURSE_SITUACOES, QUALIFICACOES, TEXT_MAX, TIPOS_CURSO } from '@hangar/domain';
import { z } from 'zod/mini';
import { namedSchema } from './catalogos.js';
import {
  boundedText,
  idLike,
  idList,
  list,
  listQuery,
  paged,
  phpArray,
  record,
  replacingBody,
  requiredText,
} from './common.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const cursoSituacaoSchema = z.enum(COURSE_SITUACOES);
export const qualificacaoSchema = z.enum(QUALIFICACOES);
export const tipoCursoSchema = z.enum(TIPOS_CURSO);

/** A teaching material of a subject (or an attachment of a problem). */
export const materialSchema = z.object({
  /** The row id of the material. */
  id: z.int(),
  /** The uploaded file (`POST /api/arquivo/upload` → `data.id`). */
  arquivo_id: z.int(),
  nome: z.string(),
  /** The file's url. */
  caminho: z.string(),
  /**
   * The file's own name as it was uploaded ('apostila.pdf'), where `caminho` ends in a random key
   * (Hangar's server; the legacy API and uploads from before it have none).
   */
  arquivo_nome: z.optional(z.nullable(z.string())),
  tipo_arquivo_id: z.int(),
});
export type Material = z.infer<typeof materialSchema>;

export const assuntoSchema = z.object({
  id: z.int(),
  nome: z.string(),
  ordem: z.int(),
  curso_modulo_id: z.int(),
  arquivos: z.array(materialSchema),
  /** Questions classified under the subject (Hangar's server): removing it asks with it. */
  questoes_count: z.optional(z.int().check(z.nonnegative())),
});
export type Assunto = z.infer<typeof assuntoSchema>;

export const moduloSchema = z.object({
  id: z.int(),
  nome: z.string(),
  ordem: z.int(),
  curso_id: z.int(),
  assuntos: z.array(assuntoSchema),
  /** Questions classified under the module or one of its subjects (Hangar's server). */
  questoes_count: z.optional(z.int().check(z.nonnegative())),
});
export type Modulo = z.infer<typeof moduloSchema>;

/** A course as lists show it (categorias as tags). */
export const cursoSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  apelido: z.string(),
  nome: z.string(),
  qualificacao: z.nullable(qualificacaoSchema),
  tipo: z.nullable(tipoCursoSchema),
  descricao: z.nullable(z.string()),
  modalidade_id: z.nullable(z.int()),
  modalidade: z.nullable(namedSchema),
  situacao: cursoSituacaoSchema,
  imagem_url: z.nullable(z.string()),
  categorias: z.array(namedSchema),
  /** ANAC integration code. */
  curso_id: z.nullable(z.string()),
  permite_sem_homologacao: z.boolean(),
  /**
   * The list's rows (Hangar's server): how many entities offer the course and how many questions
   * are classified under it, which a delete takes with it (`courseDeleteQuestion`).
   */
  entidades_count: z.optional(z.int().check(z.nonnegative())),
  questoes_count: z.optional(z.int().check(z.nonnegative())),
  /**
   * The list's rows: how many classes belong to the course, which keep it from being deleted
   * (`courseDeleteRefusal`: the list says so before asking).
   */
  turmas_count: z.optional(z.int().check(z.nonnegative())),
});
export type Curso = z.infer<typeof cursoSchema>;

/** `GET /api/curso/:id`: the course with its modules, subjects and materials, ordered. */
export const cursoDetailSchema = z.extend(cursoSchema, {
  modulos: z.array(moduloSchema),
  updated_at: updatedAtSchema,
});
export type CursoDetail = z.infer<typeof cursoDetailSchema>;

/** An id as sent by the form: a real id, or a temporary one (`tmp-3`) for new items. */
const itemId = z.union([z.int(), z.string().check(z.maxLength(64))]);
/**
 * The removal marker: `true` or a non-blank text (a timestamp) means "delete this existing item";
 * the domain's `markedDeleted` is the one rule the server, the mocks and the validator apply.
 */
const deletedAt = z.nullish(z.union([z.string().check(z.maxLength(64)), z.boolean()]));

export const materialInputSchema = z.object({
  id: z.optional(itemId),
  arquivo_id: idLike(),
  nome: boundedText(TEXT_MAX.name),
  caminho: z.nullish(boundedText(TEXT_MAX.url)),
  tipo_arquivo_id: idLike(),
  new: z.optional(z.boolean()),
});
export type MaterialInput = z.input<typeof materialInputSchema>;

export const assuntoInputSchema = z.object({
  id: z.optional(itemId),
  nome: boundedText(TEXT_MAX.name),
  ordem: z.optional(z.int()),
  new: z.optional(z.boolean()),
  deleted_at: deletedAt,
  arquivos: z._default(z.array(materialInputSchema).check(z.maxLength(200)), []),
});

export const moduloInputSchema = z.object({
  id: z.optional(itemId),
  nome: boundedText(TEXT_MAX.name),
  ordem: z.optional(z.int()),
  new: z.optional(z.boolean()),
  deleted_at: deletedAt,
  assuntos: z._default(z.array(assuntoInputSchema).check(z.maxLength(500)), []),
});

/** The body of `POST /api/curso` and `PUT /api/curso/:id` (domain's `courseBody` builds it). */
export const cursoInputSchema = z.object({
  apelido: requiredText(TEXT_MAX.code),
  nome: requiredText(TEXT_MAX.name),
  situacao: cursoSituacaoSchema,
  qualificacao: z.nullish(qualificacaoSchema),
  tipo: z.nullish(tipoCursoSchema),
  descricao: z.nullish(boundedText(TEXT_MAX.text)),
  modalidade_id: z.nullish(idLike()),
  imagem_url: z.nullish(boundedText(TEXT_MAX.url)),
  categorias: idList(500),
  curso_id: z.nullish(boundedText(TEXT_MAX.code)),
  permite_sem_homologacao: z._default(z.boolean(), false),
  modulos: z.array(moduloInputSchema).check(z.maxLength(200)),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type CursoInput = z.input<typeof cursoInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const cursoUpdateSchema = replacingBody(cursoInputSchema, ['updated_at']);
export type CursoUpdate = z.input<typeof cursoUpdateSchema>;

/** Orderings of the course list; a leading `-` sorts descending (the domain's list spec). */
export const CURSO_ORDER_BY = COURSE_ORDER_BY;

/** `GET /api/curso`: every filter of §2.4. */
export const cursoListQuery = z.extend(listQuery, {
  /** Free-text search on nome and apelido. */
  query: z.optional(z.string()),
  nome: z.optional(z.string()),
  order_by: z._default(z.enum(CURSO_ORDER_BY), 'nome'),
  situacao: z.optional(phpArray(cursoSituacaoSchema)),
  qualificacao: z.optional(qualificacaoSchema),
  /** A modalidade id. */
  modalidade: z.optional(idLike()),
  tipo: z.optional(tipoCursoSchema),
  categorias: z.optional(phpArray(idLike())),
  /** Entity (tenant) ids offering the course. */
  entidades: z.optional(phpArray(idLike())),
});
export type CursoListQuery = z.input<typeof cursoListQuery>;

/** `GET /api/curso/modulos-cursos?cursos[]=…`: modules of the chosen courses (pickers). */
export const modulosCursosQuery = z.object({ cursos: z._default(phpArray(idLike()), []) });
export const moduloRefSchema = z.object({
  id: z.int(),
  nome: z.string(),
  ordem: z.int(),
  curso_id: z.int(),
});
export type ModuloRef = z.infer<typeof moduloRefSchema>;

/** `GET /api/curso/modulos-assuntos?modulos[]=…`: subjects of the chosen modules. */
export const modulosAssuntosQuery = z.object({ modulos: z._default(phpArray(idLike()), []) });
export const assuntoRefSchema = z.object({
  id: z.int(),
  nome: z.string(),
  ordem: z.int(),
  curso_modulo_id: z.int(),
});
export type AssuntoRef = z.infer<typeof assuntoRefSchema>;

export const cursoListResponse = paged(cursoSchema);
export const cursoResponse = record(cursoDetailSchema);
export const modulosCursosResponse = list(moduloRefSchema);
export const modulosAssuntosResponse = list(assuntoRefSchema);
