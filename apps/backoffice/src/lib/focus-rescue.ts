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
 * A click on empty space, or the window losing focus, leaves the element in the document: nothing
 * happens then. After a navigation nothing is remembered: the new page decides.
 */

/** How many recent places are remembered. */
const REMEMBERED = 8;

/** What Tab can reach (the kit's controls are native elements, or carry a tabindex). */
const TABBABLE =
  'a[href], button, input:not([type="hidden"]), select, textarea, [tabindex]:not([tabindex="-1"])';

interface Place {
  element: HTMLElement;
  /** Its position among the page's tabbable elements when it took focus (-1: not tabbable). */
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

function tabbables(doc: Document): HTMLElement[] {
  return [...doc.querySelectorAll<HTMLElement>(TABBABLE)].filter(canTakeFocus);
}

/**
 * Starts watching `doc`; `address` names the current page (its path). Returns
 * the function that stops.
 */
export function startFocusRescue(address: () => string, doc: Document = document): () => void {
  let places: Place[] = [];

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
    places = [...places.filter((p) => p.element !== element), place].slice(-REMEMBERED);
  };

  const rescue = () => {
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
      let target = now[Math.min(place.index, now.length - 1)];
      const { list } = place;
      if (list?.isConnected && !(target && list.contains(target))) {
        const before = now[place.index - (place.total - now.length)];
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
        if (fell && !lost.isConnected) rescue();
      }),
    );
  };

  doc.addEventListener('focusin', onFocusIn);
  doc.addEventListener('focusout', onFocusOut);
  return () => {
    doc.removeEventListener('focusin', onFocusIn);
    doc.removeEventListener('focusout', onFocusOut);
  };
}
