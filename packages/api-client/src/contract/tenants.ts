/** Entities (tenants: schools and aeroclubs) (§2.10, §3 Entity). */
import { ENTITY_ORDER_BY, ENTITY_SITUACOES, TEXT_MAX } from '@hangar/domain';
import { z } from 'zod';
import { boundedText, idLike, intLike, listQuery, paged, record } from './common.js';
import { tipoCursoSchema } from './cursos.js';
import { updatedAtSchema, versionInputSchema } from './version.js';

export const tenantSituacaoSchema = z.enum(ENTITY_SITUACOES);
/** Aeroclube = 2, Escola = 3. */
export const perfilAcessoSchema = z.union([z.literal(2), z.literal(3)]);

export const enderecoSchema = z.object({
  cep: z.string().nullable(),
  logradouro: z.string().nullable(),
  complemento: z.string().nullable(),
  bairro: z.string().nullable(),
  estado: z.object({ id: z.number().int(), nome: z.string(), sigla: z.string() }).nullable(),
  cidade_id: z.number().int().nullable(),
});

export const tenantSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  /** Razão Social. */
  nome: z.string(),
  nome_fantasia: z.string().nullable(),
  perfil_acesso: perfilAcessoSchema,
  /** The type's label: 'Aeroclube' or 'Escola'. */
  perfil: z.string(),
  /** CNPJ (or CPF), digits and letters only. */
  cnpj: z.string().nullable(),
  codigo_anac: z.string().nullable(),
  situacao: tenantSituacaoSchema.nullable(),
  email: z.string().nullable(),
  site: z.string().nullable(),
  contato: z.string().nullable(),
  uf: z.string().nullable(),
  endereco: enderecoSchema,
  administrador: z.object({
    email: z.string().nullable(),
    pessoa: z.object({ nome: z.string().nullable() }),
  }),
});
export type Tenant = z.infer<typeof tenantSchema>;

export const tenantDetailSchema = tenantSchema.extend({
  cursos: z.array(
    z.object({
      id: z.number().int(),
      nome: z.string(),
      tipo: tipoCursoSchema.nullable(),
      data_validade: z.string().nullable(),
    }),
  ),
  updated_at: updatedAtSchema,
});
export type TenantDetail = z.infer<typeof tenantDetailSchema>;

/** An optional text of the entity form, bounded (a name by default; codes and URLs below). */
const optText = (max: number = TEXT_MAX.name) => boundedText(max).nullable().optional();

/** `POST /api/tenant`, `PUT /api/tenant/:id`. */
export const tenantInputSchema = z.object({
  nome: z.string().trim().min(1).max(TEXT_MAX.name),
  nome_fantasia: optText(),
  perfil_acesso: intLike().pipe(perfilAcessoSchema),
  cnpj: optText(TEXT_MAX.code),
  codigo_anac: optText(TEXT_MAX.code),
  situacao: tenantSituacaoSchema,
  email: optText(),
  site: optText(TEXT_MAX.url),
  contato: optText(TEXT_MAX.code),
  endereco: z
    .object({
      cep: optText(TEXT_MAX.code),
      logradouro: optText(),
      complemento: optText(),
      bairro: optText(),
      estado: z
        .object({ id: intLike().pipe(z.number().min(1).max(27)) })
        .nullable()
        .optional(),
      cidade_id: idLike().nullable().optional(),
    })
    .nullable()
    .optional(),
  administrador: z
    .object({ email: optText(), pessoa: z.object({ nome: optText() }).nullable().optional() })
    .nullable()
    .optional(),
  /** The `updated_at` of the copy being saved: a stale one is refused with 409 (version.ts). */
  updated_at: versionInputSchema,
});
export type TenantInput = z.input<typeof tenantInputSchema>;

export const tenantListQuery = listQuery.extend({
  nome: z.string().optional(),
  order_by: z.enum(ENTITY_ORDER_BY).default('nome'),
});
export type TenantListQuery = z.input<typeof tenantListQuery>;

export const tenantListResponse = paged(tenantSchema);
export const tenantResponse = record(tenantDetailSchema);
