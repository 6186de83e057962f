import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  clearDraft,
  type Draft,
  draftOpenLock,
  draftsOfForm,
  loadDraft,
  type StoredDraft,
  saveDraft,
  tabDraftKey,
} from './drafts';
import { renewTabId, thisTabId } from './tab-id';

/** Options of {@link useDraft}. */
export interface UseDraftOptions<T> {
  /**
   * The form's draft key (`draftKey(user.id, pathname)`); this tab writes under it and its own
   * id. `null` turns drafts off (e.g. while loading).
   */
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

/** The browser's Web Locks, where there are any (secure contexts only: not plain HTTP). */
const webLocks = () => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/**
 * The newest draft of the form that no open tab is typing: another tab's, closed since (or one
 * written before drafts were kept per tab). Without Web Locks no tab can be told open, and the
 * newest other draft is offered.
 */
async function draftOfClosedTab<T>(formKey: string, own: string): Promise<StoredDraft<T> | null> {
  const others = draftsOfForm<T>(formKey).filter(({ key }) => key !== own);
  if (others.length === 0) return null;
  let open = new Set<string>();
  try {
    const held = (await webLocks()?.query())?.held ?? [];
    open = new Set(held.map((lock) => lock.name ?? ''));
  } catch {
    // No answer: offer the newest.
  }
  return others.find(({ key }) => !open.has(draftOpenLock(key))) ?? null;
}

interface Offer<T> {
  /** This tab's key of the form the offer belongs to. */
  own: string | null;
  draft: Draft<T> | null;
  /** The key the offered draft is stored under: `own`, or a closed tab's. */
  from: string | null;
  /** Restored or discarded: nothing more is offered in this visit. */
  answered: boolean;
}

function ownOffer<T>(own: string | null): Offer<T> {
  const draft = own ? loadDraft<T>(own) : null;
  return { own, draft, from: draft ? own : null, answered: false };
}

/**
 * Keeps a form's unsaved values on this device as the user types (debounced, and flushed when the
 * page goes away: a tab closing, or the reload that follows a refused refresh, §4), and offers a
 * draft found when the form opens: this tab's own (a reload), else the newest a closed tab left.
 * A tab with the form open holds a Web Lock, so another tab never offers (or takes) work still
 * being typed there; a draft restored from a closed tab becomes this tab's. The offer stays open
 * until answered, but what the user types meanwhile is kept as the draft: the newest work is what
 * a reload offers (before, nothing was written while an offer was open, and work typed beside it
 * was lost to the next reload). The offered draft stays in memory, so RESTAURAR still brings it
 * back in this visit.
 * @example
 * const draft = useDraft({ key: draftKey(user.id, pathname), value: values, isDirty });
 * {draft.offered && <Button onPress={() => setValues(draft.restore()!.value)}>RESTAURAR</Button>}
 */
export function useDraft<T>({ key, value, isDirty, delay = 300, version }: UseDraftOptions<T>): DraftApi<T> {
  const [tab, setTab] = useState(thisTabId);
  const own = key ? tabDraftKey(key, tab) : null;
  const [offer, setOffer] = useState<Offer<T>>(() => ownOffer(own));
  // A new key (another record, or the user just became known): look for its draft now, during
  // render, so no write can run for the new key before its stored draft is read.
  let current = offer;
  if (offer.own !== own) {
    current = ownOffer(own);
    setOffer(current);
  }
  const offered = current.draft;

  const cleared = useRef(false);
  const wrote = useRef(false);
  const pending = useRef<(() => void) | null>(null);
  // The write of the values now on screen while they are unsaved, for `keep`.
  const unsaved = useRef<(() => void) | null>(null);

  // While the form is open here, other tabs leave its draft alone. Held by someone else, the
  // lock is this form's previous mount letting go (React's strict mode mounts twice), or the same
  // form open in a tab with this tab's id: a browser's duplicate of this tab. Still held a moment
  // later, this tab takes an id of its own (its drafts would overwrite the other's).
  useEffect(() => {
    const locks = webLocks();
    if (!own || !locks) return;
    let release = () => {};
    const open = new Promise<void>((resolve) => {
      release = resolve;
    });
    let stopped = false;
    let retry: number | undefined;
    const take = (last: boolean) =>
      locks
        .request(draftOpenLock(own), { ifAvailable: true }, (lock) => {
          if (lock !== null) return open;
          if (stopped) return;
          if (last) setTab(renewTabId());
          else retry = window.setTimeout(() => void take(true), 100);
        })
        .catch(() => {});
    void take(false);
    return () => {
      stopped = true;
      window.clearTimeout(retry);
      release();
    };
  }, [own]);

  // No draft of this tab's: a closed tab's, looked for once per form.
  useEffect(() => {
    if (!key || !own) return;
    let stale = false;
    void draftOfClosedTab<T>(key, own).then((found) => {
      if (stale || !found) return;
      setOffer((now) =>
        now.own === own && now.draft === null && !now.answered
          ? { own, draft: found.draft, from: found.key, answered: false }
          : now,
      );
    });
    return () => {
      stale = true;
    };
  }, [key, own]);

  useEffect(() => {
    unsaved.current = null;
    if (!own || cleared.current) return;
    if (!isDirty) {
      // Back to the saved values: a draft written earlier in this visit is obsolete.
      if (wrote.current) clearDraft(own);
      wrote.current = false;
      return;
    }
    const write = () => {
      pending.current = null;
      if (cleared.current) return;
      saveDraft(own, value, undefined, undefined, version?.());
      wrote.current = true;
    };
    unsaved.current = write;
    pending.current = write;
    const timer = window.setTimeout(write, delay);
    return () => window.clearTimeout(timer);
  }, [own, value, isDirty, delay, version]);

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

  const { from } = current;
  const restore = useCallback(() => {
    // A closed tab's draft moves to this tab: written here before it leaves there, so a crash
    // between the two loses nothing, and no other tab offers it again.
    if (offered && own && from && from !== own) {
      saveDraft(own, offered.value, undefined, undefined, offered.version);
      wrote.current = true;
      clearDraft(from);
    }
    setOffer({ own, draft: null, from: null, answered: true });
    return offered;
  }, [own, offered, from]);

  const discard = useCallback(() => {
    if (from) clearDraft(from);
    setOffer({ own, draft: null, from: null, answered: true });
  }, [own, from]);

  const clear = useCallback(() => {
    cleared.current = true;
    pending.current = null;
    if (own) clearDraft(own);
  }, [own]);

  const keep = useCallback(() => unsaved.current?.(), []);

  // One object while nothing changes: the form built on it keeps its identity as the user types.
  return useMemo(
    () => ({ offered, restore, discard, clear, keep }),
    [offered, restore, discard, clear, keep],
  );
}
