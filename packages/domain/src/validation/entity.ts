import { isValidCep, isValidCpfOrCnpj, isValidPhone } from '../brazil/documents.js';
import { MESSAGES } from '../messages.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Whether a text looks like an e-mail address (one `@`, a dot in the domain, no spaces).
 * @example isValidEmail('ana@aeroclube.com.br') // true
 */
export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** A scheme at the start: `javascript:`, `https:`, and also `www.a.com.br:` before a port. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A host with a dot and its port (`www.aeroclube.com.br:8080`): no scheme, though it reads as one. */
const HOST_PORT = /^[a-z\d-]+(?:\.[a-z\d-]+)+:\d+(?:[/?#]|$)/i;
const WEB_SCHEME = /^https?:\/\//i;
/** Spaces, and the control and invisible characters a browser drops from an address as it reads it. */
const UNSEEN = /[\s\p{Cc}\p{Cf}]/u;

/**
 * Whether a text can be an entity's site: an address on the web, written with `http://` or
 * `https://` or without a scheme ('www.aeroclube.com.br', 'a.com.br:8080'), with no spaces or
 * control characters. Another scheme (`javascript:`, `data:`) would run or show something else
 * wherever an app makes it a link; so would one a browser reads once it drops a control
 * character ('\u0001javascript:…'). A host must have a dot before its port: 'javascript:1+…'
 * is not the host 'javascript'.
 * @example isValidSite('www.aeroclube.com.br') // true
 * @example isValidSite('javascript:alert(1)') // false
 */
export function isValidSite(value: string): boolean {
  const text = value.trim();
  if (UNSEEN.test(text)) return false;
  return WEB_SCHEME.test(text) || !SCHEME.test(text) || HOST_PORT.test(text);
}

/** The entity form, with wire names (§3 Entity). */
export interface EntityInput {
  situacao?: string | null;
  nome?: string | null;
  cnpj?: string | null;
  email?: string | null;
  site?: string | null;
  contato?: string | null;
  endereco?: { cep?: string | null } | null;
  administrador?: { email?: string | null } | null;
}

/**
 * Validates an entity (§5): situacao and nome (Razão Social) required; when filled, the CNPJ/CPF,
 * e-mails, CEP and phone must be valid (the alphanumeric CNPJ is accepted), and the site an
 * address on the web (`isValidSite`).
 * @example validateEntity({ situacao: 'Ativo', nome: '' }) // { nome: ['Informe a Razão Social da entidade'] }
 */
export function validateEntity(input: EntityInput): FieldErrors {
  const filled = (v: string | null | undefined): v is string => !isBlank(v);
  const adminEmail = input.administrador?.email;
  const cep = input.endereco?.cep;
  return new FieldErrorsBuilder()
    .check(isBlank(input.situacao), 'situacao', MESSAGES.entity.situacaoRequired)
    .check(isBlank(input.nome), 'nome', MESSAGES.entity.nomeRequired)
    .check(filled(input.cnpj) && !isValidCpfOrCnpj(input.cnpj), 'cnpj', MESSAGES.entity.cnpjInvalid)
    .check(filled(input.email) && !isValidEmail(input.email), 'email', MESSAGES.field.emailInvalid)
    .check(filled(input.site) && !isValidSite(input.site), 'site', MESSAGES.entity.siteInvalid)
    .check(filled(input.contato) && !isValidPhone(input.contato), 'contato', MESSAGES.entity.phoneInvalid)
    .check(filled(cep) && !isValidCep(cep), 'endereco.cep', MESSAGES.entity.cepInvalid)
    .check(
      filled(adminEmail) && !isValidEmail(adminEmail),
      'administrador.email',
      MESSAGES.field.emailInvalid,
    )
    .build();
}
