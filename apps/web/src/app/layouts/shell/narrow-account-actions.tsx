import { LanguageSwitcher } from './language-switcher';
import styles from './narrow-account-actions.module.css';
import { UserArea } from './user-area';

/**
 * On phones the top bar keeps to the logo, title and menu button, one row (issue 23): the account's
 * actions (Login for a visitor) and the language choice are here, in the side menu, instead.
 */
export function NarrowAccountActions() {
  return (
    <div className={styles.actions}>
      <UserArea />
      <LanguageSwitcher />
    </div>
  );
}
