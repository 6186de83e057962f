/**
 * Whether this browser may still hold a refresh cookie, so a signed-out visit does not send a
 * restore the server can only refuse (a 422 in the server's log and in the browser's console at
 * every visit of the sign-in page). The cookie is HttpOnly, so no script can see it; this flag in
 * localStorage remembers what the last restore or sign-in found: '1' a session, '0' none. It holds
 * no token. Unknown (never set, or storage unavailable) means "try". A module without
 * dependencies, because main.tsx and the light sign-in page read it before the app loads.
 */
const SIGNED_IN_KEY = 'hangar.signedIn';

/** Notes that this browser holds a session (`true`) or that the server has none for it (`false`). */
export function noteSignedIn(signedIn: boolean): void {
  try {
    localStorage.setItem(SIGNED_IN_KEY, signedIn ? '1' : '0');
  } catch {
    // Storage unavailable: every visit tries the restore, as before.
  }
}

/** Whether a restore from the refresh cookie is worth sending: not when the last one was refused. */
export function mayHoldSession(): boolean {
  try {
    return localStorage.getItem(SIGNED_IN_KEY) !== '0';
  } catch {
    return true;
  }
}

/**
 * Trades the refresh cookie for a session unless this browser is known to be signed out, and
 * notes what the server said. `restore` resolves to the session, or `null` when the server
 * refused the cookie; a failed call (offline, cut off by a reload) rejects, notes nothing and
 * counts as signed out for this visit only.
 */
export async function restoreIfSignedIn<S>(restore: () => Promise<S | null>): Promise<S | null> {
  if (!mayHoldSession()) return null;
  try {
    const session = await restore();
    noteSignedIn(session !== null);
    return session;
  } catch {
    return null;
  }
}
