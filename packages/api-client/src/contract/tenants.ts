/** Entities (tenants: schools and aeroclubs) (§2.10, §3 Entity). */
import { ENTITY_ORDER_BY, ENTITY_SITUACOES, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod/mini';
import {
  boundedText,
  idLike,
  intLike,
  intLikeIn,
  listQuery,
  paged,
  record,
  replacingBody,
  requiredText,
} from './common.js';
import { tipoCursoSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const tenantSituacaoSchema = z.enum(ENTITY_SITUACOES);
/** Aeroclube = 2, Escola = 3. */
export const perfilAcessoSchema = z.union([z.literal(2), z.literal(3)]);

export const enderecoSchema = z.object({
  cep: z.nullable(z.string()),
  logradouro: z.nullable(z.string()),
  complemento: z.nullable(z.string()),
  bairro: z.nullable(z.string()),
  estado: z.nullable(z.object({ id: z.int(), nome: z.string(), sigla: z.string() })),
  cidade_id: z.nullable(z.int()),
});

export const tenantSchema = z.object({
  id: z.int(),
  uuid: z.string(),
  /** Razão Social. */
  nome: z.string(),
  nome_fantasia: z.nullable(z.string()),
  perfil_acesso: perfilAcessoSchema,
  /** The type's label: 'Aeroclube' or 'Escola'. */
  perfil: z.string(),
  /** CNPJ (or CPF), digits and letters only. */
  cnpj: z.nullable(z.string()),
  codigo_anac: z.nullable(z.string()),
  situacao: z.nullable(tenantSituacaoSchema),
  email: z.nullable(z.string()),
  site: z.nullable(z.string()),
  contato: z.nullable(z.string()),
  uf: z.nullable(z.string()),
  endereco: enderecoSchema,
  administrador: z.object({
    email: z.nullable(z.string()),
    pessoa: z.object({ nome: z.nullable(z.string()) }),
  }),
  /**
   * How many courses are linked to the entity: the list asks before a delete that takes their
   * links (`entityDeleteQuestion`). Hangar's own; the legacy API has none.
   */
  cursos_count: z.optional(z.int().check(z.nonnegative())),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantDetailSchema = z.extend(tenantSchema, {
  cursos: z.array(
    z.object({
      id: z.int(),
      nome: z.string(),
      tipo: z.nullable(tipoCursoSchema),
      data_validade: z.nullable(z.string()),
    }),
  ),
  updated_at: updatedAtSchema,
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

/** An optional text of the entity form, bounded (a name by default; codes and URLs below). */
const optText = (max: number = TEXT_MAX.name) => z.nullish(boundedText(max));

/** `POST /api/tenant`, `PUT /api/tenant/:id`. */
export const tenantInputSchema = z.object({
  nome: requiredText(TEXT_MAX.name),
  nome_fantasia: optText(),
  perfil_acesso: z.pipe(intLike(), perfilAcessoSchema),
  cnpj: optText(TEXT_MAX.code),
  codigo_anac: optText(TEXT_MAX.code),
  situacao: tenantSituacaoSchema,
  email: optText(),
  site: optText(TEXT_MAX.url),
  contato: optText(TEXT_MAX.code),
  endereco: z.nullish(
    z.object({
      cep: optText(TEXT_MAX.code),
      logradouro: optText(),
      complemento: optText(),
      bairro: optText(),
      estado: z.nullish(z.object({ id: intLikeIn(1, 27) })),
      cidade_id: z.nullish(idLike()),
    }),
  ),
  administrador: z.nullish(z.object({ email: optText(), pessoa: z.nullish(z.object({ nome: optText() })) })),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type TenantInput = z.input<typeof tenantInputSchema>;

/** `PUT`: the same fields, each one sent (`replacingBody`: a field left out would erase it). */
export const tenantUpdateSchema = replacingBody(tenantInputSchema, ['updated_at']);
export type TenantUpdate = z.input<typeof tenantUpdateSchema>;

export const tenantListQuery = z.extend(listQuery, {
  nome: z.optional(z.string()),
  order_by: z._default(z.enum(ENTITY_ORDER_BY), 'nome'),
});
export type TenantListQuery = z.input<typeof tenantListQuery>;

export const tenantListResponse = paged(tenantSchema);
export const tenantResponse = record(tenantDetailSchema);
