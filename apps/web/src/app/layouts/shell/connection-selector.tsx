import * as Select from '@radix-ui/react-select';
import type { ConnectionSummary } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { connectionDetailsQueryKey } from '@/shared/account/api/get-connection-details';
import { connectionsQueryOptions } from '@/shared/account/api/get-connections';
import { useTranslation } from '@/shared/i18n/use-translation';
import { storeSelectedConnection } from '@/shared/session/select-connection';
import { useSession } from '@/shared/session/session';
import { cx } from '@/shared/ui/cx';
import { useInertOutside } from '@/shared/ui/use-inert-outside';
import { ChevronIcon } from './chevron-icon';
import styles from './connection-selector.module.css';

// Not a connection id: choosing it leaves for the add-connection flow instead of selecting.
const ADD_ACCOUNT = 'add-account';
/** The add-connection flow: the customer-type choice with `t`, which a logged-in subscriber always has. */
export const ADD_ACCOUNT_PATH = '/customer/selection?t=1';

/**
 * The account's connections as a listbox (Radix Select: arrows move, Enter or Space choose, Escape
 * closes). Choosing one makes it the stored selection and reads its details afresh. `oneLine` keeps
 * the label and the choice on one line, a long name cut with an ellipsis (the top bar); the whole name
 * stays in the text, for screen readers, and in the title, for a pointer.
 */
export function ConnectionSelector({
  withAddAccount = false,
  oneLine = false,
  onlyWhenSeveral = false,
}: {
  withAddAccount?: boolean;
  oneLine?: boolean;
  /** Shown only to an account with more than one connection (the pages where one buys). */
  onlyWhenSeveral?: boolean;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const { connection } = useSession();
  const { data: connections } = useQuery(connectionsQueryOptions());
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [list, setList] = useState<HTMLDivElement | null>(null);
  // Keyed on `open` too: the list's element can outlive its closing.
  useInertOutside(open ? list : null);

  if (!connections?.length || (onlyWhenSeveral && connections.length < 2)) return null;

  const optionText = ({ name, telephoneNumber, mobile }: ConnectionSummary) => {
    const number = telephoneNumber ?? mobile;
    return number ? t('shell.connectionOption', { name, number }) : name;
  };

  const selected = connections.find((candidate) => candidate.connectionId === connection?.id);

  const choose = (value: string) => {
    if (value === ADD_ACCOUNT) {
      void navigate(ADD_ACCOUNT_PATH);
      return;
    }
    const index = connections.findIndex((candidate) => candidate.connectionId === value);
    const chosen = connections[index];
    if (!chosen) return;
    storeSelectedConnection(chosen, index);
    void queryClient.invalidateQueries({ queryKey: connectionDetailsQueryKey(chosen.connectionId) });
  };

  return (
    <div className={cx(styles.selector, oneLine && styles.oneLine)}>
      <span id={labelId} className={styles.label}>
        {t('shell.connection')}
      </span>
      <Select.Root value={connection?.id ?? ''} onValueChange={choose} open={open} onOpenChange={setOpen}>
        <Select.Trigger
          className={styles.trigger}
          aria-labelledby={labelId}
          title={selected ? optionText(selected) : undefined}
        >
          <span className={styles.value}>
            <Select.Value />
          </span>
          <Select.Icon className={styles.icon}>
            <ChevronIcon />
          </Select.Icon>
        </Select.Trigger>
        <Select.Portal>
          <Select.Content ref={setList} className={styles.content} position="popper" sideOffset={4}>
            <Select.Viewport className={styles.viewport}>
              {connections.map((option) => (
                <Select.Item key={option.connectionId} value={option.connectionId} className={styles.item}>
                  <Select.ItemText>{optionText(option)}</Select.ItemText>
                </Select.Item>
              ))}
              {withAddAccount && (
                <Select.Item value={ADD_ACCOUNT} className={cx(styles.item, styles.addAccount)}>
                  <Select.ItemText>{t('shell.addAccount')}</Select.ItemText>
                </Select.Item>
              )}
            </Select.Viewport>
          </Select.Content>
        </Select.Portal>
      </Select.Root>
    </div>
  );
}
