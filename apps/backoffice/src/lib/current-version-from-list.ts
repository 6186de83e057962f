import type { RefObject } from 'react';

/** A row of a list that carries its record's version. */
interface VersionedRow {
  id: number;
  updated_at?: string | null;
}

/**
 * 'VER VERSÃO ATUAL' for a record with no endpoint of its own (a category, a user): its row is
 * found by `id` in a list's answer (`rows`, searched so as to hold it), the form's version ref
 * takes the row's `updated_at`, and the row comes back as form values (`toValues`); undefined
 * when it is not there (deleted meanwhile). For `useResourceForm`'s `takeCurrentVersion`.
 */
export async function currentVersionFromList<R extends VersionedRow, V>(
  rows: Promise<{ data: { data: readonly R[] } }>,
  id: number,
  version: RefObject<string | null>,
  toValues: (row: R) => V,
): Promise<V | undefined> {
  const now = (await rows).data.data.find((row) => row.id === id);
  if (!now) return undefined;
  version.current = now.updated_at ?? null;
  return toValues(now);
}
