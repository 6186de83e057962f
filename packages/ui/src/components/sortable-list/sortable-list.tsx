import { announce } from '@react-aria/live-announcer';
import { ChevronDown, ChevronUp, GripVertical } from 'lucide-react';
import {
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
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
import { moveItem, reorderItems } from './reorder';

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
  /**
   * How the keyboard reaches the controls inside an item: `'arrow'` (Right and Left from the
   * row), or `'tab'` (Tab from the row). A list whose items hold another list needs `'tab'`: in
   * `'arrow'` mode React Aria's row takes Up and Down from anything inside it, so the arrows in
   * the nested list moved between the outer items instead of the nested ones.
   * @default 'arrow'
   */
  keyboardNavigationBehavior?: 'arrow' | 'tab';
  /**
   * What screen readers hear while an item is moved by keyboard (pt-BR by default); each text
   * gets the item's text and, where it applies, its 1-based position and the item count.
   * @default sortableListMessages
   */
  messages?: Partial<SortableListMessages>;
}

/** The announcements of a keyboard move (see `sortableListMessages` for the pt-BR defaults). */
export interface SortableListMessages {
  /** Enter on the handle picked the item up. */
  grabbed: (text: string, position: number, total: number) => string;
  /** An arrow (or Home / End) moved it. */
  moved: (text: string, position: number, total: number) => string;
  /** An arrow pointed past the first place: nothing moved (moves never wrap around). */
  atStart: (text: string) => string;
  /** An arrow pointed past the last place: nothing moved. */
  atEnd: (text: string) => string;
  /** Enter, Space or leaving the handle put it down (the list reports the new order). */
  dropped: (text: string, position: number, total: number) => string;
  /** Escape put it back where it was. */
  cancelled: (text: string, position: number, total: number) => string;
  /** The name of the button that moves the item one place up (touch screens). */
  moveUp: (text: string) => string;
  /** The name of the button that moves the item one place down (touch screens). */
  moveDown: (text: string) => string;
}

/** The pt-BR announcements of a keyboard move. */
export const sortableListMessages: SortableListMessages = {
  grabbed: (text, position, total) =>
    `${text} selecionado para mover, posição ${position} de ${total}. Use as setas para cima e para baixo para mover, Enter para soltar e Escape para cancelar.`,
  moved: (text, position, total) => `${text} movido para a posição ${position} de ${total}.`,
  atStart: (text) => `${text} já está na primeira posição.`,
  atEnd: (text) => `${text} já está na última posição.`,
  dropped: (text, position, total) => `${text} solto na posição ${position} de ${total}.`,
  cancelled: (text, position, total) =>
    `Movimento cancelado. ${text} voltou para a posição ${position} de ${total}.`,
  moveUp: (text) => `Mover ${text} para cima`,
  moveDown: (text) => `Mover ${text} para baixo`,
};

/** A keyboard move in progress: the item's key and the order shown (committed on drop). */
interface Move<T> {
  key: Key;
  order: T[];
}

const defaultGetKey = (item: unknown): Key => (item as { id: Key }).id;

/** The touch screen's move buttons: 40 px, a finger's size. */
const moveButtonStyles = (rp: Parameters<typeof focusRing>[0]) =>
  cn(
    focusRing(rp),
    'flex size-10 items-center justify-center rounded-md border border-border text-fg-muted',
    'data-[pressed]:bg-surface-hover data-[disabled]:opacity-40',
  );
const defaultDragLabel = (text: string) => `Mover ${text}`;

/**
 * Whether the pointer is coarse (a touch screen), as CSS's `pointer-coarse:` reads it, from one
 * media query list shared by every list on the page. Only then are the move buttons drawn: hidden
 * by CSS they still cost two React Aria buttons a row, 660 of the 1,684 buttons of a course of
 * 300 subjects.
 */
const COARSE_POINTER = '(pointer: coarse)';
let coarsePointer: MediaQueryList | null = null;
const coarsePointerList = () => {
  coarsePointer ??= window.matchMedia(COARSE_POINTER);
  return coarsePointer;
};
const subscribeCoarsePointer = (onChange: () => void) => {
  const mql = coarsePointerList();
  mql.addEventListener('change', onChange);
  return () => mql.removeEventListener('change', onChange);
};
const isCoarsePointer = () => coarsePointerList().matches;
const useCoarsePointer = () => useSyncExternalStore(subscribeCoarsePointer, isCoarsePointer, () => false);

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
 * A reorderable list (react-aria-components `GridList` + `useDragAndDrop`): drag an item with
 * the pointer, or focus its handle, press Enter, move it with the arrow keys (one place per
 * press, Home / End to the ends, never wrapping around) and press Enter again; Escape puts it
 * back. Every keyboard step is announced to screen readers (react-aria's live announcer).
 * Controlled: the list never reorders itself, it calls `onReorder` with the new array once the
 * item is put down.
 *
 * Lists can be nested: render a SortableList inside another one's item (modules holding subjects);
 * each list only accepts its own items. Give the outer one `keyboardNavigationBehavior="tab"`, so
 * the nested list's arrows stay in it.
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
  dragLabel = defaultDragLabel,
  isDisabled = false,
  emptyState = 'Nenhum item adicionado',
  className,
  messages: messagesProp,
  keyboardNavigationBehavior = 'arrow',
  ...aria
}: SortableListProps<T>) {
  const listId = useId();
  // A drag type private to this list, so a nested list's items are never dropped into its parent.
  const dragType = `application/x-hangar-sortable-${listId}`;
  const textOf = (item: T) => (getTextValue ? getTextValue(item) : String(getKey(item)));
  const byKey = new Map(items.map((item) => [getKey(item), item] as const));
  const messages = { ...sortableListMessages, ...messagesProp };
  const wrapperRef = useRef<HTMLDivElement>(null);
  const gridRef = useRef<HTMLDivElement>(null);
  const [move, setMoveState] = useState<Move<T> | null>(null);
  // The key handlers read the move from a ref: two keys can arrive before React renders again.
  const moveRef = useRef<Move<T> | null>(null);
  const setMove = (next: Move<T> | null) => {
    moveRef.current = next;
    setMoveState(next);
  };
  // While an item is moved by keyboard the list shows the move's order; `items` is untouched
  // until it is put down, so Escape simply forgets the move.
  const shown = move ? move.order : items;
  const coarse = useCoarsePointer();

  const handleOf = (key: Key) =>
    wrapperRef.current?.querySelector<HTMLElement>(
      `[data-sortable-list="${CSS.escape(listId)}"][data-sortable-key="${CSS.escape(String(key))}"]`,
    ) ?? null;

  // React may re-insert the moved row's DOM node, which drops focus: put it back on the handle,
  // so the next arrow keeps moving the same item.
  useLayoutEffect(() => {
    if (!move) return;
    const handle = handleOf(move.key);
    if (handle && document.activeElement !== handle) handle.focus({ preventScroll: false });
  });

  const drop = (current: Move<T>) => {
    setMove(null);
    const item = byKey.get(current.key);
    const position = current.order.findIndex((i) => getKey(i) === current.key) + 1;
    if (item) announce(messages.dropped(textOf(item), position, current.order.length));
    const changed = current.order.some((i, index) => i !== items[index]);
    if (changed) onReorder(current.order);
  };

  /** A tap on a move button: the item one place up (-1) or down (+1), at once. */
  const step = (item: T, by: -1 | 1) => {
    const from = items.indexOf(item);
    const to = from + by;
    if (from < 0 || to < 0 || to >= items.length) return;
    onReorder(moveItem(items, from, to));
    announce(messages.moved(textOf(item), to + 1, items.length));
  };

  /** Keyboard moves (see the listener below for where they are caught). */
  const onKeyDown = (event: globalThis.KeyboardEvent) => {
    if (isDisabled) return;
    const item = itemOf(event.target as HTMLElement);
    if (item === undefined) return;
    const itemKey = getKey(item);
    const text = textOf(item);
    const move = moveRef.current;
    const claim = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if (!move || move.key !== itemKey) {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      claim();
      if (move) drop(move);
      setMove({ key: itemKey, order: [...items] });
      announce(messages.grabbed(text, items.indexOf(item) + 1, items.length));
      return;
    }
    const from = move.order.findIndex((i) => getKey(i) === itemKey);
    const last = move.order.length - 1;
    const to =
      event.key === 'ArrowUp'
        ? from - 1
        : event.key === 'ArrowDown'
          ? from + 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to !== null) {
      claim();
      if (to < 0 || (to === from && event.key === 'Home')) announce(messages.atStart(text));
      else if (to > last || (to === from && event.key === 'End')) announce(messages.atEnd(text));
      else {
        setMove({ key: itemKey, order: moveItem(move.order, from, to) });
        announce(messages.moved(text, to + 1, move.order.length));
      }
    } else if (event.key === 'Enter' || event.key === ' ') {
      claim();
      drop(move);
    } else if (event.key === 'Escape') {
      claim();
      setMove(null);
      announce(messages.cancelled(text, items.indexOf(item) + 1, items.length));
    }
  };

  /**
   * The item whose handle or row (of this list, not of a nested one) is `target`: Enter on a
   * focused row picks it up as Enter on its handle does.
   */
  const itemOf = (target: HTMLElement): T | undefined => {
    let key: string | undefined;
    if (target.dataset.sortableList === listId) key = target.dataset.sortableKey;
    else if (target.getAttribute('role') === 'row' && target.parentElement === gridRef.current)
      key = target.dataset.key;
    return key === undefined ? undefined : items.find((i) => String(getKey(i)) === key);
  };

  // A Space released on the handle would click it, and React Aria reads a click it did not see
  // pressed as a screen reader's: it would start its own drag.
  const onKeyUp = (event: globalThis.KeyboardEvent) => {
    if (itemOf(event.target as HTMLElement) !== undefined && (event.key === ' ' || event.key === 'Enter')) {
      event.preventDefault();
      event.stopPropagation();
    }
  };

  const keyHandlers = useRef({ onKeyDown, onKeyUp });
  useLayoutEffect(() => {
    keyHandlers.current = { onKeyDown, onKeyUp };
  });
  // The keys are caught on the window, in the capture phase, before React sees them: otherwise the
  // grid moves row focus, React Aria's drag button starts its own keyboard drag (whose drop targets
  // wrap around the ends), and the row of an enclosing list takes ArrowUp / ArrowDown away from a
  // nested list (it re-sends them to its own grid), so a single ArrowUp on a subject did nothing.
  useEffect(() => {
    const view = wrapperRef.current?.ownerDocument.defaultView;
    if (!view) return;
    const down = (event: globalThis.KeyboardEvent) => keyHandlers.current.onKeyDown(event);
    const up = (event: globalThis.KeyboardEvent) => keyHandlers.current.onKeyUp(event);
    view.addEventListener('keydown', down, true);
    view.addEventListener('keyup', up, true);
    return () => {
      view.removeEventListener('keydown', down, true);
      view.removeEventListener('keyup', up, true);
    };
  }, []);

  // Focus leaving the handle for another element (Tab, a click) puts the item down where it is;
  // a blur without a new target is the row's node being re-inserted, which the effect above mends.
  const onBlurCapture = (event: FocusEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const move = moveRef.current;
    if (!move || target.dataset.sortableList !== listId) return;
    if (target.dataset.sortableKey !== String(move.key) || event.relatedTarget === null) return;
    drop(move);
  };

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
    <div
      ref={wrapperRef}
      onKeyDown={isolateKeys}
      onBlurCapture={onBlurCapture}
      onDragStart={isolate}
      onFocus={isolate}
      className="min-w-0"
    >
      <GridList
        {...aria}
        ref={gridRef}
        items={shown.map((item) => ({ key: getKey(item), item }))}
        dependencies={[children, isDisabled, move, coarse]}
        dragAndDropHooks={dragAndDropHooks}
        keyboardNavigationBehavior={keyboardNavigationBehavior}
        renderEmptyState={() => (
          <div className="rounded-lg border border-dashed border-border-strong px-4 py-6 text-center text-sm text-fg-subtle">
            {emptyState}
          </div>
        )}
        className={cn('flex flex-col gap-2 outline-0', className)}
      >
        {({ key, item }) => {
          const text = textOf(item);
          const index = shown.indexOf(item);
          const isMoving = move !== null && move.key === key;
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
                  isMoving && 'border-accent bg-accent-soft shadow-md',
                ),
              )}
            >
              {({ isDragging }) => (
                <>
                  <Button
                    slot="drag"
                    aria-label={dragLabel(text)}
                    data-sortable-list={listId}
                    data-sortable-key={String(key)}
                    data-moving={isMoving || undefined}
                    className={(rp) =>
                      cn(
                        focusRing(rp),
                        'mt-0.5 flex size-7 shrink-0 cursor-grab items-center justify-center rounded-md text-fg-subtle',
                        'data-[hovered]:bg-surface-hover data-[hovered]:text-fg',
                        'data-[moving]:cursor-grabbing data-[moving]:bg-accent data-[moving]:text-accent-fg',
                        'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-40',
                      )
                    }
                  >
                    <GripVertical aria-hidden className="size-4" />
                  </Button>
                  {/*
                    On a touch screen a drag is a long press at best, and none in some browsers: a
                    tap moves the item one place (WCAG 2.5.7, a single-pointer way to do what a drag
                    does). A mouse drags, and a keyboard moves from the handle.
                  */}
                  {!isDisabled && coarse && (
                    <span className="flex shrink-0 flex-col gap-1">
                      <Button
                        aria-label={messages.moveUp(text)}
                        isDisabled={index <= 0 || move !== null}
                        onPress={() => step(item, -1)}
                        className={moveButtonStyles}
                      >
                        <ChevronUp aria-hidden className="size-4" />
                      </Button>
                      <Button
                        aria-label={messages.moveDown(text)}
                        isDisabled={index >= shown.length - 1 || move !== null}
                        onPress={() => step(item, 1)}
                        className={moveButtonStyles}
                      >
                        <ChevronDown aria-hidden className="size-4" />
                      </Button>
                    </span>
                  )}
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
