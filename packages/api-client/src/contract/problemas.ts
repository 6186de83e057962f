/** Problems with attachments and linked questions (§2.6, §3 Problema). */
import { PROBLEM_ORDER_BY, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import {
  boundedText,
  idLike,
  idOrRecordList,
  listQuery,
  paged,
  phpArray,
  record,
  replacingBody,
  requiredText,
} from './common.js';
import { materialInputSchema, materialSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const problemaSchema = z.object({
  id: z.int(),
  titulo: z.string(),
  descricao: z.nullable(z.string()),
  total_questoes: z.int(),
});
export type Problema = z.infer<typeof problemaSchema>;

export const problemaDetailSchema = z.extend(problemaSchema, {
  arquivos: z.array(materialSchema),
  questoes: z.array(z.object({ id: z.int(), titulo: z.string() })),
  updated_at: updatedAtSchema,
});
export type ProblemaDetail = z.infer<typeof problemaDetailSchema>;

/**
 * `POST /api/problema`, `PUT /api/problema/:id`. The form sends the loaded record merged with its
 * values (§7), so `questoes` may be objects `{id, …}` or ids, and unknown keys are ignored.
 */
export const problemaInputSchema = z.object({
  titulo: requiredText(TEXT_MAX.name),
  descricao: z.nullish(boundedText(TEXT_MAX.text)),
  arquivos: z._default(z.array(materialInputSchema).check(z.maxLength(200)), []),
  questoes: idOrRecordList(1000),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type ProblemaInput = z.input<typeof problemaInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const problemaUpdateSchema = replacingBody(problemaInputSchema, ['updated_at']);
export type ProblemaUpdate = z.input<typeof problemaUpdateSchema>;

/** Orderings of the problem list (the domain's list spec). */
export const PROBLEMA_ORDER_BY = PROBLEM_ORDER_BY;

/** `GET /api/problema`. `situacao` is accepted for legacy callers and has no effect. */
export const problemaListQuery = z.extend(listQuery, {
  titulo: z.optional(z.string()),
  order_by: z._default(z.enum(PROBLEMA_ORDER_BY), 'titulo'),
  /** Problems linked to any of these questions. */
  questoes: z.optional(phpArray(idLike())),
  situacao: z.optional(phpArray(z.string())),
});
export type ProblemaListQuery = z.input<typeof problemaListQuery>;

export const problemaListResponse = paged(problemaSchema);
export const problemaResponse = record(problemaDetailSchema);
