import { useTranslation } from '@/shared/i18n/use-translation';
import { PaymentProgress } from '@/shared/payment/components/payment-progress';
import { PinModal } from '@/shared/payment/components/pin-modal';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import type { GiftOutcome } from './gift-outcome';
import { useGiftPurchase } from './use-gift-purchase';

export interface GiftPurchaseProps {
  voucher: { id: string; voucherName: string };
  /** The selected connection and its type; PURCHASE waits for them. */
  connection: { id: string; type: number } | null;
}

/**
 * The result's words (spec 002 section 4 "Gift purchase"): 'Purchase Successful' with the reference and
 * the redeem code; a failure's server message, else 'Purchase Failed'; an operator payment to retry,
 * 'Purchase Failed' and the operator's reason; one not settled yet, the operator's words and where the
 * code will appear.
 */
function GiftResult({ outcome }: { outcome: GiftOutcome }) {
  const { t } = useTranslation();
  switch (outcome.kind) {
    case 'bought':
      return (
        <>
          <p>{t('vouchers.purchaseSuccessful')}</p>
          {outcome.reference && <p>{t('vouchers.reference', { reference: outcome.reference })}</p>}
          {outcome.code && <p>{t('vouchers.redeemCode', { code: outcome.code })}</p>}
        </>
      );
    case 'failed':
      return <p>{outcome.message || t('vouchers.purchaseFailed')}</p>;
    case 'retry':
      return (
        <>
          <p>{t('vouchers.purchaseFailed')}</p>
          {outcome.message && <p>{outcome.message}</p>}
        </>
      );
    case 'checkoutCancelled':
      return (
        <>
          <p>{t('purchaseFlow.cancelled.headline')}</p>
          <p>{t('purchaseFlow.cancelled.notCharged')}</p>
        </>
      );
    case 'pending':
      return (
        <>
          {outcome.message && <p>{outcome.message}</p>}
          <p>{t('vouchers.paymentPending')}</p>
        </>
      );
  }
}

/**
 * PURCHASE, the PIN confirm modal, the payment's progress (card popup, or an operator payment not settled
 * yet) and the result with the redeem code, or RETRY PAYMENT for an operator payment.
 */
export function GiftPurchase({ voucher, connection }: GiftPurchaseProps) {
  const { t } = useTranslation();
  const { step, start, confirm, retryPayment, close } = useGiftPurchase(voucher, connection);
  const keepFocus = () => undefined;
  return (
    <>
      <Button onClick={start} disabled={!connection || step.name !== 'idle'}>
        {t('vouchers.purchase')}
      </Button>
      {step.name === 'pin' && connection && (
        <PinModal
          title={voucher.voucherName}
          kind="purchase"
          buyer={{ connectionId: connection.id, connectionType: connection.type }}
          sending={step.sending}
          error={step.error}
          onConfirm={(pin) => void confirm(pin)}
          onClose={close}
          onCloseAutoFocus={keepFocus}
        />
      )}
      {step.name === 'paying' && <PaymentProgress description={step.message ?? t('vouchers.paymentPending')} />}
      {step.name === 'result' && (
        <Modal open onOpenChange={(open) => !open && close()} title={voucher.voucherName}>
          <div role="status">
            <GiftResult outcome={step.outcome} />
          </div>
          {step.retry?.error && <Alert>{step.retry.error}</Alert>}
          {step.retry && (
            <Button variant="secondary" onClick={() => void retryPayment()} disabled={step.retry.sending}>
              {t('purchaseFlow.retryPayment')}
            </Button>
          )}
          <Button onClick={close} disabled={step.retry?.sending}>
            {t('common.ok')}
          </Button>
        </Modal>
      )}
    </>
  );
}
