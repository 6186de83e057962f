/**
 * zod issues → the 422 field map, with the domain's Portuguese messages. The server and the MSW
 * handlers both answer bad input through this, so their 422 bodies cannot differ. Keys are the
 * wire field paths joined by dots (`modulos.0.nome`), the same keys the domain validators use.
 */
import { type FieldErrors, FieldErrorsBuilder, MESSAGES } from '@hangar/domain';
import type { z } from 'zod';

/** The message for a field that is present but not of the expected shape. */
export const INVALID_MESSAGE: string = MESSAGES.field.invalid;

/** Missing → 'Campo obrigatório'; anything else → 'Valor inválido'. */
export function issuesToFieldErrors(error: z.ZodError, prefix?: string): FieldErrors {
  const b = new FieldErrorsBuilder();
  for (const issue of error.issues) {
    const path = [prefix, ...issue.path.map(String)].filter(Boolean).join('.') || 'body';
    const missing = issue.code === 'invalid_type' && issue.input === undefined;
    b.add(path, missing ? MESSAGES.field.required : INVALID_MESSAGE);
  }
  return b.build();
}
