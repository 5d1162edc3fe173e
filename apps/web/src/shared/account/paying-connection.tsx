import { type ConnectionSummary, ConnectionType } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { billingOf, priceText } from '@/shared/catalogue/price';
import { useTranslation } from '@/shared/i18n/use-translation';
import { connectionsQueryOptions } from './api/get-connections';
import styles from './paying-connection.module.css';

/** The number a connection is known by: the mobile an operator-billed one is charged to, else its line. */
function numberOf(connection: ConnectionSummary): string | null {
  return connection.connectionType === ConnectionType.mobileOperator
    ? (connection.mobile ?? connection.telephoneNumber)
    : (connection.telephoneNumber ?? connection.mobile);
}

export interface PayingConnectionProps {
  connectionId: string;
  /** With it, how the connection pays; without it, only which connection the action is for. */
  connectionType?: number;
  /** What is paid, as the connection type shows it (taxed for card payers, before taxes otherwise). */
  amount?: number;
}

/**
 * Which connection a dialog acts for (its name and number) and, for one that spends money, how it pays
 * and how much: an account holds several connections, and the subscriber must see which one pays.
 */
export function PayingConnection({ connectionId, connectionType, amount }: PayingConnectionProps) {
  const { t } = useTranslation();
  const { data: connections } = useQuery(connectionsQueryOptions());
  const connection = connections?.find((candidate) => candidate.connectionId === connectionId);
  if (!connection) return null;
  const number = numberOf(connection);
  return (
    <dl className={styles.details} aria-label={t('purchaseFlow.paying.label')}>
      <div className={styles.row}>
        <dt>{t('purchaseFlow.paying.connection')}</dt>
        <dd translate="no">
          {number ? t('purchaseFlow.paying.named', { name: connection.name, number }) : connection.name}
        </dd>
      </div>
      {connectionType !== undefined && (
        <div className={styles.row}>
          <dt>{t('purchaseFlow.paying.method')}</dt>
          <dd>{t(`purchaseFlow.paying.${billingOf(connectionType)}`)}</dd>
        </div>
      )}
      {connectionType !== undefined && amount !== undefined && (
        <div className={styles.row}>
          <dt>{t('purchaseFlow.paying.amount')}</dt>
          <dd>{priceText(t, amount, connectionType)}</dd>
        </div>
      )}
    </dl>
  );
}
