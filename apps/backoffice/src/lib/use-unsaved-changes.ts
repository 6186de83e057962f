import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useBlocker } from './blocking-history';

/** What {@link useUnsavedChanges} gives the form. */
export interface UnsavedChangesApi {
  /** A navigation (link, Back, CANCELAR) is waiting for the user's answer: show the confirmation. */
  isAsking: boolean;
  /** The user chose to stay: the navigation is cancelled. */
  stay: () => void;
  /** The user chose to leave: the waiting navigation goes on. */
  leave: () => void;
  /** Lets the next navigations through without asking (after a successful save). */
  allowNavigation: () => void;
}

/** Options of {@link useUnsavedChanges}. */
export interface UnsavedChangesOptions {
  /**
   * Checked when a navigation or unload happens: `true` lets it through without asking. The
   * course form passes "the session has ended", so the sign-in redirect and the reload of §4 are
   * never held (the draft keeps the values instead).
   * @default undefined (always ask while dirty)
   */
  ignoreWhen?: () => boolean;
}

/**
 * Asks before leaving a form with unsaved changes: in-app navigations (links, the Back button,
 * CANCELAR) are held by the app's blocking history (`lib/blocking-history`) until the user
 * answers; closing or reloading the tab gets the browser's own `beforeunload` prompt. Changing
 * only the query string of the same page is not blocked.
 * @example
 * const unsaved = useUnsavedChanges(isDirty);
 * <ConfirmDialog isOpen={unsaved.isAsking} onOpenChange={(open) => !open && unsaved.stay()} onConfirm={unsaved.leave} />
 */
export function useUnsavedChanges(isDirty: boolean, options: UnsavedChangesOptions = {}): UnsavedChangesApi {
  const allowed = useRef(false);
  const ignore = useRef(options.ignoreWhen);
  // Kept after render, not during it (which would leave this hook out of the React Compiler).
  useLayoutEffect(() => {
    ignore.current = options.ignoreWhen;
  });
  // Read through refs, so the blocker and the unload listener always see the latest answer.
  const letThrough = useCallback(() => allowed.current || ignore.current?.() === true, []);
  const held = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !letThrough() && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (letThrough()) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty, letThrough]);

  const stay = useCallback(() => held?.reset(), [held]);
  const leave = useCallback(() => held?.proceed(), [held]);
  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { isAsking: held !== null, stay, leave, allowNavigation };
}
