// A Node program (no DOM types, `skipLibCheck` off, as TypeScript's defaults) using the domain
// rules and the typed client: a Node consumer's `tsc` failed on DOM names in the client's
// declarations (a consumer probe, 7 December). Type-checked by `pnpm check:consumer`, not run.
import { createApiClient } from '@hangar/api-client';
import { MESSAGES, validateCategory } from '@hangar/domain';

export async function renameCategory(id: number, nome: string): Promise<string> {
  const errors = validateCategory({ nome });
  if (errors.nome) return errors.nome[0] ?? MESSAGES.field.invalid;
  const api = createApiClient({ baseUrl: 'http://127.0.0.1:3000', clientId: 2, clientSecret: 'segredo' });
  await api.signIn('admin@hangar.dev', 'hangar123');
  const { data } = await api.categorias.update({ params: { id }, body: { nome } });
  return data.nome;
}
