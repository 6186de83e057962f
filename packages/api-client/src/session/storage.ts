import type { Session } from './session.js';
import { sessionSchema } from './session-schema.js';

/**
 * Where the client keeps the session. Synchronous on purpose: `localStorage` is, and the Bearer
 * header must be known before a request leaves.
 */
export interface SessionStorage {
  /** The stored session, or `null` when there is none (or it is unreadable). */
  load(): Session | null;
  save(session: Session): void;
  clear(): void;
  /**
   * Optional: calls `listener` when another tab changes the stored session. Returns an
   * unsubscribe function.
   */
  watch?(listener: (session: Session | null) => void): () => void;
}

/** The `localStorage` key the browser session lives under. */
export const SESSION_STORAGE_KEY = 'hangar.session';

/** The subset of the Web Storage API the local storage needs (testable without a browser). */
export interface WebStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

function parseStored(raw: string | null): Session | null {
  if (!raw) return null;
  try {
    const parsed = sessionSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Keeps the session in `localStorage` as JSON under `key`, and follows changes made by other
 * tabs through the `storage` event.
 *
 * @param options.key the storage key. @default 'hangar.session'
 * @param options.storage the Web Storage to use. @default globalThis.localStorage
 * @example createApiClient({ ..., storage: localSessionStorage() })
 */
export function localSessionStorage(
  options: { key?: string; storage?: WebStorageLike } = {},
): SessionStorage {
  const key = options.key ?? SESSION_STORAGE_KEY;
  const web = (): WebStorageLike | undefined =>
    options.storage ?? (globalThis as { localStorage?: WebStorageLike }).localStorage;
  return {
    load() {
      try {
        return parseStored(web()?.getItem(key) ?? null);
      } catch {
        // Storage can throw (privacy mode, quota, a sandboxed iframe): behave as signed out.
        return null;
      }
    },
    save(session) {
      try {
        web()?.setItem(key, JSON.stringify(session));
      } catch {
        // Not persisted; the in-memory copy in the client still works for this page.
      }
    },
    clear() {
      try {
        web()?.removeItem(key);
      } catch {
        // Nothing stored that we could reach.
      }
    },
    watch(listener) {
      const target = globalThis as {
        addEventListener?: (type: string, fn: (event: StorageEvent) => void) => void;
        removeEventListener?: (type: string, fn: (event: StorageEvent) => void) => void;
      };
      if (!target.addEventListener || !target.removeEventListener) return () => {};
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener(parseStored(event.newValue));
      };
      target.addEventListener('storage', onStorage);
      return () => target.removeEventListener?.('storage', onStorage);
    },
  };
}

/**
 * Keeps the session in memory only (tests, server-side use, kiosk mode).
 *
 * @param initial a session to start signed in with. @default null
 * @example createApiClient({ ..., storage: memorySessionStorage(mockSession('admin')) })
 */
export function memorySessionStorage(initial: Session | null = null): SessionStorage {
  let current = initial;
  return {
    load: () => current,
    save(session) {
      current = session;
    },
    clear() {
      current = null;
    },
  };
}
