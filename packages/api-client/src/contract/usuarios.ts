/** Users (§2.13, §3 Usuario). */
import { TEXT_MAX, USER_SITUACOES } from '@hangar/domain';
import { z } from 'zod';
import { perfilRefSchema } from './auth.js';
import { boundedText, idLike, listQuery, paged, phpArray, record } from './common.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const usuarioSituacaoSchema = z.enum(USER_SITUACOES);

export const usuarioSchema = z.object({
  id: z.number().int(),
  nome: z.string(),
  email: z.string(),
  perfis: z.array(perfilRefSchema),
  /** null is shown as 'Pendente'. */
  situacao: usuarioSituacaoSchema.nullable(),
  imagem_url: z.string().nullable(),
  updated_at: updatedAtSchema,
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** `POST /api/usuario`, `PUT /api/usuario/:id`. `password` is optional (sets or changes it). */
export const usuarioInputSchema = z.object({
  nome: z.string().trim().min(1).max(TEXT_MAX.name),
  email: z.string().trim().min(3).max(TEXT_MAX.name),
  perfis: z
    .array(z.union([idLike(), z.object({ id: idLike() }).transform((p) => p.id)]))
    .max(100)
    .default([]),
  situacao: usuarioSituacaoSchema.nullable().optional(),
  imagem_url: boundedText(TEXT_MAX.url).nullable().optional(),
  password: z.string().min(8).max(200).optional(),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type UsuarioInput = z.input<typeof usuarioInputSchema>;

export const usuarioListQuery = listQuery.extend({
  nome: z.string().optional(),
  email: z.string().optional(),
  situacao: phpArray(usuarioSituacaoSchema).optional(),
  perfis: phpArray(idLike()).optional(),
});
export type UsuarioListQuery = z.input<typeof usuarioListQuery>;

export const usuarioListResponse = paged(usuarioSchema);
export const usuarioResponse = record(usuarioSchema);
