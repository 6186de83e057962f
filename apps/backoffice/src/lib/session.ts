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

/** Bumped to load the signed-in user again (the shell's 'Tentar novamente'). */
export const currentUserReloadAtom = atom(0);

/**
 * The signed-in user (GET /api/usuario/userinfo), loaded once per sign-in (and per reload); `user`
 * is `null` when signed out or when it could not be loaded, and then `error` says why.
 */
const currentUserLoadAsyncAtom = atom(async (get): Promise<{ user: UserInfo | null; error?: unknown }> => {
  get(currentUserReloadAtom);
  if (!get(isSignedInAtom)) return { user: null };
  const api = get(apiClientAtom);
  if (!api) return { user: null };
  try {
    return { user: (await api.auth.userinfo()).data };
  } catch (error) {
    return { user: null, error };
  }
});

const currentUserLoadAtom = unwrap(currentUserLoadAsyncAtom, () => 'loading' as const);

/** The current user without suspending: `'loading'` until the first answer, `null` signed out or failed. */
export const currentUserAtom = atom((get) => {
  const load = get(currentUserLoadAtom);
  return load === 'loading' ? 'loading' : load.user;
});

/** Why the current user could not be loaded; `undefined` while loading, signed out or loaded. */
export const currentUserErrorAtom = atom((get) => {
  const load = get(currentUserLoadAtom);
  return load === 'loading' ? undefined : load.error;
});

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
