import { createContext, memo, type ReactNode, useContext, useState } from 'react';
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
  const tabs = useStableTabs(items);
  return (
    <PanelsContext.Provider value={items}>
      <TabsFrame {...props} className={cn('flex flex-col', className)} tabs={tabs} />
    </PanelsContext.Provider>
  );
}

/** The panels' content, handed past RAC's `Tabs` so new content does not re-render it. */
const PanelsContext = createContext<TabItem[]>([]);

/**
 * RAC's `Tabs` around the tab list and the panels, memoised on the stable heads: new panel
 * content (a keystroke in a form) re-renders the panels' content alone. Were it a child of
 * `Tabs`, RAC would rebuild its tab collection each time, as it renders its children to find the
 * tabs.
 */
const TabsFrame = memo(function TabsFrame({
  tabs,
  ...props
}: Omit<TabsProps, 'items'> & { tabs: TabHead[] }) {
  return (
    <RACTabs {...props}>
      <TabHeads tabs={tabs} />
      {tabs.map((tab) => (
        <TabPanel
          key={tab.id}
          id={tab.id}
          className={(rp) => focusRing({ ...rp, className: 'rounded-md pt-4' })}
        >
          <PanelContent id={tab.id} />
        </TabPanel>
      ))}
    </RACTabs>
  );
});

/**
 * A panel's content, read from the context inside RAC's `TabPanel`, so that the panel itself
 * does not render when its content does: each render of a `TabPanel` walks its DOM for a
 * tabbable element (React Aria's `useHasTabbableChild`, in a layout effect), ~1 ms of every
 * keystroke in the course form.
 */
function PanelContent({ id }: { id: Key }) {
  const items = useContext(PanelsContext);
  return items.find((item) => item.id === id)?.content;
}

type TabHead = Pick<TabItem, 'id' | 'label' | 'isDisabled'>;

/**
 * The tabs without their panels, the same array while ids, labels and disabled states stay the
 * same: a form passes new panel content on every keystroke, and a new `items` array would make
 * the tab list rebuild its collection each time.
 */
function useStableTabs(items: TabItem[]): TabHead[] {
  // The heads of the last render, kept in state (React's "information from previous renders"):
  // a ref read in render would leave this component out of the React Compiler.
  const [kept, setKept] = useState<TabHead[]>(() => headsOf(items));
  const same =
    kept.length === items.length &&
    items.every(
      (item, i) =>
        item.id === kept[i]?.id && item.label === kept[i]?.label && item.isDisabled === kept[i]?.isDisabled,
    );
  if (same) return kept;
  const next = headsOf(items);
  setKept(next);
  return next;
}

function headsOf(items: TabItem[]): TabHead[] {
  return items.map(({ id, label, isDisabled }) => ({ id, label, isDisabled }));
}

/** The tab list, memoised on the stable heads: a panel's new content leaves it alone. */
const TabHeads = memo(function TabHeads({ tabs }: { tabs: TabHead[] }) {
  return (
    <TabList items={tabs} className="flex gap-1 overflow-x-auto border-b border-border">
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
  );
});
