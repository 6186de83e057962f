import { GripVertical } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, type SyntheticEvent, useId } from 'react';
import {
  Button,
  composeRenderProps,
  DropIndicator,
  GridList,
  GridListItem,
  type Key,
  useDragAndDrop,
} from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';
import { reorderItems } from './reorder';

/** What the item renderer receives besides the item. */
export interface SortableItemState {
  /** Position of the item in `items` (0-based): the order the list would be saved with. */
  index: number;
  /** True while this item is being dragged. */
  isDragging: boolean;
}

export interface SortableListProps<T> {
  /** The items in their current order (controlled). */
  items: readonly T[];
  /** Called with the whole list in its new order after a drag or keyboard move. */
  onReorder: (items: T[]) => void;
  /** Renders the content of one item (anything, including another SortableList). */
  children: (item: T, state: SortableItemState) => ReactNode;
  /**
   * Unique, stable key of an item.
   * @default (item) => item.id
   */
  getKey?: (item: T) => Key;
  /**
   * Plain text of an item: used for the drag handle's name, type-ahead and screen-reader
   * announcements of moves.
   * @default (item) => String(getKey(item))
   */
  getTextValue?: (item: T) => string;
  /**
   * Accessible name of an item's drag handle (focus it and press Enter to move it with the arrows).
   * @default (text) => `Mover ${text}`
   */
  dragLabel?: (text: string) => string;
  /** Accessible name of the list (required unless `aria-labelledby` is given). */
  'aria-label'?: string;
  /** Id of the element that names the list. */
  'aria-labelledby'?: string;
  /** Disables reordering (items stay readable and their content interactive). @default false */
  isDisabled?: boolean;
  /**
   * Shown when `items` is empty.
   * @default 'Nenhum item adicionado'
   */
  emptyState?: ReactNode;
  /** Extra classes for the list element. */
  className?: string;
}

const defaultGetKey = (item: unknown): Key => (item as { id: Key }).id;

/**
 * Keys the collection reacts to; they must not also reach an enclosing SortableList when lists
 * are nested (a module's subject list inside the module list), or both lists would move focus.
 */
const COLLECTION_KEYS = new Set([
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Enter',
  ' ',
]);

function isolateKeys(event: KeyboardEvent) {
  if (COLLECTION_KEYS.has(event.key) || event.key.length === 1) event.stopPropagation();
}

function isolate(event: SyntheticEvent) {
  event.stopPropagation();
}

/**
 * A reorderable list (react-aria-components `GridList` + `useDragAndDrop`): drag an item by its
 * handle with the pointer, or focus the handle, press Enter, move with the arrow keys and press
 * Enter again. React Aria announces every move to screen readers. Controlled: the list never
 * reorders itself, it calls `onReorder` with the new array.
 *
 * Lists can be nested: render a SortableList inside another one's item (modules holding subjects);
 * each list only accepts its own items.
 * @example
 * <SortableList aria-label="Módulos" items={modulos} onReorder={setModulos} getTextValue={(m) => m.nome}>
 *   {(modulo) => <ModuloCard modulo={modulo} />}
 * </SortableList>
 */
export function SortableList<T>({
  items,
  onReorder,
  children,
  getKey = defaultGetKey,
  getTextValue,
  dragLabel = (text) => `Mover ${text}`,
  isDisabled = false,
  emptyState = 'Nenhum item adicionado',
  className,
  ...aria
}: SortableListProps<T>) {
  // A drag type private to this list, so a nested list's items are never dropped into its parent.
  const dragType = `application/x-hangar-sortable-${useId()}`;
  const textOf = (item: T) => (getTextValue ? getTextValue(item) : String(getKey(item)));
  const byKey = new Map(items.map((item) => [getKey(item), item] as const));

  const { dragAndDropHooks } = useDragAndDrop<T>({
    isDisabled,
    getItems: (keys) =>
      [...keys].map((key) => {
        const item = byKey.get(key);
        return { [dragType]: String(key), 'text/plain': item ? textOf(item) : String(key) };
      }),
    acceptedDragTypes: [dragType],
    getDropOperation: (_target, types) => (types.has(dragType) ? 'move' : 'cancel'),
    // An arrow function on purpose: a method named `onReorder` would shadow the prop once compiled.
    onReorder: (event) => {
      if (event.target.dropPosition === 'on') return;
      const next = reorderItems(items, getKey, event.keys, event.target.key, event.target.dropPosition);
      if (next !== items) onReorder(next);
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) =>
          cn(
            'mx-2 h-0.5 rounded-full',
            isDropTarget ? 'bg-accent outline-1 outline-accent' : 'bg-transparent',
          )
        }
      />
    ),
  });

  return (
    // The wrapper stops drag starts, navigation keys and focus from bubbling into an enclosing list:
    // without it, focusing a nested list's handle makes the parent grid move focus to its own row.
    // biome-ignore lint/a11y/noStaticElementInteractions: it only stops propagation; the grid inside is the widget.
    <div onKeyDown={isolateKeys} onDragStart={isolate} onFocus={isolate} className="min-w-0">
      <GridList
        {...aria}
        items={items.map((item) => ({ key: getKey(item), item }))}
        dependencies={[children, isDisabled]}
        dragAndDropHooks={dragAndDropHooks}
        renderEmptyState={() => (
          <div className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-fg-subtle">
            {emptyState}
          </div>
        )}
        className={cn('flex flex-col gap-2 outline-0', className)}
      >
        {({ key, item }) => {
          const text = textOf(item);
          const index = items.indexOf(item);
          return (
            <GridListItem
              id={key}
              textValue={text}
              className={composeRenderProps('', (_c, rp) =>
                cn(
                  focusRing(rp),
                  'group relative flex items-start gap-2 rounded-lg border border-border bg-surface p-2 text-sm text-fg shadow-xs',
                  'transition-[opacity,box-shadow] outline-offset-[-2px]',
                  rp.isDragging && 'opacity-50',
                  rp.isHovered && 'border-border-strong',
                ),
              )}
            >
              {({ isDragging }) => (
                <>
                  <Button
                    slot="drag"
                    aria-label={dragLabel(text)}
                    className={(rp) =>
                      cn(
                        focusRing(rp),
                        'mt-0.5 flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-fg-subtle',
                        'data-[hovered]:bg-surface-hover data-[hovered]:text-fg',
                        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40',
                      )
                    }
                  >
                    <GripVertical aria-hidden className="size-4" />
                  </Button>
                  <div className="min-w-0 flex-1">
                    {children(item, { index, isDragging: Boolean(isDragging) })}
                  </div>
                </>
              )}
            </GridListItem>
          );
        }}
      </GridList>
    </div>
  );
}
