import {
  type ComponentProps,
  createContext,
  type KeyboardEvent,
  type ReactNode,
  useCallback,
  useContext,
  useId,
  useMemo,
  useState,
} from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

interface TabsState {
  value: string | undefined;
  select(value: string): void;
  idOf(part: 'tab' | 'panel', value: string): string;
}

const TabsContext = createContext<TabsState | null>(null);

function useTabs(): TabsState {
  const tabs = useContext(TabsContext);
  if (!tabs) throw new Error('Tab, TabList and TabPanel belong inside Tabs');
  return tabs;
}

export interface TabsProps extends Omit<ComponentProps<'div'>, 'defaultValue'> {
  /** The tab shown, when the caller keeps it; otherwise `defaultValue` first and then the user's choice. */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  children: ReactNode;
}

/**
 * Tabs after the WAI-ARIA tabs pattern, with automatic activation: arrow keys move between tabs (round
 * the ends), Home / End jump, and the tab focused is the tab shown. Compose as
 * <Tabs value onValueChange><TabList label><Tab value/>...</TabList><TabPanel value/>...</Tabs>, or give
 * `defaultValue` instead of `value`. Our own rather than Radix's (decision 0025): its panels set state
 * from a ref as React commits, which made React run the whole page's effects inside the hydration commit.
 */
export function Tabs({ value, defaultValue, onValueChange, className, children, ...props }: TabsProps) {
  const [chosen, setChosen] = useState(defaultValue);
  const baseId = useId();
  const shown = value ?? chosen;
  const select = useCallback(
    (next: string) => {
      if (next === shown) return;
      setChosen(next);
      onValueChange?.(next);
    },
    [shown, onValueChange],
  );
  const tabs = useMemo<TabsState>(
    () => ({ value: shown, select, idOf: (part, tabValue) => `${baseId}-${part}-${tabValue}` }),
    [shown, select, baseId],
  );
  return (
    <TabsContext value={tabs}>
      <div className={cx(styles.tabs, className)} {...props}>
        {children}
      </div>
    </TabsContext>
  );
}

/** The keys that move between tabs, to the tab they move to among `count`. */
function targetIndex(key: string, current: number, count: number): number | undefined {
  switch (key) {
    case 'ArrowRight':
      return (current + 1) % count;
    case 'ArrowLeft':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/** The row of tabs; `label` names it for screen readers ('On Demand categories'). */
export function TabList({ label, className, ...props }: ComponentProps<'div'> & { label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tabs = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]:not([disabled])')];
    const current = tabs.indexOf(document.activeElement as HTMLElement);
    if (current < 0) return;
    const target = targetIndex(event.key, current, tabs.length);
    if (target === undefined) return;
    event.preventDefault();
    // Focusing a tab shows it (Tab's onFocus): automatic activation.
    tabs[target]?.focus();
  };
  return (
    <div
      role="tablist"
      aria-label={label}
      aria-orientation="horizontal"
      className={cx(styles.list, className)}
      onKeyDown={onKeyDown}
      {...props}
    />
  );
}

export function Tab({ value, className, ...props }: Omit<ComponentProps<'button'>, 'value'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <button
      type="button"
      role="tab"
      id={tabs.idOf('tab', value)}
      aria-selected={selected}
      aria-controls={tabs.idOf('panel', value)}
      data-state={selected ? 'active' : 'inactive'}
      // Only the tab shown is in the page's tab order; the arrow keys reach the others.
      tabIndex={selected ? 0 : -1}
      className={cx(styles.tab, className)}
      onClick={() => tabs.select(value)}
      onFocus={() => tabs.select(value)}
      {...props}
    />
  );
}

/** A tab's content, drawn only while its tab is shown (the others keep an empty, hidden panel). */
export function TabPanel({ value, className, children, ...props }: ComponentProps<'div'> & { value: string }) {
  const tabs = useTabs();
  const selected = tabs.value === value;
  return (
    <div
      role="tabpanel"
      id={tabs.idOf('panel', value)}
      aria-labelledby={tabs.idOf('tab', value)}
      hidden={!selected}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the ARIA tabs pattern puts the panel in the tab order, so a panel without a control in it can still be reached and read.
      tabIndex={0}
      data-state={selected ? 'active' : 'inactive'}
      className={cx(styles.panel, className)}
      {...props}
    >
      {selected && children}
    </div>
  );
}
