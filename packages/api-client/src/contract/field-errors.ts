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
  minLengthMessage,
  validateLogin,
} from '@hangar/domain';
import type { z } from 'zod/mini';

/** The message for a field that is present but not of the expected shape. */
export const INVALID_MESSAGE: string = MESSAGES.field.invalid;

/**
 * Missing → 'Campo obrigatório'; a text over its maximum → 'Use no máximo N caracteres', under a
 * minimum above 1 → 'Use no mínimo N caracteres'; anything else → 'Valor inválido'.
 */
export function issuesToFieldErrors(error: z.core.$ZodError, prefix?: string): FieldErrors {
  const b = new FieldErrorsBuilder();
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    const tooLong = issue.code === 'too_big' && issue.origin === 'string';
    // A minimum of 1 is "not blank", which the domain's validators name field by field.
    const tooShort = issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) > 1;
    b.add(
      path,
      missing
        ? MESSAGES.field.required
        : tooLong
          ? maxLengthMessage(Number(issue.maximum))
          : tooShort
            ? minLengthMessage(Number(issue.minimum))
            : INVALID_MESSAGE,
    );
  }
  return b.build();
}

/** A path in a walked value, from the leaf up: built only for the texts reported. */
interface PathLink {
  key: string;
  parent: PathLink | null;
}

/** How many texts with a NUL one answer names: enough to fix a form, bounded for a crafted body. */
const NUL_FIELDS_MAX = 20;

/** Half of a surrogate pair, alone: not a character (JSON's `"\ud800"` escape makes one). */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * 'Valor inválido' on every text in `value` that holds a NUL character (U+0000), which
 * PostgreSQL's text cannot store (it would refuse the whole write without naming the field), or
 * half of a surrogate pair, which is no character at all (it was stored as '�'). Checked
 * before the schema, by the server and the mocks alike. Keys as `issuesToFieldErrors` writes
 * them (`modulos.0.nome`); `{}` when there is none; at most 20 keys. Linear in the size of the
 * value: it walks with a list, not recursion, and spells a path out only for a text it reports,
 * so a deeply nested body can neither exhaust the stack nor cost its depth squared.
 * @example nulCharacterErrors({ nome: 'a\u0000' }) // { nome: ['Valor inválido'] }
 */
export function nulCharacterErrors(value: unknown, prefix?: string): FieldErrors {
  const b = new FieldErrorsBuilder();
  let found = 0;
  const pending: [unknown, PathLink | null][] = [[value, prefix ? { key: prefix, parent: null } : null]];
  while (pending.length > 0 && found < NUL_FIELDS_MAX) {
    const [item, link] = pending.pop()!;
    if (typeof item === 'string') {
      if (!item.includes('\u0000') && !LONE_SURROGATE.test(item)) continue;
      const path: string[] = [];
      for (let at = link; at; at = at.parent) path.push(at.key);
      b.add(path.reverse().join('.') || 'body', INVALID_MESSAGE);
      found++;
    } else if (typeof item === 'object' && item !== null) {
      for (const [key, child] of Object.entries(item)) pending.push([child, { key, parent: link }]);
    }
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
