import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from './blocking-history';
import { useApi } from './session';

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

/**
 * Asks before leaving a form with unsaved changes: in-app navigations (links, the Back button,
 * CANCELAR) are held by the app's blocking history (`lib/blocking-history`) until the user
 * answers; closing or reloading the tab gets the browser's own `beforeunload` prompt. Changing
 * only the query string of the same page is not blocked. Once the session has ended (§4: expired,
 * refused, or 'Sair' answered) nothing is held: the app is leaving for the sign-in page, and a
 * form's draft already keeps what was typed.
 * @example
 * const unsaved = useUnsavedChanges(isDirty);
 * <ConfirmDialog isOpen={unsaved.isAsking} onOpenChange={(open) => !open && unsaved.stay()} onConfirm={unsaved.leave} />
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChangesApi {
  const api = useApi();
  const allowed = useRef(false);
  // Read through a ref and the client, so the blocker and the unload listener always see the latest answer.
  const letThrough = useCallback(() => allowed.current || api.getSession() === null, [api]);
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
