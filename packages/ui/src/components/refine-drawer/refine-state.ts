/**
 * The refine drawer's state machine: the screen's applied filters stay untouched while the user
 * edits a draft; APLICAR hands the draft over, CANCELAR / Escape throws it away.
 */
export interface RefineState<V> {
  /** Whether the drawer is open. */
  isOpen: boolean;
  /** The values being edited (a copy of the applied ones when the drawer opened). */
  draft: V;
}

export type RefineAction<V> =
  | { type: 'open'; applied: V }
  | { type: 'change'; update: V | ((draft: V) => V) }
  | { type: 'reset'; empty: V }
  | { type: 'cancel'; applied: V }
  | { type: 'apply' };

export function refineReducer<V>(state: RefineState<V>, action: RefineAction<V>): RefineState<V> {
  switch (action.type) {
    case 'open':
      return { isOpen: true, draft: action.applied };
    case 'change': {
      if (!state.isOpen) return state;
      const draft =
        typeof action.update === 'function' ? (action.update as (d: V) => V)(state.draft) : action.update;
      return { ...state, draft };
    }
    case 'reset':
      return state.isOpen ? { ...state, draft: action.empty } : state;
    case 'cancel':
      return { isOpen: false, draft: action.applied };
    case 'apply':
      return { ...state, isOpen: false };
  }
}

/**
 * Counts the filters that differ from "no filter": non-empty arrays, non-empty strings, numbers
 * and booleans `true`. Keys listed in `ignore` (e.g. the ordering) are not counted.
 */
export function countActiveFilters(value: Record<string, unknown>, ignore: readonly string[] = []): number {
  let n = 0;
  for (const [k, v] of Object.entries(value)) {
    if (ignore.includes(k) || v === null || v === undefined) continue;
    if (Array.isArray(v)) n += v.length > 0 ? 1 : 0;
    else if (typeof v === 'string') n += v.trim() !== '' ? 1 : 0;
    else if (typeof v === 'boolean') n += v ? 1 : 0;
    else n += 1;
  }
  return n;
}
