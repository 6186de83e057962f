/** Pure helpers of CollapsibleChecklist: per-group counts and checking a whole group. */

/** Key of a group or item. */
export type ChecklistKey = string | number;

/** One checkable item. */
export interface ChecklistItem {
  id: ChecklistKey;
  label: string;
  /** Extra text under the label. */
  description?: string;
  /** Whether this item cannot be changed. */
  isDisabled?: boolean;
}

/** A collapsible group of items (e.g. the modules of one course). */
export interface ChecklistGroup {
  id: ChecklistKey;
  title: string;
  /** Extra text beside the title (e.g. the course type). */
  subtitle?: string;
  items: ChecklistItem[];
}

/**
 * How many items of a group are checked.
 * @example groupCount(group, new Set([1, 2])) // { checked: 2, total: 5 }
 */
export function groupCount(
  group: ChecklistGroup,
  checked: ReadonlySet<ChecklistKey>,
): { checked: number; total: number } {
  return { checked: group.items.filter((i) => checked.has(i.id)).length, total: group.items.length };
}

/**
 * Checks or unchecks every enabled item of a group, keeping the rest of the selection and its
 * order. Returns the new list of checked keys.
 */
export function setGroupChecked(
  value: readonly ChecklistKey[],
  group: ChecklistGroup,
  on: boolean,
): ChecklistKey[] {
  const enabled = group.items.filter((i) => !i.isDisabled).map((i) => i.id);
  if (on) return [...value, ...enabled.filter((id) => !value.includes(id))];
  const drop = new Set(enabled);
  return value.filter((id) => !drop.has(id));
}

/**
 * Replaces the checked items of one group by `groupValue`, keeping the other groups' items.
 */
export function setGroupValue(
  value: readonly ChecklistKey[],
  group: ChecklistGroup,
  groupValue: readonly ChecklistKey[],
): ChecklistKey[] {
  const inGroup = new Set(group.items.map((i) => i.id));
  const keep = value.filter((id) => !inGroup.has(id));
  return [...keep, ...group.items.map((i) => i.id).filter((id) => groupValue.includes(id))];
}

/** Default count text: '{checked} de {total}'. */
export function defaultCountLabel(checked: number, total: number): string {
  return `${checked} de ${total}`;
}
