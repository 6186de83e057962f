import type { ReactNode } from 'react';
import { type Key, Tabs as RACTabs, Tab, TabList, TabPanel } from 'react-aria-components';
import { cn } from '../../utils/cn';
import { focusRing } from '../../utils/focus-ring';

/** One tab and its panel. */
export interface TabItem {
  /** Key reported by `onSelectionChange`. */
  id: Key;
  /** Tab text. */
  label: ReactNode;
  /** Panel content. */
  content: ReactNode;
  /** Whether it can be chosen. @default false */
  isDisabled?: boolean;
}

export interface TabsProps {
  /** The tabs, in order. */
  items: TabItem[];
  /** Accessible name of the tab list (e.g. 'Seções do curso'). */
  'aria-label'?: string;
  /** Controlled selected tab. */
  selectedKey?: Key;
  /** Initially selected tab (uncontrolled). @default the first enabled tab */
  defaultSelectedKey?: Key;
  /** Called when the user picks a tab. */
  onSelectionChange?: (key: Key) => void;
  /** Extra classes. */
  className?: string;
}

/**
 * Underlined tabs (RAC `Tabs`): arrow keys move between tabs, panels keep their state.
 * @example <Tabs aria-label="Curso" items={[{ id: 'dados', label: 'Dados', content: <Form/> }]} />
 */
export function Tabs({ items, className, ...props }: TabsProps) {
  return (
    <RACTabs {...props} className={cn('flex flex-col', className)}>
      <TabList items={items} className="flex gap-1 overflow-x-auto border-b border-border">
        {(item) => (
          <Tab
            id={item.id}
            isDisabled={item.isDisabled}
            className={(rp) =>
              focusRing({
                ...rp,
                className: cn(
                  '-mb-px cursor-default whitespace-nowrap rounded-t-md border-b-2 px-3 py-2 text-sm font-medium transition-colors',
                  rp.isSelected
                    ? 'border-accent text-accent'
                    : 'border-transparent text-fg-muted data-[hovered]:border-border-strong data-[hovered]:text-fg',
                  rp.isDisabled && 'opacity-50',
                ),
              })
            }
          >
            {item.label}
          </Tab>
        )}
      </TabList>
      {items.map((item) => (
        <TabPanel
          key={item.id}
          id={item.id}
          className={(rp) => focusRing({ ...rp, className: 'rounded-md pt-4' })}
        >
          {item.content}
        </TabPanel>
      ))}
    </RACTabs>
  );
}
