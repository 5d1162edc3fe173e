import type { CardOnFile, RenewingSubscription } from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { getCardReplacement } from '../api/get-card-replacement';
import { paymentMethodQueryOptions } from '../api/get-payment-method';
import { setAutoRenew } from '../api/set-auto-renew';
import { startCardReplacement } from '../api/start-card-replacement';
import { paymentMethodText } from '../model/payment-method';
import styles from './profile.module.css';

type Replacement = 'approved' | 'failed' | 'dismissed' | 'pending';

function CardLine({ card }: { card: CardOnFile }) {
  const { t } = useTranslation();
  return (
    <p>
      {t('profilePage.paymentMethod.card', {
        brand: paymentMethodText(t, card.brand),
        lastFour: card.lastFour,
        expiry: card.expiry ?? '',
      })}{' '}
      {card.expired ? (
        <strong>{t('profilePage.paymentMethod.expired')}</strong>
      ) : card.expiresSoon ? (
        <strong>{t('profilePage.paymentMethod.expiresSoon')}</strong>
      ) : null}
    </p>
  );
}

function SubscriptionRow({ connectionId, subscription }: { connectionId: string; subscription: RenewingSubscription }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hintId = useId();
  const change = useMutation({
    mutationFn: (autoRenew: boolean) => setAutoRenew(connectionId, subscription.purchaseId, autoRenew),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentMethodQueryOptions(connectionId).queryKey }),
  });
  const date = subscription.billingEndDate ?? '';
  return (
    <li className={styles.renewal}>
      <label>
        <input
          type="checkbox"
          checked={subscription.autoRenew}
          disabled={change.isPending}
          aria-describedby={hintId}
          onChange={(event) => change.mutate(event.currentTarget.checked)}
        />{' '}
        {t('profilePage.paymentMethod.autoRenewOf', { product: subscription.productName })}
      </label>
      <span id={hintId} className={styles.renewalHint}>
        {subscription.autoRenew
          ? t('profilePage.paymentMethod.renewsAfter', { date })
          : t('profilePage.paymentMethod.endsAfter', { date })}
        {subscription.retryOn ? ` ${t('profilePage.paymentMethod.retryOn', { date: subscription.retryOn })}` : ''}
      </span>
      {change.isError ? <Alert>{errorMessage(change.error)}</Alert> : null}
    </li>
  );
}

/**
 * MY PAYMENTS' "Payment method" for a card payer (decision 0058): the card the subscriptions renew on,
 * as the gateway masked it, a button that replaces it through the gateway's popup (a preapproval, no
 * payment), and automatic renewal per subscription.
 */
export function PaymentMethodSection({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const headingId = useId();
  const query = useQuery(paymentMethodQueryOptions(connectionId));
  const [outcome, setOutcome] = useState<{ kind: Replacement; description: string | null } | null>(null);
  const replace = useMutation({
    mutationFn: async () => {
      const replacement = await startCardReplacement(connectionId);
      const end = await runCardCheckout(replacement);
      if (end.kind !== 'completed') return { kind: 'dismissed' as const, description: null };
      const settled = await readUntilSettled(
        (signal?: AbortSignal) => getCardReplacement(replacement.preapprovalId, signal),
        (status) => status.status !== 'PENDING',
        new AbortController().signal,
      );
      const kind: Replacement =
        settled.status === 'APPROVED' ? 'approved' : settled.status === 'FAILED' ? 'failed' : 'pending';
      return { kind, description: settled.description };
    },
    onSuccess: (result) => {
      setOutcome(result);
      return queryClient.invalidateQueries({ queryKey: paymentMethodQueryOptions(connectionId).queryKey });
    },
  });

  return (
    <section aria-labelledby={headingId} className={styles.paymentMethod}>
      <h2 id={headingId}>{t('profilePage.paymentMethod.heading')}</h2>
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Alert>{errorMessage(query.error)}</Alert> : null}
      {query.data ? (
        <>
          {query.data.card ? <CardLine card={query.data.card} /> : <p>{t('profilePage.paymentMethod.noCard')}</p>}
          <Button variant="secondary" disabled={replace.isPending} onClick={() => replace.mutate()}>
            {query.data.card ? t('profilePage.paymentMethod.replace') : t('profilePage.paymentMethod.add')}
          </Button>
          <p role="status">
            {replace.isPending ? t('profilePage.paymentMethod.replacing') : null}
            {outcome?.kind === 'approved' ? t('profilePage.paymentMethod.replaced') : null}
            {outcome?.kind === 'pending' ? t('profilePage.paymentMethod.stillPending') : null}
            {outcome?.kind === 'failed'
              ? t('profilePage.paymentMethod.refused', { reason: outcome.description ?? '' })
              : null}
          </p>
          {replace.isError ? <Alert>{errorMessage(replace.error)}</Alert> : null}
          {query.data.subscriptions.length > 0 ? (
            <>
              <h3>{t('profilePage.paymentMethod.renewals')}</h3>
              <ul className={styles.renewals}>
                {query.data.subscriptions.map((subscription) => (
                  <SubscriptionRow
                    key={subscription.purchaseId}
                    connectionId={connectionId}
                    subscription={subscription}
                  />
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
