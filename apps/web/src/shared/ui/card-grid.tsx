import { Children, type ReactNode } from 'react';
import styles from './card-grid.module.css';

/**
 * A list of cards that fills the width: two columns on a phone, columns of at least 12rem from 900 px
 * on; each child becomes one list item (Children.map carries the children's keys over to the items).
 */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {Children.map(children, (child) => (
        <li className={styles.item}>{child}</li>
      ))}
    </ul>
  );
}
