import { LOGIN_MESSAGES } from '../messages/login.js';
import { type FieldErrors, FieldErrorsBuilder, isBlank } from './field-errors.js';

/** The sign-in form, with the wire names of `POST /oauth/token` (§7). */
export interface LoginInput {
  username?: string | null;
  password?: string | null;
}

/**
 * Validates the sign-in form (§5): e-mail and password are required.
 * @example validateLogin({ username: '', password: 'x' }) // { username: ['Informe o e-mail'] }
 */
export function validateLogin(input: LoginInput): FieldErrors {
  return new FieldErrorsBuilder()
    .check(isBlank(input.username), 'username', LOGIN_MESSAGES.emailRequired)
    .check(isBlank(input.password), 'password', LOGIN_MESSAGES.passwordRequired)
    .build();
}
