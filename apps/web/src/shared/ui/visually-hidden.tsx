import type { ReactNode } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only, e.g. the name of an icon button, or a page heading the top bar already shows. */
export function VisuallyHidden({ children, as: Element = 'span' }: { children: ReactNode; as?: 'span' | 'h1' }) {
  return <Element className={styles.hidden}>{children}</Element>;
}
