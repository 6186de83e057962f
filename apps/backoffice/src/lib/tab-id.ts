/**
 * This tab's id, kept in sessionStorage: a reload keeps it (the reload that follows a refused
 * refresh, §4, must find the tab's own drafts), another tab gets its own. A tab the browser
 * duplicates copies its sessionStorage, and with it the id: `useDraft` finds that out when the
 * same form is open in both (its Web Lock is taken) and gives the copy an id of its own
 * (`renewTabId`).
 */
import { randomHex } from './random-hex';

const TAB_KEY = 'hangar.tab';

let fallback: string | null = null;

const newTabId = () => randomHex(6);

/** This tab's id; without sessionStorage (blocked), one for this page's life. */
export function thisTabId(): string {
  try {
    const id = sessionStorage.getItem(TAB_KEY);
    return id ?? renewTabId();
  } catch {
    fallback ??= newTabId();
    return fallback;
  }
}

/** Gives this tab a new id (it turned out to share one with the tab it was duplicated from). */
export function renewTabId(): string {
  const id = newTabId();
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    fallback = id;
  }
  return id;
}
