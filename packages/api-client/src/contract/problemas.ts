/** Problems with attachments and linked questions (§2.6, §3 Problema). */
import { PROBLEM_ORDER_BY, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod';
import { boundedText, idLike, listQuery, paged, phpArray, record } from './common.js';
import { materialInputSchema, materialSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const problemaSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  descricao: z.string().nullable(),
  total_questoes: z.number().int(),
});
export type Problema = z.infer<typeof problemaSchema>;

export const problemaDetailSchema = problemaSchema.extend({
  arquivos: z.array(materialSchema),
  questoes: z.array(z.object({ id: z.number().int(), titulo: z.string() })),
  updated_at: updatedAtSchema,
});
export type ProblemaDetail = z.infer<typeof problemaDetailSchema>;

/**
 * `POST /api/problema`, `PUT /api/problema/:id`. The form sends the loaded record merged with its
 * values (§7), so `questoes` may be objects `{id, …}` or ids, and unknown keys are ignored.
 */
export const problemaInputSchema = z.object({
  titulo: z.string().trim().min(1).max(TEXT_MAX.name),
  descricao: boundedText(TEXT_MAX.text).nullable().optional(),
  arquivos: z.array(materialInputSchema).max(200).default([]),
  questoes: z
    .array(z.union([idLike(), z.object({ id: idLike() }).transform((q) => q.id)]))
    .max(1000)
    .default([]),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type ProblemaInput = z.input<typeof problemaInputSchema>;

/** Orderings of the problem list (the domain's list spec). */
export const PROBLEMA_ORDER_BY = PROBLEM_ORDER_BY;

/** `GET /api/problema`. `situacao` is accepted for legacy callers and has no effect. */
export const problemaListQuery = listQuery.extend({
  titulo: z.string().optional(),
  order_by: z.enum(PROBLEMA_ORDER_BY).default('titulo'),
  /** Problems linked to any of these questions. */
  questoes: phpArray(idLike()).optional(),
  situacao: phpArray(z.string()).optional(),
});
export type ProblemaListQuery = z.input<typeof problemaListQuery>;

export const problemaListResponse = paged(problemaSchema);
export const problemaResponse = record(problemaDetailSchema);
