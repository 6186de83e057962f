import type { ApiClient, Session } from '@hangar/api-client';
import type { UserInfo } from '@hangar/api-client/contract';
import { atom, useAtomValue } from 'jotai';
import { unwrap } from 'jotai/utils';

/**
 * The API client every screen uses. `AppProviders` puts one in the store: the app's own
 * (localStorage session) or, in stories and tests, one with an in-memory session.
 */
export const apiClientAtom = atom<ApiClient | null>(null);

/** Mirrors the client's session; `AppProviders` keeps it current. */
export const sessionAtom = atom<Session | null>(null);

/** Whether a session is stored. Token refreshes change the session but not this. */
export const isSignedInAtom = atom((get) => get(sessionAtom) !== null);

/**
 * The signed-in user (GET /api/usuario/userinfo), loaded once per sign-in; `null` when signed
 * out or when it could not be loaded (a refused refresh reloads the page anyway, §4).
 */
const currentUserAsyncAtom = atom(async (get): Promise<UserInfo | null> => {
  if (!get(isSignedInAtom)) return null;
  const api = get(apiClientAtom);
  if (!api) return null;
  try {
    return (await api.auth.userinfo()).data;
  } catch {
    return null;
  }
});

/** The current user without suspending: `'loading'` until the first answer. */
export const currentUserAtom = unwrap(currentUserAsyncAtom, () => 'loading' as const);

/** The permissions the signed-in user holds (empty while loading or signed out). */
export const permissionsAtom = atom((get) => {
  const user = get(currentUserAtom);
  return user && user !== 'loading' ? user.permissoes : [];
});

export function useApi(): ApiClient {
  const api = useAtomValue(apiClientAtom);
  if (!api) throw new Error('useApi() outside <AppProviders>');
  return api;
}
