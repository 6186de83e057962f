import type { ReactNode } from 'react';
import { FieldDescription } from './field';

/**
 * What a field says once its value has reached `maxLength`: the browser stops typing there, and
 * cuts a longer paste, without a word, so the cut would go unseen. `null` below the limit (or
 * when the value is not a controlled string).
 * @example limitReachedText('abc', 3) // 'Limite de 3 caracteres atingido.'
 */
export function limitReachedText(value: unknown, maxLength: number | undefined): string | null {
  if (maxLength === undefined || typeof value !== 'string' || value.length < maxLength) return null;
  // Thousands with a dot, as pt-BR writes them, without building an Intl formatter for it.
  const max = String(maxLength).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Limite de ${max} caracteres atingido.`;
}

/** A field's description and, at its length limit, the note that says so (announced politely). */
export function DescriptionWithLimit({
  description,
  limit,
}: {
  description: ReactNode;
  limit: string | null;
}) {
  if (description == null && limit === null) return null;
  return (
    <FieldDescription>
      {description}
      {description != null && limit !== null ? ' ' : null}
      {limit !== null && <span role="status">{limit}</span>}
    </FieldDescription>
  );
}
