import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { clearDraft, type Draft, loadDraft, saveDraft } from './drafts';

/** Options of {@link useDraft}. */
export interface UseDraftOptions<T> {
  /** The draft's key (`draftKey(user.id, pathname)`); `null` turns drafts off (e.g. while loading). */
  key: string | null;
  /** The form's current values (JSON-serialisable). */
  value: T;
  /** Whether the values differ from what is saved; only dirty values are written. */
  isDirty: boolean;
  /** Milliseconds of quiet typing before a write. @default 300 */
  delay?: number;
  /**
   * The version of the record being edited (its `updated_at`), read at each write and kept with
   * the draft. @default undefined (none kept: a new record)
   */
  version?: () => string | null | undefined;
}

/** What {@link useDraft} gives the form. */
export interface DraftApi<T> {
  /** A draft found when the form opened, waiting for the user to restore or discard it. */
  offered: Draft<T> | null;
  /** Takes the offered draft: returns it (its values go in the form); the offer closes. */
  restore: () => Draft<T> | null;
  /** Throws the offered draft away. */
  discard: () => void;
  /** Removes the draft and stops writing: call after a successful save or a confirmed exit. */
  clear: () => void;
  /**
   * Writes the unsaved values now, whatever was stored meanwhile: called when the session ends,
   * as another tab's sign-out may have removed this form's draft (it removes every draft) while
   * this tab still held unsaved work.
   */
  keep: () => void;
}

/**
 * Keeps a form's unsaved values on this device as the user types (debounced, and flushed when the
 * page goes away: a tab closing, or the reload that follows a refused refresh, §4), and offers a
 * draft found when the form opens. The offer stays open until answered, but what the user types
 * meanwhile is kept as the draft: the newest work is what a reload offers (before, nothing was
 * written while an offer was open, and work typed beside it was lost to the next reload). The
 * offered draft stays in memory, so RESTAURAR still brings it back in this visit.
 * @example
 * const draft = useDraft({ key: draftKey(user.id, pathname), value: values, isDirty });
 * {draft.offered && <Button onPress={() => setValues(draft.restore()!.value)}>RESTAURAR</Button>}
 */
export function useDraft<T>({ key, value, isDirty, delay = 300, version }: UseDraftOptions<T>): DraftApi<T> {
  const [offer, setOffer] = useState<{ key: string | null; draft: Draft<T> | null }>(() => ({
    key,
    draft: key ? loadDraft<T>(key) : null,
  }));
  // A new key (another record, or the user just became known): look for its draft now, during
  // render, so no write can run for the new key before its stored draft is read.
  let current = offer;
  if (offer.key !== key) {
    current = { key, draft: key ? loadDraft<T>(key) : null };
    setOffer(current);
  }
  const offered = current.draft;

  const cleared = useRef(false);
  const wrote = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  // The write of the values now on screen while they are unsaved, for `keep`.
  const unsaved = useRef<(() => void) | null>(null);

  useEffect(() => {
    unsaved.current = null;
    if (!key || cleared.current) return;
    if (!isDirty) {
      // Back to the saved values: a draft written earlier in this visit is obsolete.
      if (wrote.current) clearDraft(key);
      wrote.current = false;
      return;
    }
    const write = () => {
      pending.current = null;
      if (cleared.current) return;
      saveDraft(key, value, undefined, undefined, version?.());
      wrote.current = true;
    };
    unsaved.current = write;
    pending.current = write;
    const timer = window.setTimeout(write, delay);
    return () => window.clearTimeout(timer);
  }, [key, value, isDirty, delay, version]);

  // Flush a write still waiting when the page goes away or the form unmounts (the sign-in
  // redirect after a refused refresh unmounts it before the reload).
  useEffect(() => {
    const flush = () => pending.current?.();
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const restore = useCallback(() => {
    const draft = offered;
    setOffer({ key, draft: null });
    return draft;
  }, [key, offered]);

  const discard = useCallback(() => {
    if (key) clearDraft(key);
    setOffer({ key, draft: null });
  }, [key]);

  const clear = useCallback(() => {
    cleared.current = true;
    pending.current = null;
    if (key) clearDraft(key);
  }, [key]);

  const keep = useCallback(() => unsaved.current?.(), []);

  // One object while nothing changes: the form built on it keeps its identity as the user types.
  return useMemo(
    () => ({ offered, restore, discard, clear, keep }),
    [offered, restore, discard, clear, keep],
  );
}
