import { useCallback, useEffect, useRef } from 'react';
import { useBlocker } from 'react-router-dom';

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
 * CANCELAR) are held by react-router's `useBlocker` until the user answers; closing or reloading
 * the tab gets the browser's own `beforeunload` prompt. Needs a data router
 * (`createBrowserRouter` / `createMemoryRouter`). Changing only the query string of the same
 * page is not blocked.
 * @example
 * const unsaved = useUnsavedChanges(isDirty);
 * <ConfirmDialog isOpen={unsaved.isAsking} onOpenChange={(open) => !open && unsaved.stay()} onConfirm={unsaved.leave} />
 */
export function useUnsavedChanges(isDirty: boolean): UnsavedChangesApi {
  const allowed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      isDirty && !allowed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (allowed.current) return;
      event.preventDefault();
      // Older browsers need returnValue set to show the prompt.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);

  const stay = useCallback(() => {
    if (blocker.state === 'blocked') blocker.reset();
  }, [blocker]);
  const leave = useCallback(() => {
    if (blocker.state === 'blocked') blocker.proceed();
  }, [blocker]);
  const allowNavigation = useCallback(() => {
    allowed.current = true;
  }, []);

  return { isAsking: blocker.state === 'blocked', stay, leave, allowNavigation };
}
