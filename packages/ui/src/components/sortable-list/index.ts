export { type DropPosition, moveItem, reorderItems } from './reorder';
export { type SortableItemState, SortableList, type SortableListProps } from './sortable-list';
