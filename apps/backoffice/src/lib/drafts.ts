/**
 * Form drafts kept on this device (localStorage), so nothing typed is lost when the session ends
 * (§4: a refused refresh reloads the page onto the sign-in screen) or the tab closes. A draft is
 * keyed by the signed-in user and the form's route, and by the tab that typed it: two tabs on the
 * same form (two new courses at once) each keep their own, so one tab's save or typing never
 * removes or overwrites the other's work. The form offers it for restore when opened again.
 * Files are never stored: forms keep only what the server already holds (upload ids, urls).
 */
import { DRAFT_PREFIX } from './draft-prefix';

export { DRAFT_PREFIX };

/** A stored draft. */
export interface Draft<T> {
  /** The form's values as the user left them. */
  value: T;
  /** When it was written (ISO date-time). */
  savedAt: string;
  /**
   * The record's `updated_at` the values were typed over (existing records only): restored, the
   * form saves with it, so a change someone else made since is refused (409) instead of being
   * silently overwritten.
   */
  version?: string | null;
}

/** Where drafts live: the subset of the Web Storage API used here (`localStorage` fits). */
export interface DraftStorage {
  readonly length: number;
  key(index: number): string | null;
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The browser's localStorage, or `null` where there is none (or it is blocked). */
export function browserDraftStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/**
 * The key of a form's draft: one per user and route, so another account on the same device never
 * sees it.
 * @example draftKey(7, '/admin/administracao/cursos/novo') // 'hangar.draft:7:/admin/administracao/cursos/novo'
 */
export function draftKey(userId: number | string | null | undefined, path: string): string {
  return `${DRAFT_PREFIX}:${userId ?? 'anon'}:${path}`;
}

/**
 * The key one tab writes a form's draft under: the form's `draftKey` and the tab's id
 * (`thisTabId`).
 * @example tabDraftKey('hangar.draft:7:/admin/administracao/cursos/novo', 'k3x9') // '…/novo@k3x9'
 */
export function tabDraftKey(formKey: string, tab: string): string {
  return `${formKey}@${tab}`;
}

/**
 * The Web Lock a tab holds while it has a form open, named by the key it writes the form's draft
 * under: other tabs do not offer (nor take) a draft whose lock is held.
 */
export function draftOpenLock(storageKey: string): string {
  return `hangar.draft-open:${storageKey}`;
}

/** A draft as stored, with the key it is stored under. */
export interface StoredDraft<T> {
  key: string;
  draft: Draft<T>;
}

/**
 * Every draft of the form at `formKey` on this device, whichever tab wrote it, newest first. A
 * draft written before drafts were kept per tab, under `formKey` itself, is one of them.
 */
export function draftsOfForm<T>(
  formKey: string,
  storage: DraftStorage | null = browserDraftStorage(),
): StoredDraft<T>[] {
  return storedKeys(storage, (key) => key === formKey || key.startsWith(`${formKey}@`))
    .flatMap((key) => {
      const draft = loadDraft<T>(key, storage);
      return draft ? [{ key, draft }] : [];
    })
    .sort((a, b) => Date.parse(b.draft.savedAt) - Date.parse(a.draft.savedAt));
}

/** The keys `storage` holds that `wanted` accepts; none when the storage cannot be read. */
function storedKeys(storage: DraftStorage | null, wanted: (key: string) => boolean): string[] {
  if (!storage) return [];
  const keys: string[] = [];
  try {
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key !== null && wanted(key)) keys.push(key);
    }
  } catch {
    return [];
  }
  return keys;
}

/**
 * Writes a draft. When the storage is full, the oldest other drafts on this device (closed tabs'
 * work, which nothing else ever removes) make room, one at a time, oldest first: the draft being
 * typed now is the one worth keeping. Other storage errors (private mode) are swallowed: a draft
 * is best effort.
 */
export function saveDraft<T>(
  key: string,
  value: T,
  now: Date = new Date(),
  storage: DraftStorage | null = browserDraftStorage(),
  version?: string | null,
): void {
  if (!storage) return;
  const draft: Draft<T> = {
    value,
    savedAt: now.toISOString(),
    ...(version !== undefined ? { version } : {}),
  };
  const text = JSON.stringify(draft);
  let evictable: string[] | null = null;
  for (;;) {
    try {
      storage.setItem(key, text);
      return;
    } catch (error) {
      if (!isQuotaError(error)) return; // Unavailable storage: nothing else to do.
      evictable ??= draftsOldestFirst(storage).filter((other) => other !== key);
      const oldest = evictable.shift();
      if (oldest === undefined) return; // Nothing of ours left to make room with.
      clearDraft(oldest, storage);
    }
  }
}

/** Whether a storage write failed for want of room (browsers name it differently). */
function isQuotaError(error: unknown): boolean {
  const name = typeof error === 'object' && error !== null && 'name' in error ? error.name : null;
  return name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED';
}

/** The keys of every draft on this device, whoever wrote it, the oldest first. */
function draftsOldestFirst(storage: DraftStorage): string[] {
  // Something under our prefix that is not a draft goes first.
  const age = (key: string) => {
    const draft = loadDraft(key, storage);
    return draft ? Date.parse(draft.savedAt) : Number.NEGATIVE_INFINITY;
  };
  return storedKeys(storage, (key) => key.startsWith(`${DRAFT_PREFIX}:`))
    .map((key) => ({ key, at: age(key) }))
    .sort((a, b) => a.at - b.at)
    .map(({ key }) => key);
}

/** Reads a draft; `null` when there is none or what is stored is not a draft. */
export function loadDraft<T>(
  key: string,
  storage: DraftStorage | null = browserDraftStorage(),
): Draft<T> | null {
  if (!storage) return null;
  let text: string | null;
  try {
    text = storage.getItem(key);
  } catch {
    return null;
  }
  if (!text) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (
      typeof parsed === 'object' &&
      parsed !== null &&
      'value' in parsed &&
      'savedAt' in parsed &&
      typeof parsed.savedAt === 'string' &&
      !Number.isNaN(Date.parse(parsed.savedAt)) &&
      (!('version' in parsed) || parsed.version === null || typeof parsed.version === 'string')
    ) {
      return parsed as Draft<T>;
    }
  } catch {
    // Not JSON: treated as no draft.
  }
  return null;
}

/** Removes a draft (after a successful save, or when the user discards it). */
export function clearDraft(key: string, storage: DraftStorage | null = browserDraftStorage()): void {
  try {
    storage?.removeItem(key);
  } catch {
    // Unavailable storage: nothing stored either.
  }
}
