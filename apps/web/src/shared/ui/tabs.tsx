import * as RadixTabs from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cx } from './cx';
import styles from './tabs.module.css';

/**
 * Radix Tabs with the kit's look: arrow keys move between tabs, Home / End jump, the panel follows.
 * Compose as <Tabs value onValueChange><TabList label><Tab value/>...</TabList><TabPanel value/>...</Tabs>.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cx(styles.tabs, className)} {...props} />;
}

/** The row of tabs; `label` names it for screen readers ('On Demand categories'). */
export function TabList({ label, className, ...props }: ComponentProps<typeof RadixTabs.List> & { label: string }) {
  return <RadixTabs.List aria-label={label} className={cx(styles.list, className)} {...props} />;
}

export function Tab({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(styles.tab, className)} {...props} />;
}

export function TabPanel({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(styles.panel, className)} {...props} />;
}
