/**
 * The entity form's values (§2.10, §3 Entity) and the pure steps between them, the loaded record,
 * a CEP lookup and the save body. Validation is the domain's `validateEntity` (the server runs
 * the same rule). No React here, so it is unit-tested in node.
 */
import type { CepResult, TenantDetail, TenantInput } from '@hangar/api-client/contract';
import { type FieldErrors, normalizeCnpj, onlyDigits, validateEntity } from '@hangar/domain';

/** Everything the form holds; JSON-serialisable, so it can be kept as a draft. */
export interface EntidadeFormValues {
  nome: string;
  nome_fantasia: string;
  /** Aeroclube = 2, Escola = 3. */
  perfil_acesso: 2 | 3;
  /** Letters and digits only (the field masks it). */
  cnpj: string;
  codigo_anac: string;
  situacao: string;
  email: string;
  site: string;
  /** Digits only (the field masks it). */
  contato: string;
  admin_nome: string;
  admin_email: string;
  /** Digits only. */
  cep: string;
  estado_id: number | null;
  cidade_id: number | null;
  logradouro: string;
  complemento: string;
  bairro: string;
}

/** A new entity: an Escola, situação to be chosen (it is required, §5). */
export function emptyEntidade(): EntidadeFormValues {
  return {
    nome: '',
    nome_fantasia: '',
    perfil_acesso: 3,
    cnpj: '',
    codigo_anac: '',
    situacao: '',
    email: '',
    site: '',
    contato: '',
    admin_nome: '',
    admin_email: '',
    cep: '',
    estado_id: null,
    cidade_id: null,
    logradouro: '',
    complemento: '',
    bairro: '',
  };
}

/** A stored phone as the field's digits: a leading country code 55 is dropped (Brazil only). */
function phoneDigits(value: string | null): string {
  const digits = onlyDigits(value ?? '');
  return digits.length > 11 && digits.startsWith('55') ? digits.slice(2) : digits;
}

/** The form's values for a loaded entity. */
export function fromEntidade(t: TenantDetail): EntidadeFormValues {
  return {
    nome: t.nome,
    nome_fantasia: t.nome_fantasia ?? '',
    perfil_acesso: t.perfil_acesso,
    cnpj: normalizeCnpj(t.cnpj ?? ''),
    codigo_anac: t.codigo_anac ?? '',
    situacao: t.situacao ?? '',
    email: t.email ?? '',
    site: t.site ?? '',
    contato: phoneDigits(t.contato),
    admin_nome: t.administrador.pessoa.nome ?? '',
    admin_email: t.administrador.email ?? '',
    cep: onlyDigits(t.endereco.cep ?? ''),
    estado_id: t.endereco.estado?.id ?? null,
    cidade_id: t.endereco.cidade_id,
    logradouro: t.endereco.logradouro ?? '',
    complemento: t.endereco.complemento ?? '',
    bairro: t.endereco.bairro ?? '',
  };
}

/** The address of a CEP lookup written into the form; the CEP typed and everything else stay. */
export function withCep(v: EntidadeFormValues, found: CepResult): EntidadeFormValues {
  return {
    ...v,
    estado_id: found.estado_id,
    cidade_id: found.cidade_id,
    logradouro: found.logradouro,
    complemento: found.complemento,
    bairro: found.bairro,
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** The save body (§7), wire names; `updated_at` is the version being edited (409 when stale). */
export function toEntidadeBody(v: EntidadeFormValues, updatedAt: string | null): TenantInput {
  return {
    nome: v.nome.trim(),
    nome_fantasia: orNull(v.nome_fantasia),
    perfil_acesso: v.perfil_acesso,
    cnpj: orNull(normalizeCnpj(v.cnpj)),
    codigo_anac: orNull(v.codigo_anac),
    situacao: v.situacao as TenantInput['situacao'],
    email: orNull(v.email),
    site: orNull(v.site),
    contato: orNull(v.contato),
    endereco: {
      cep: orNull(v.cep),
      logradouro: orNull(v.logradouro),
      complemento: orNull(v.complemento),
      bairro: orNull(v.bairro),
      estado: v.estado_id === null ? null : { id: v.estado_id },
      cidade_id: v.cidade_id,
    },
    administrador: { email: orNull(v.admin_email), pessoa: { nome: orNull(v.admin_nome) } },
    ...(updatedAt === null ? {} : { updated_at: updatedAt }),
  };
}

/** The domain's rule (§5: situação and Razão Social; CNPJ, e-mails, phone and CEP when filled). */
export function validateEntidadeForm(v: EntidadeFormValues): FieldErrors {
  return validateEntity(toEntidadeBody(v, null));
}

/** Labels put in front of generic messages in 'Avisos', by the wire's field names. */
export const ENTIDADE_FIELD_LABELS = {
  nome: 'Razão Social',
  nome_fantasia: 'Nome Fantasia',
  perfil_acesso: 'Perfil',
  // 'CNPJ', which the field's messages name ('CNPJ ou CPF inválido'): no label in front of them.
  cnpj: 'CNPJ',
  codigo_anac: 'Código ANAC',
  situacao: 'Situação',
  email: 'E-mail',
  site: 'Site',
  contato: 'Telefone',
  'administrador.pessoa.nome': 'Nome do administrador',
  'administrador.email': 'E-mail do administrador',
  'endereco.cep': 'CEP',
  'endereco.logradouro': 'Logradouro',
  'endereco.complemento': 'Complemento',
  'endereco.bairro': 'Bairro',
  'endereco.estado': 'Estado',
  'endereco.cidade_id': 'Cidade',
} as const;
