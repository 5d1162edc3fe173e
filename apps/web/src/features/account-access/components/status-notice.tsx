import styles from './account-access.module.css';

/**
 * A confirmation in a live region that is in the page before its text is, so screen readers announce
 * the text when it appears.
 */
export function StatusNotice({ message }: { message: string | null }) {
  return <div role="status">{message && <p className={styles.notice}>{message}</p>}</div>;
}
