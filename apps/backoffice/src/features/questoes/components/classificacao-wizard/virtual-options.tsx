import { cn } from '@hangar/ui';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { ListBox, ListBoxItem, ListLayout, type Selection, Virtualizer } from 'react-aria-components';

/** One option of {@link VirtualOptions}. */
export interface VirtualOption {
  id: number;
  /** What a screen reader reads and type-ahead matches. */
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
  /** Chosen ids, including ones the current search hides. */
  selected: readonly number[];
  onChange: (selected: number[]) => void;
  /** Shown when no option matches. */
  empty: ReactNode;
  /** Height of the scrolling area (the virtualiser needs a fixed one). */
  className?: string;
}

const ROW_HEIGHT = 40;

/**
 * A virtualised react-aria `ListBox`: only the rows in view are in the DOM, so typing in a search
 * over 1,000 courses or problems re-renders a screenful, not a thousand rows. Every option stays
 * reachable: arrow keys, Home/End and PageUp/PageDown move through the whole collection (the
 * focused row is always rendered) and each row carries `aria-setsize`/`aria-posinset`.
 * Options hidden by a search keep their selection.
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
  const selectedKeys = new Set<number>(selected);

  function change(keys: Selection) {
    if (selectionMode === 'single') {
      const key = keys === 'all' ? undefined : [...keys][0];
      onChange(key === undefined ? [] : [Number(key)]);
      return;
    }
    // 'all' (Ctrl+A) selects every option shown, keeping those the search hides.
    const next =
      keys === 'all'
        ? new Set<number>([...selected, ...options.map((o) => o.id)])
        : new Set([...keys].map(Number));
    // Keys the search hides are not in the collection; keep them chosen.
    const shown = new Set(options.map((o) => o.id));
    for (const id of selected) if (!shown.has(id)) next.add(id);
    onChange([...next]);
  }

  return (
    <Virtualizer layout={ListLayout} layoutOptions={{ rowHeight: ROW_HEIGHT }}>
      <ListBox
        aria-label={aria['aria-label']}
        items={options}
        selectionMode={selectionMode}
        selectedKeys={selectedKeys}
        onSelectionChange={change}
        renderEmptyState={() => <p className="px-3 py-6 text-center text-sm text-fg-subtle">{empty}</p>}
        className={cn(
          'relative overflow-auto rounded-lg border border-border bg-surface outline-0',
          'data-[focus-visible]:ring-2 data-[focus-visible]:ring-accent',
          className,
        )}
      >
        {(option) => (
          <ListBoxItem
            id={option.id}
            textValue={option.text}
            className={({ isFocusVisible, isHovered }) =>
              cn(
                'flex h-10 cursor-default items-center gap-3 border-b border-border px-3 text-sm text-fg outline-0',
                isHovered && 'bg-surface-hover',
                isFocusVisible && 'bg-accent-soft ring-2 ring-inset ring-accent',
              )
            }
          >
            {({ isSelected }) => (
              <>
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
                <span className="min-w-0 flex-1 truncate">{option.content ?? option.text}</span>
              </>
            )}
          </ListBoxItem>
        )}
      </ListBox>
    </Virtualizer>
  );
}
