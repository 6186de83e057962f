export {
  type ChecklistGroup,
  type ChecklistItem,
  type ChecklistKey,
  defaultCountLabel,
  groupCount,
  setGroupChecked,
  setGroupValue,
} from './checklist-logic';
export { CollapsibleChecklist, type CollapsibleChecklistProps } from './collapsible-checklist';
