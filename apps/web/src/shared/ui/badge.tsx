import type { ReactNode } from 'react';
import styles from './badge.module.css';
import { cx } from './cx';

/** urgent: red (expiry in 3 days or fewer); notice: blue (expiry within 30 days); success: purchased; offer: discounts; neutral: Free. */
export type BadgeTone = 'urgent' | 'notice' | 'success' | 'offer' | 'neutral';

/** A small text label on a card or product page. Colours keep at least 4.5:1 contrast. */
export function Badge({ tone, children, className }: { tone: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cx(styles.badge, styles[tone], className)}>{children}</span>;
}
