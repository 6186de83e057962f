import type { ReactNode } from 'react';
import { ListBox, type ListBoxProps, ListLayout, Popover, Virtualizer } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { popoverStyles } from './field';

/**
 * Rows are one line (32 px: `optionStyles`' padding around a line of `text-sm`) until drawn and
 * measured; a long label that wraps takes what it needs.
 */
const OPTION_LAYOUT = { estimatedRowHeight: 32, padding: 4 } as const;

export interface OptionListProps<T extends object> {
  /** Draws one option (a `ListBoxItem`). */
  children: ListBoxProps<T>['children'];
  /** What the list says when it has no option. */
  empty: ReactNode;
}

/**
 * A combo box's options (the kit's `ComboBoxField` and `RemoteMultiSelect`): its popover and a
 * virtualised listbox (React Aria's `Virtualizer`), of the combo box's items. Drawn whole, a
 * picker over a thousand courses made every option at each key typed: 600 ms a key here, seconds
 * on a slow laptop (probe G). Only the options in view are drawn now; arrows and PageUp/PageDown
 * still reach every one, and each says its place ('3 de 310'). The list scrolls, not the
 * popover: the virtualizer needs its own scrolling box (without `overflow-auto` on the list,
 * nothing scrolled and the arrows' option went out of sight), where React Aria scrolls the
 * active option into view, and PageUp/PageDown move by what it holds.
 */
export function OptionList<T extends object>({ children, empty }: OptionListProps<T>) {
  return (
    <Popover className={cn(popoverStyles, 'flex flex-col overflow-hidden p-0')}>
      <Virtualizer layout={ListLayout} layoutOptions={OPTION_LAYOUT}>
        {/* The popover's 20rem less its two borders. */}
        <ListBox<T>
          className="max-h-[calc(20rem-2px)] min-h-0 overflow-auto outline-0"
          renderEmptyState={() => empty}
        >
          {children}
        </ListBox>
      </Virtualizer>
    </Popover>
  );
}
