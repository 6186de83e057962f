/** Questions, their answers and classification (§2.7–§2.9, §3 Questao). */
import { MAX_PER_PAGE, PICKER_SIZE, QUESTION_SITUACOES, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import {
  boundedText,
  idLike,
  intLike,
  intLikeIn,
  list,
  listQuery,
  paged,
  phpArray,
  record,
  replacingBody,
  requiredIdList,
  requiredText,
} from './common.js';
import { tipoCursoSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const questaoSituacaoSchema = z.enum(QUESTION_SITUACOES);
/**
 * A question's situacao as read from a server. The legacy Laravel API may spell the first value
 * without its accent ('Sem Classificacao', as SPEC §3 writes it); Hangar reads both spellings as
 * the accented value, so the client can point at either server.
 */
const questaoSituacaoRead = z.pipe(
  z.transform((value: unknown) => (value === 'Sem Classificacao' ? 'Sem Classificação' : value)),
  questaoSituacaoSchema,
);
const ativo = z.union([z.literal(0), z.literal(1)]);

export const opcaoSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  resposta_correta: z.boolean(),
  /** Position of the answer, 1-based. */
  number: z.int(),
});
export type Opcao = z.infer<typeof opcaoSchema>;

export const cursoRefSchema = z.object({
  id: z.int(),
  nome: z.string(),
  tipo: z.nullable(tipoCursoSchema),
});
export const moduloClassSchema = z.object({
  id: z.int(),
  nome: z.string(),
  curso_id: z.int(),
});
export const assuntoClassSchema = z.object({
  id: z.int(),
  nome: z.string(),
  curso_modulo_id: z.int(),
});
export const problemaRefSchema = z.object({ id: z.int(), titulo: z.string() });

/** A question as the list shows it. */
export const questaoSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  titulo: z.string(),
  descricao: z.nullable(z.string()),
  situacao: questaoSituacaoRead,
  ativo,
  total_curso: z.int(),
  total_modulo: z.int(),
  total_assunto: z.int(),
});
export type Questao = z.infer<typeof questaoSchema>;

/** The classification of a question. */
export const classificacaoSchema = z.object({
  cursos: z.array(cursoRefSchema),
  modulos: z.array(moduloClassSchema),
  assuntos: z.array(assuntoClassSchema),
  problemas: z.array(problemaRefSchema),
});
export type Classificacao = z.infer<typeof classificacaoSchema>;

/** `GET /api/questao/:id`: with answers and classification. */
export const questaoDetailSchema = z.extend(
  z.extend(questaoSchema, { opcoes: z.array(opcaoSchema), updated_at: updatedAtSchema }),
  classificacaoSchema.shape,
);
export type QuestaoDetail = z.infer<typeof questaoDetailSchema>;

export const opcaoInputSchema = z.object({
  id: z.optional(z.union([z.int(), z.string().check(z.maxLength(64))])),
  titulo: boundedText(TEXT_MAX.title),
  resposta_correta: z.boolean(),
  number: z.optional(z.int()),
});

/** `POST /api/questao`, `PUT /api/questao/:id`. Answers are saved in list order. */
export const questaoInputSchema = z.object({
  titulo: requiredText(TEXT_MAX.title),
  descricao: z.nullish(boundedText(TEXT_MAX.text)),
  ativo: z._default(ativo, 1),
  opcoes: z.array(opcaoInputSchema).check(z.minLength(1), z.maxLength(50)),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type QuestaoInput = z.input<typeof questaoInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const questaoUpdateSchema = replacingBody(questaoInputSchema, ['updated_at']);
export type QuestaoUpdate = z.input<typeof questaoUpdateSchema>;

/**
 * `PUT /api/questao/:id/classificacao`: ids; replaces the classification as a whole. The four
 * lists are required (an empty body cleared every link of the question).
 */
export const classificacaoInputSchema = z.object({
  cursos: requiredIdList(1000),
  modulos: requiredIdList(1000),
  assuntos: requiredIdList(5000),
  problemas: requiredIdList(1000),
  /**
   * The question's `updated_at` when the classification was read: a stale one is refused with
   * 409 (version.ts), so two people classifying one question do not overwrite each other unseen.
   */
  updated_at: versionInputSchema,
});
export type ClassificacaoInput = z.input<typeof classificacaoInputSchema>;

/** `GET /api/questao`: every filter of §2.7. */
export const questaoListQuery = z.extend(listQuery, {
  titulo: z.optional(z.string()),
  cursos: z.optional(phpArray(idLike())),
  modulos: z.optional(phpArray(idLike())),
  assuntos: z.optional(phpArray(idLike())),
  situacao: z.optional(phpArray(questaoSituacaoSchema)),
  ativo: z.optional(z.pipe(intLike(), ativo)),
});
export type QuestaoListQuery = z.input<typeof questaoListQuery>;

/** `GET /api/questao/simple`: `{id, titulo}` for pickers. */
export const questaoSimpleQuery = z.object({
  titulo: z.optional(z.string()),
  per_page: z._default(intLikeIn(1, MAX_PER_PAGE), PICKER_SIZE.questoes),
});
export const questaoSimpleSchema = z.object({ id: z.int(), titulo: z.string() });

export const questaoListResponse = paged(questaoSchema);
export const questaoResponse = record(questaoDetailSchema);
export const questaoSimpleResponse = list(questaoSimpleSchema);
/** `GET /api/questao/:id/classificacao`: the links, and the question's version to save against. */
export const classificacaoReadSchema = z.extend(classificacaoSchema, { updated_at: updatedAtSchema });
export type ClassificacaoRead = z.infer<typeof classificacaoReadSchema>;
export const classificacaoResponse = record(classificacaoReadSchema);
