/** Access profiles and the permission tree (§2.12, §3 Perfil). */
import { TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import { idList, list, listQuery, paged, record, replacingBody, requiredText } from './common.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

/**
 * A node of `GET /api/permissao`: a family (`key: 'curso'`, `title: 'Cursos'`, `children`) or a
 * leaf permission (`id`, `key: 'curso.visualizar'`, `title: 'Visualizar'`).
 */
export interface PermissaoNode {
  key: string;
  title: string;
  id?: number;
  children?: PermissaoNode[];
}
export const permissaoNodeSchema: z.ZodMiniType<PermissaoNode> = z.lazy(() =>
  z.object({
    key: z.string(),
    title: z.string(),
    id: z.optional(z.int()),
    children: z.optional(z.array(permissaoNodeSchema)),
  }),
);
export const permissaoTreeResponse = list(permissaoNodeSchema);

/** A permission as a profile carries it (`{id, nome: 'curso.visualizar'}`). */
export const permissaoSchema = z.object({ id: z.int(), nome: z.string() });

export const perfilSchema = z.object({ id: z.int(), nome: z.string() });
export type Perfil = z.infer<typeof perfilSchema>;
/** `GET /api/perfil/:id`: with permission objects; the form reduces them to ids. */
export const perfilDetailSchema = z.extend(perfilSchema, {
  permissoes: z.array(permissaoSchema),
  updated_at: updatedAtSchema,
});
export type PerfilDetail = z.infer<typeof perfilDetailSchema>;

export const perfilInputSchema = z.object({
  nome: requiredText(TEXT_MAX.name),
  permissoes: idList(500),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type PerfilInput = z.input<typeof perfilInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const perfilUpdateSchema = replacingBody(perfilInputSchema, ['updated_at']);
export type PerfilUpdate = z.input<typeof perfilUpdateSchema>;

export const perfilListQuery = z.extend(listQuery, { nome: z.optional(z.string()) });
export type PerfilListQuery = z.input<typeof perfilListQuery>;

/**
 * A row of `GET /api/perfil`, with Hangar's additions (docs/legacy.md; optional, the legacy API
 * does not send them): how many users hold the profile (the delete confirmation says it) and its
 * permission names (the user modal offers only the profiles the caller may grant).
 */
export const perfilListRowSchema = z.extend(perfilSchema, {
  usuarios_count: z.optional(z.int().check(z.nonnegative())),
  permissoes: z.optional(z.array(z.string())),
});
export type PerfilListRow = z.infer<typeof perfilListRowSchema>;

export const perfilListResponse = paged(perfilListRowSchema);
export const perfilResponse = record(perfilDetailSchema);
