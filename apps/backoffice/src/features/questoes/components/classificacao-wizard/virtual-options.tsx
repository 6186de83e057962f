import { cn } from '@hangar/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { Check } from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';

/** One option of {@link VirtualOptions}. */
export interface VirtualOption {
  id: number;
  /** What a screen reader reads. */
  text: string;
  /** What is drawn (defaults to `text`). */
  content?: ReactNode;
}

export interface VirtualOptionsProps {
  /** Accessible name of the list. */
  'aria-label': string;
  /** The options shown (already filtered by the step's search). */
  options: readonly VirtualOption[];
  /** 'multiple': checkboxes; 'single': one at a time (the problem table). */
  selectionMode: 'multiple' | 'single';
  /** Chosen ids, including ones the current search hides (they stay chosen). */
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** Shown when no option matches. */
  empty: ReactNode;
  /** Height of the scrolling area (the virtualiser needs a fixed one). */
  className?: string;
}

/** A one-line row (`min-h-10`): the estimate before a row is measured. */
const ROW_HEIGHT = 40;
const PAGE = 10;

/**
 * A virtualised ARIA listbox (`@tanstack/react-virtual`): only the rows in view are in the DOM,
 * so typing in a search over 1,000 courses or problems redraws a screenful, not a thousand rows.
 * Every option stays reachable: the list is one tab stop; arrows, Home/End and PageUp/PageDown
 * move the active option through the whole collection (`aria-activedescendant`, scrolled into
 * view so it is always rendered), Space or Enter toggles it, and each row carries
 * `aria-setsize`/`aria-posinset` so a screen reader says "3 de 1000".
 */
export function VirtualOptions({
  options,
  selectionMode,
  selected,
  onChange,
  empty,
  className,
  ...aria
}: VirtualOptionsProps) {
  // TanStack Virtual's virtualizer changes in place, so nothing here may be memoised.
  'use no memo';
  const scrollRef = useRef<HTMLDivElement>(null);
  const baseId = useId();
  const [active, setActive] = useState(0);
  const chosen = new Set(selected);
  const virtualizer = useVirtualizer({
    count: options.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    // A row is as tall as its name: a long one wraps (on a phone, two courses' names cut at the
    // same width read the same), and each drawn row is measured. Keyed by the option, so a
    // measure follows it through a new search.
    getItemKey: (index) => options[index]?.id ?? index,
    overscan: 8,
  });

  // A new search starts again at the first option.
  const count = options.length;
  useEffect(() => {
    setActive((a) => (a < count ? a : 0));
  }, [count]);

  function toggle(id: number) {
    if (selectionMode === 'single') onChange(chosen.has(id) ? [] : [id]);
    else onChange(chosen.has(id) ? selected.filter((s) => s !== id) : [...selected, id]);
  }

  function moveTo(index: number) {
    const next = Math.max(0, Math.min(options.length - 1, index));
    setActive(next);
    virtualizer.scrollToIndex(next, { align: 'auto' });
  }

  function onKeyDown(event: KeyboardEvent) {
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + PAGE,
      PageUp: active - PAGE,
      Home: 0,
      End: options.length - 1,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      moveTo(target);
    } else if (event.key === ' ' || event.key === 'Enter') {
      event.preventDefault();
      const option = options[active];
      if (option) toggle(option.id);
    }
  }

  const optionId = (index: number) => `${baseId}-${index}`;
  const activeOption = options.length > 0 ? optionId(active) : undefined;

  return (
    <div
      ref={scrollRef}
      role="listbox"
      aria-label={aria['aria-label']}
      aria-multiselectable={selectionMode === 'multiple' || undefined}
      aria-activedescendant={activeOption}
      tabIndex={0}
      onKeyDown={onKeyDown}
      className={cn(
        'relative overflow-auto rounded-lg border border-border bg-surface outline-0',
        'focus-visible:ring-2 focus-visible:ring-accent',
        className,
      )}
    >
      {options.length === 0 ? (
        <p className="px-3 py-6 text-center text-sm text-fg-subtle">{empty}</p>
      ) : (
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {virtualizer.getVirtualItems().map((row) => {
            const option = options[row.index] as VirtualOption;
            const isSelected = chosen.has(option.id);
            return (
              // biome-ignore lint/a11y/useKeyWithClickEvents: the listbox handles the keyboard (aria-activedescendant).
              // biome-ignore lint/a11y/useFocusableInteractive: focus stays on the listbox (aria-activedescendant).
              <div
                key={option.id}
                ref={virtualizer.measureElement}
                data-index={row.index}
                id={optionId(row.index)}
                role="option"
                aria-selected={isSelected}
                aria-setsize={options.length}
                aria-posinset={row.index + 1}
                onClick={() => {
                  setActive(row.index);
                  toggle(option.id);
                }}
                style={{
                  position: 'absolute',
                  top: 0,
                  left: 0,
                  right: 0,
                  transform: `translateY(${row.start}px)`,
                }}
                className={cn(
                  'flex min-h-10 cursor-default items-center gap-3 border-b border-border px-3 py-2 text-sm text-fg hover:bg-surface-hover',
                  row.index === active &&
                    'bg-accent-soft/60 outline-2 -outline-offset-2 outline-accent [[role=listbox]:not(:focus-visible)_&]:outline-0',
                )}
              >
                <span
                  aria-hidden
                  className={cn(
                    'flex size-4 shrink-0 items-center justify-center border',
                    selectionMode === 'single' ? 'rounded-full' : 'rounded',
                    isSelected ? 'border-accent bg-accent text-accent-fg' : 'border-border-strong bg-surface',
                  )}
                >
                  {isSelected &&
                    (selectionMode === 'single' ? (
                      <span className="size-1.5 rounded-full bg-accent-fg" />
                    ) : (
                      <Check className="size-3" strokeWidth={3} />
                    ))}
                </span>
                <span className="min-w-0 flex-1 break-words">{option.content ?? option.text}</span>
              </div>
            );
          })}
        </div>
      )}
    </div>
  );
}
