/**
 * Prefix of every draft key, so drafts never collide with the session (`hangar.session`). A module
 * of its own: the sign-out that removes every draft (`api.ts`) is in the app's first chunk, and
 * the rest of `drafts.ts` stays with the forms.
 */
export const DRAFT_PREFIX = 'hangar.draft';
