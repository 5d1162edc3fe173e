import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

/**
 * The text of an empty list ('There is no product available'). role="status" announces it when a filter
 * change empties the list.
 */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <p role="status" className={styles.empty}>
      {children}
    </p>
  );
}
