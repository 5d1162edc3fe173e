import type { SubscriberRetentionOffer } from '@selfcare/contracts';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import paymentStyles from '@/shared/payment/components/payment.module.css';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';

export type RetentionOfferView = NonNullable<SubscriberRetentionOffer['offer']>;

export interface RetentionOfferModalProps {
  offer: RetentionOfferView;
  /** True once the subscriber accepted: the confirmation shows instead of the choice. */
  accepted: boolean;
  sending: boolean;
  error: string | null;
  onAccept: () => void;
  onDecline: () => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The offer to stay (decision 0072), after the unsubscribe dialog's Yes when the product has one:
 * 'Accept offer' keeps the subscription with the discount, 'No thanks, unsubscribe' goes on with the
 * unsubscribe as the subscriber asked it, reason included.
 */
export function RetentionOfferModal({
  offer,
  accepted,
  sending,
  error,
  onAccept,
  onDecline,
  onClose,
  onCloseAutoFocus,
}: RetentionOfferModalProps) {
  const { t } = useTranslation();
  const terms = { percent: offer.percent, renewals: offer.renewals };
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('retentionOffer.title')}
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <div className={paymentStyles.buttons}>
          {sending && <Spinner inline />}
          {accepted ? (
            <Button onClick={onClose}>{t('retentionOffer.ok')}</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onDecline} disabled={sending}>
                {t('retentionOffer.decline')}
              </Button>
              <Button onClick={onAccept} disabled={sending}>
                {t('retentionOffer.accept')}
              </Button>
            </>
          )}
        </div>
      }
    >
      {accepted ? (
        <p role="status">{t('retentionOffer.accepted', terms)}</p>
      ) : (
        <>
          <p>
            <strong>{t('retentionOffer.offer', terms)}</strong>
          </p>
          <p>
            {t('retentionOffer.price', {
              discounted: formatMoney(offer.discountedPrice),
              price: formatMoney(offer.price),
            })}
          </p>
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </Modal>
  );
}
