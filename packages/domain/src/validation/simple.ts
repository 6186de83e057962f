import { MESSAGES } from '../messages.js';
import { USER_SITUACOES } from '../state/user.js';
import { type SavedMaterialInput, validateSavedMaterial } from './course.js';
import { isValidEmail } from './entity.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';
import { minLengthMessage, PASSWORD_MIN_LENGTH } from './text.js';

/**
 * Validates a category (§2.11): nome required.
 * @example validateCategory({ nome: '' }) // { nome: ['Informe o nome da categoria'] }
 */
export function validateCategory(input: { nome?: string | null }): FieldErrors {
  return new FieldErrorsBuilder().check(isBlank(input.nome), 'nome', MESSAGES.category.nomeRequired).build();
}

/**
 * Validates an access profile (§2.12): nome required.
 * @example validateProfile({ nome: 'Instrutor' }) // {}
 */
export function validateProfile(input: { nome?: string | null }): FieldErrors {
  return new FieldErrorsBuilder().check(isBlank(input.nome), 'nome', MESSAGES.profile.nomeRequired).build();
}

/**
 * Validates a problem (§2.6): titulo required; each attachment named and typed (`arquivos.{k}`).
 * @example validateProblem({ titulo: '' }) // { titulo: ['Informe o título do problema'] }
 */
export function validateProblem(input: {
  titulo?: string | null;
  arquivos?: readonly SavedMaterialInput[] | null;
}): FieldErrors {
  const b = new FieldErrorsBuilder().check(isBlank(input.titulo), 'titulo', MESSAGES.problem.tituloRequired);
  // A raw body's arquivos may be anything: the schema answers a wrong shape.
  const arquivos = Array.isArray(input.arquivos) ? input.arquivos : [];
  arquivos.forEach((f, k) => {
    b.merge(validateSavedMaterial(f), `arquivos.${k}`);
  });
  return b.build();
}

/** The user modal, with wire names (§7 `POST/PUT /api/usuario`). */
export interface UserInput {
  nome?: string | null;
  email?: string | null;
  situacao?: string | null;
  /** Sets or changes the password; left out (or blank in the form) keeps the current one. */
  password?: string | null;
}

/**
 * Validates a user (§2.13): nome and a valid e-mail required; situacao, when set, one of Ativo,
 * Inativo, Pendente; a password, when given, of at least `PASSWORD_MIN_LENGTH` characters besides
 * spaces at either end.
 * @example validateUser({ nome: 'Ana', email: 'x' }) // { email: ['E-mail inválido'] }
 */
export function validateUser(input: UserInput): FieldErrors {
  return new FieldErrorsBuilder()
    .check(isBlank(input.nome), 'nome', MESSAGES.user.nomeRequired)
    .check(isBlank(input.email), 'email', MESSAGES.login.emailRequired)
    .check(!isBlank(input.email) && !isValidEmail(input.email!), 'email', MESSAGES.field.emailInvalid)
    .check(
      !isBlank(input.situacao) && !(USER_SITUACOES as readonly string[]).includes(input.situacao!),
      'situacao',
      MESSAGES.user.situacaoInvalid,
    )
    .check(
      typeof input.password === 'string' &&
        input.password !== '' &&
        // Spaces aside: eight spaces were saved, and the sign-in then refused them as no password.
        input.password.trim().length < PASSWORD_MIN_LENGTH,
      'password',
      minLengthMessage(PASSWORD_MIN_LENGTH),
    )
    .build();
}

/**
 * Whether a user's save needs their current password: saving yourself with another e-mail (the
 * name you sign in with, compared as sign-in compares it) or a new password. A token alone (one
 * stolen, a session left open) must not be enough to take the account over for good.
 * @example needsCurrentPassword({ self: true, emailBefore: 'ana@x.br', emailAfter: 'ANA@x.br ', password: '' }) // false
 */
export function needsCurrentPassword(change: {
  self: boolean;
  emailBefore: string;
  emailAfter: string;
  password?: string | null;
}): boolean {
  if (!change.self) return false;
  const email = (text: string) => text.trim().toLowerCase();
  return email(change.emailBefore) !== email(change.emailAfter) || (change.password ?? '') !== '';
}
