/** Questions, their answers and classification (§2.7–§2.9, §3 Questao). */
import { MAX_PER_PAGE, PICKER_SIZE, QUESTION_SITUACOES, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod';
import { boundedText, idLike, intLike, list, listQuery, paged, phpArray, record } from './common.js';
import { tipoCursoSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const questaoSituacaoSchema = z.enum(QUESTION_SITUACOES);
/**
 * A question's situacao as read from a server. The legacy Laravel API may spell the first value
 * without its accent ('Sem Classificacao', as SPEC §3 writes it); Hangar reads both spellings as
 * the accented value, so the client can point at either server.
 */
const questaoSituacaoRead = z.preprocess(
  (value) => (value === 'Sem Classificacao' ? 'Sem Classificação' : value),
  questaoSituacaoSchema,
);
const ativo = z.union([z.literal(0), z.literal(1)]);

export const opcaoSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  resposta_correta: z.boolean(),
  /** Position of the answer, 1-based. */
  number: z.number().int(),
});
export type Opcao = z.infer<typeof opcaoSchema>;

export const cursoRefSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  tipo: tipoCursoSchema.nullable(),
});
export const moduloClassSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  curso_id: z.number().int(),
});
export const assuntoClassSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  curso_modulo_id: z.number().int(),
});
export const problemaRefSchema = z.object({ id: z.number().int(), titulo: z.string() });

/** A question as the list shows it. */
export const questaoSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  situacao: questaoSituacaoRead,
  ativo,
  total_curso: z.number().int(),
  total_modulo: z.number().int(),
  total_assunto: z.number().int(),
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
export const questaoDetailSchema = questaoSchema
  .extend({ opcoes: z.array(opcaoSchema), updated_at: updatedAtSchema })
  .extend(classificacaoSchema.shape);
export type QuestaoDetail = z.infer<typeof questaoDetailSchema>;

export const opcaoInputSchema = z.object({
  id: z.union([z.number().int(), z.string().max(64)]).optional(),
  titulo: boundedText(TEXT_MAX.title),
  resposta_correta: z.boolean(),
  number: z.number().int().optional(),
});

/** `POST /api/questao`, `PUT /api/questao/:id`. Answers are saved in list order. */
export const questaoInputSchema = z.object({
  titulo: z.string().trim().min(1).max(TEXT_MAX.title),
  descricao: boundedText(TEXT_MAX.text).nullable().optional(),
  ativo: ativo.default(1),
  opcoes: z.array(opcaoInputSchema).min(1).max(50),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type QuestaoInput = z.input<typeof questaoInputSchema>;

/** `PUT /api/questao/:id/classificacao`: ids; replaces the classification as a whole. */
export const classificacaoInputSchema = z.object({
  cursos: z.array(idLike()).max(1000).default([]),
  modulos: z.array(idLike()).max(1000).default([]),
  assuntos: z.array(idLike()).max(5000).default([]),
  problemas: z.array(idLike()).max(1000).default([]),
});
export type ClassificacaoInput = z.input<typeof classificacaoInputSchema>;

/** `GET /api/questao`: every filter of §2.7. */
export const questaoListQuery = listQuery.extend({
  titulo: z.string().optional(),
  cursos: phpArray(idLike()).optional(),
  modulos: phpArray(idLike()).optional(),
  assuntos: phpArray(idLike()).optional(),
  situacao: phpArray(questaoSituacaoSchema).optional(),
  ativo: intLike().pipe(ativo).optional(),
});
export type QuestaoListQuery = z.input<typeof questaoListQuery>;

/** `GET /api/questao/simple`: `{id, titulo}` for pickers. */
export const questaoSimpleQuery = z.object({
  titulo: z.string().optional(),
  per_page: intLike().pipe(z.number().min(1).max(MAX_PER_PAGE)).default(PICKER_SIZE.questoes),
});
export const questaoSimpleSchema = z.object({ id: z.number().int(), titulo: z.string() });

export const questaoListResponse = paged(questaoSchema);
export const questaoResponse = record(questaoDetailSchema);
export const questaoSimpleResponse = list(questaoSimpleSchema);
export const classificacaoResponse = record(classificacaoSchema);
