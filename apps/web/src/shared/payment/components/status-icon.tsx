import styles from './payment.module.css';

export type StatusTone = 'success' | 'failure' | 'pending';

const paths: Record<StatusTone, string> = {
  success: 'M7 12.5l3.5 3.5L17 9',
  failure: 'M8 8l8 8M16 8l-8 8',
  pending: 'M12 7v5l3 2',
};

/**
 * The check, cross or clock beside a result or a voucher's state. Decorative: the text next to it
 * says the same in words.
 */
export function StatusIcon({ tone, size = 24 }: { tone: StatusTone; size?: number }) {
  return (
    <svg className={styles[tone]} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d={paths[tone]} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
