/** Users (§2.13, §3 Usuario). */
import { PASSWORD_MIN_LENGTH, TEXT_MAX, USER_SITUACOES } from '@hangar/domain';
import { z } from 'zod/mini';
import { perfilRefSchema } from './auth.js';
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
import { updatedAtSchema, versionInputSchema } from './version.js';

export const usuarioSituacaoSchema = z.enum(USER_SITUACOES);

export const usuarioSchema = z.object({
  id: z.int(),
  nome: z.string(),
  email: z.string(),
  perfis: z.array(perfilRefSchema),
  /** null is shown as 'Pendente'. */
  situacao: z.nullable(usuarioSituacaoSchema),
  imagem_url: z.nullable(z.string()),
  updated_at: updatedAtSchema,
});
export type Usuario = z.infer<typeof usuarioSchema>;

/** `POST /api/usuario`, `PUT /api/usuario/:id`. `password` is optional (sets or changes it). */
export const usuarioInputSchema = z.object({
  nome: requiredText(TEXT_MAX.name),
  email: requiredText(TEXT_MAX.name, 3),
  perfis: idOrRecordList(100),
  situacao: z.nullish(usuarioSituacaoSchema),
  imagem_url: z.nullish(boundedText(TEXT_MAX.url)),
  password: z.optional(z.string().check(z.minLength(PASSWORD_MIN_LENGTH), z.maxLength(200))),
  /**
   * The caller's own current password: required when they save themselves with another e-mail or
   * a new password (`needsCurrentPassword`), ignored otherwise. Never stored nor answered.
   */
  current_password: z.optional(z.string().check(z.maxLength(200))),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type UsuarioInput = z.input<typeof usuarioInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const usuarioUpdateSchema = replacingBody(usuarioInputSchema, [
  'updated_at',
  'password',
  'current_password',
]);
export type UsuarioUpdate = z.input<typeof usuarioUpdateSchema>;

export const usuarioListQuery = z.extend(listQuery, {
  nome: z.optional(z.string()),
  email: z.optional(z.string()),
  situacao: z.optional(phpArray(usuarioSituacaoSchema)),
  perfis: z.optional(phpArray(idLike())),
});
export type UsuarioListQuery = z.input<typeof usuarioListQuery>;

export const usuarioListResponse = paged(usuarioSchema);
export const usuarioResponse = record(usuarioSchema);
