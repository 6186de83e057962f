/**
 * Puts focus back on the page when what held it disappears. React Aria's dialogs return focus to
 * the element that opened them, but not when that element is gone (the row just removed, the
 * card just deleted) nor, in one case seen, when a combobox had opened them (Esc in the user
 * modal's 'Perfis', then 'Continuar editando'). Focus then fell to the page itself, and a keyboard
 * or screen reader user had to start again from the top.
 *
 * So, when focus falls to the page because its element left the document, and nothing took it
 * within two frames (React Aria restores in one), focus goes, among the places focused lately on
 * this address:
 * - back to the latest one still on the page (skipping those inside a dialog now closed);
 * - or, when the latest page element was itself removed, to what now stands at its position in
 *   the page's tab order: the next row's same button, as the browser's own Tab would continue;
 *   when the last row of a table or list went, the same button of the row before it.
 * - when that row was the last one of its table or list (the only result of a search deleted), to
 *   the page's heading: what now stands at its position is some other control ('Por página').
 * A click on empty space, or the window losing focus, leaves the element in the document: nothing
 * happens then. After a navigation nothing is remembered: focus that fell then (the 'Sucesso'
 * dialog's OK after a save, which leads back to the list) goes to the new page's heading
 * (`focusPageHeading`), once it is drawn.
 */

/** How many recent places are remembered, on the page and in dialogs each. */
const REMEMBERED = 8;

/** How long a new page may take to draw its heading (its code may still be loading). */
const HEADING_WAIT_MS = 3000;

/** The page's heading (the kit's `PageHeader` draws it), made focusable by script only. */
export function focusPageHeading(doc: Document = document): boolean {
  const heading = doc.querySelector<HTMLElement>('main h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1;
  heading.focus();
  return true;
}

/**
 * A page opened from a menu (a link inside a `nav`: the side menu, the breadcrumb): focus goes to
 * the new page's heading once it is drawn, where a page load would start a screen reader. Before,
 * on a wide screen focus stayed on the link and a screen reader heard only the list's page count;
 * on a phone it went back to 'Menu' as the drawer closed (an accessibility probe, 7 December; the
 * kit's drawer now leaves focus on the content instead). Focus the user moved meanwhile (a click
 * elsewhere while the page loads) is left where it is. Returns the function that stops.
 */
export function startFocusAfterMenu(doc: Document = document): () => void {
  /** Set by the returned function: a wait already under way then ends (the app unmounted). */
  let stopped = false;
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('nav a[href]') : null;
    if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const before = doc.querySelector('main h1');
    const until = performance.now() + HEADING_WAIT_MS;
    const attempt = () => {
      if (stopped) return;
      const now = doc.querySelector<HTMLElement>('main h1');
      if (now && now !== before) {
        // Still on the link, on the content the drawer left it on, or nowhere: the user has not
        // moved on.
        const active = doc.activeElement;
        if (active === null || active === doc.body || active === link || active.matches('main')) {
          focusPageHeading(doc);
        }
        return;
      }
      if (performance.now() < until) requestAnimationFrame(attempt);
    };
    requestAnimationFrame(attempt);
  };
  doc.addEventListener('click', onClick, true);
  return () => {
    stopped = true;
    doc.removeEventListener('click', onClick, true);
  };
}

/** What Tab can reach (the kit's controls are native elements, or carry a tabindex). */
const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Place {
  element: HTMLElement;
  /**
   * Its position among the page's tabbable elements, hidden ones included, when it took focus
   * (-1: not tabbable).
   */
  index: number;
  /** How many tabbable elements the page had then. */
  total: number;
  /** The table or list it is a row of, if any. */
  list: Element | null;
  /** Inside a dialog: once that closes, the place is gone for good. */
  inDialog: boolean;
  /** The address it was focused on. */
  address: string;
}

const canTakeFocus = (element: HTMLElement) =>
  element.isConnected &&
  !element.matches(':disabled') &&
  element.closest('[inert]') === null &&
  (element.checkVisibility?.() ?? true);

/**
 * The page's tabbable elements in document order, hidden ones included: listed at every focus
 * move, so no visibility is read here: `checkVisibility` on each of a big course's thousand
 * buttons forced a layout in the middle of the Módulos tab's drawing (~340 ms of its profile;
 * `bench:big-course` 3.1 → 2.8 s for the tab, one alternating pair). The rescue skips, from the
 * position it lands on, those that cannot take focus.
 */
function tabbables(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(TABBABLE)];
}

/** The first element from `index` on, then backwards from it, that can take focus. */
function focusableNear(all: HTMLElement[], index: number): HTMLElement | undefined {
  const after = all.slice(Math.max(index, 0)).find(canTakeFocus);
  return after ?? all.slice(0, Math.max(index, 0)).findLast(canTakeFocus);
}

/**
 * Starts watching `doc`; `address` names the current page (its path). Returns
 * the function that stops.
 */
export function startFocusRescue(address: () => string, doc: Document = document): () => void {
  /** Set by the returned function: frames already asked for then must do nothing. */
  let stopped = false;
  let places: Place[] = [];
  /** The address the places were focused on: another one now means a navigation since. */
  let visited = address();
  const forgetOnNavigation = () => {
    if (address() === visited) return false;
    places = [];
    visited = address();
    return true;
  };

  const onFocusIn = (event: FocusEvent) => {
    const element = event.target;
    if (!(element instanceof HTMLElement) || element === doc.body) return;
    const all = tabbables(doc);
    const place: Place = {
      element,
      index: all.indexOf(element),
      total: all.length,
      list: element.closest('table, ul, ol, [role="grid"], [role="list"]'),
      inDialog: element.closest('[role="dialog"], [role="alertdialog"]') !== null,
      address: address(),
    };
    forgetOnNavigation();
    // Page places and dialog places are kept apart: a dialog's many controls (the 'Refinar'
    // drawer's) must not push out the page element it returns to.
    const latest = [...places.filter((p) => p.element !== element), place];
    const kept = new Set([
      ...latest.filter((p) => p.inDialog).slice(-REMEMBERED),
      ...latest.filter((p) => !p.inDialog).slice(-REMEMBERED),
    ]);
    places = latest.filter((p) => kept.has(p));
  };

  /** After a navigation, the new page's heading once it is drawn, if focus is still nowhere. */
  const toNewPage = () => {
    const until = performance.now() + HEADING_WAIT_MS;
    const attempt = () => {
      const nowhere = doc.activeElement === null || doc.activeElement === doc.body;
      if (stopped || !nowhere || focusPageHeading(doc) || performance.now() > until) return;
      requestAnimationFrame(attempt);
    };
    attempt();
  };

  const rescue = () => {
    if (forgetOnNavigation()) return toNewPage();
    const here = address();
    const recent = places.filter((p) => p.address === here).reverse();
    for (const place of recent) {
      if (canTakeFocus(place.element)) {
        place.element.focus();
        return;
      }
      if (place.inDialog || place.element.isConnected || place.index < 0) continue;
      // The latest page element was removed: what now stands in its place, or, when that is past
      // the end of its table or list (its last row went), the same element of the row before.
      const now = tabbables(doc);
      const { list } = place;
      // Its table or list lost its last row (or went, for an empty state): the page's heading.
      if (list && !(list.isConnected && now.some((e) => list.contains(e) && canTakeFocus(e)))) {
        focusPageHeading(doc);
        return;
      }
      let target = focusableNear(now, Math.min(place.index, now.length - 1));
      if (list?.isConnected && !(target && list.contains(target))) {
        const before = focusableNear(now, place.index - (place.total - now.length));
        if (before && list.contains(before)) target = before;
      }
      target?.focus();
      return;
    }
  };

  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    const lost = event.target;
    if (!(lost instanceof HTMLElement)) return;
    // Two frames: React Aria restores a dialog's focus in the next one, and the removal that
    // took the focus may still be in progress when this event fires.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        const fell = doc.activeElement === null || doc.activeElement === doc.body;
        // Stopped meanwhile (the app unmounted, the element with it): the page now on screen is
        // not the one these places belong to.
        if (fell && !lost.isConnected && !stopped) rescue();
      }),
    );
  };

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    stopped = true;
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
