/**
 * This tab's note that the session ended on its own (a refused refresh). The app reloads the page
 * then (§4), so the note lives in sessionStorage; `RequireSession` reads it to tell the sign-in
 * page why the user is there; the next sign-in (or a sign-out) clears it. A module of its own,
 * without dependencies, because the light sign-in page (sign-in.tsx) clears it too.
 */
const SESSION_ENDED_KEY = 'hangar.sessionEnded';

export function noteSessionEnded(ended: boolean) {
  try {
    if (ended) sessionStorage.setItem(SESSION_ENDED_KEY, '1');
    else sessionStorage.removeItem(SESSION_ENDED_KEY);
  } catch {
    // Storage can throw (privacy mode): the sign-in page then just does not say why.
  }
}

/** Whether the last session of this tab ended on its own (expired) rather than by signing out. */
export function sessionEndedOnItsOwn(): boolean {
  try {
    return sessionStorage.getItem(SESSION_ENDED_KEY) === '1';
  } catch {
    return false;
  }
}
