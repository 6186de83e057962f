/**
 * zod issues → the 422 field map, with the domain's Portuguese messages. The server and the MSW
 * handlers both answer bad input through this, so their 422 bodies cannot differ. Keys are the
 * wire field paths joined by dots (`modulos.0.nome`), the same keys the domain validators use.
 */
import {
  type FieldErrors,
  FieldErrorsBuilder,
  isBlank,
  MESSAGES,
  maxLengthMessage,
  validateLogin,
} from '@hangar/domain';
import type { z } from 'zod/mini';

/** The message for a field that is present but not of the expected shape. */
export const INVALID_MESSAGE: string = MESSAGES.field.invalid;

/**
 * Missing → 'Campo obrigatório'; a text over its maximum → 'Use no máximo N caracteres'; anything
 * else → 'Valor inválido'.
 */
export function issuesToFieldErrors(error: z.core.$ZodError, prefix?: string): FieldErrors {
  const b = new FieldErrorsBuilder();
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const tooLong = issue.code === 'too_big' && issue.origin === 'string';
    b.add(
      path,
      missing ? MESSAGES.field.required : tooLong ? maxLengthMessage(Number(issue.maximum)) : INVALID_MESSAGE,
    );
  }
  return b.build();
}

/**
 * The 422 field map for a raw `POST /oauth/token` body, before it is parsed: the grant decides
 * which fields are required, and a missing e-mail or password gets §5's sign-in messages.
 */
export function tokenRequestErrors(raw: Record<string, unknown>): FieldErrors {
  if (raw.grant_type === 'refresh_token') {
    return new FieldErrorsBuilder()
      .check(isBlank(raw.refresh_token), 'refresh_token', MESSAGES.field.required)
      .build();
  }
  if (raw.grant_type === 'password') return validateLogin(raw as { username?: string; password?: string });
  return new FieldErrorsBuilder()
    .add('grant_type', isBlank(raw.grant_type) ? MESSAGES.field.required : INVALID_MESSAGE)
    .build();
}
