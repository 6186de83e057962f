export { type DropPosition, moveItem, reorderItems } from './reorder';
export {
  type SortableItemState,
  SortableList,
  type SortableListMessages,
  type SortableListProps,
  sortableListMessages,
} from './sortable-list';
