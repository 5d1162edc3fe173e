import type { ReactNode } from 'react';
import styles from './alert.module.css';

/** The red box the spec uses for form errors; role="alert" reads it out as soon as it appears. */
export function Alert({ children }: { children: ReactNode }) {
  return (
    <div role="alert" className={styles.alert}>
      {children}
    </div>
  );
}
