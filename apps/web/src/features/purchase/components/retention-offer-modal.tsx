import type { SubscriberRetentionOffer } from '@selfcare/contracts';
import { formatDate } from '@/shared/format/date';
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

type Translate = ReturnType<typeof useTranslation>['t'];

/** The offer in words, by its kind: what the subscriber gets, its prices or dates, and once accepted. */
function offerWords(t: Translate, offer: RetentionOfferView) {
  if (offer.kind === 'pause') {
    const dates = { accessUntil: formatDate(offer.accessUntil), resumesOn: formatDate(offer.resumesOn) };
    return {
      headline: t(`retentionOffer.pauseOffer${offer.periods as 1 | 2 | 3}`),
      details: t('retentionOffer.pauseDetails', dates),
      accepted: t('retentionOffer.pauseAccepted', dates),
    };
  }
  if (offer.kind === 'downgrade') {
    const switchTo = { packageName: offer.packageName, changeDate: formatDate(offer.changeDate) };
    return {
      headline: t('retentionOffer.downgradeOffer', { ...switchTo, price: formatMoney(offer.price) }),
      details: t('retentionOffer.downgradeDetails'),
      accepted: t('retentionOffer.downgradeAccepted', switchTo),
    };
  }
  const terms = { percent: offer.percent, renewals: offer.renewals };
  return {
    headline: t('retentionOffer.offer', terms),
    details: t('retentionOffer.price', {
      discounted: formatMoney(offer.discountedPrice),
      price: formatMoney(offer.price),
    }),
    accepted: t('retentionOffer.accepted', terms),
  };
}

/**
 * The offer to stay (decisions 0072, 0073 and 0075), after the unsubscribe dialog's Yes when the product
 * has one: 'Accept offer' keeps the subscription with the discount, pauses it or schedules the switch to
 * a cheaper package, 'No thanks, unsubscribe'
 * goes on with the unsubscribe as the subscriber asked it, reason included.
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
  const words = offerWords(t, offer);
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
        <p role="status">{words.accepted}</p>
      ) : (
        <>
          <p>
            <strong>{words.headline}</strong>
          </p>
          <p>{words.details}</p>
          {error && <p role="alert">{error}</p>}
        </>
      )}
    </Modal>
  );
}
