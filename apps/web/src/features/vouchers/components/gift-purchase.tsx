import { useTranslation } from 'react-i18next';
import { PinModal } from '@/shared/purchase/components/pin-modal';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { useGiftPurchase } from './use-gift-purchase';

export interface GiftPurchaseProps {
  voucher: { id: string; voucherName: string };
  /** The selected connection and its type; PURCHASE waits for them. */
  connection: { id: string; type: number } | null;
}

/** PURCHASE, the PIN confirm modal, the card payment's progress and the result with the redeem code. */
export function GiftPurchase({ voucher, connection }: GiftPurchaseProps) {
  const { t } = useTranslation();
  const { step, start, confirm, close } = useGiftPurchase(voucher, connection);
  const keepFocus = () => undefined;
  return (
    <>
      <Button onClick={start} disabled={!connection || step.name !== 'idle'}>
        {t('vouchers.purchase')}
      </Button>
      {step.name === 'pin' && (
        <PinModal
          title={voucher.voucherName}
          kind="purchase"
          sending={step.sending}
          error={step.error}
          onConfirm={(pin) => void confirm(pin)}
          onClose={close}
          onCloseAutoFocus={keepFocus}
        />
      )}
      {step.name === 'paying' && (
        <div role="status">
          <Spinner inline decorative /> {t('vouchers.paymentPending')}
        </div>
      )}
      {step.name === 'result' && (
        <Modal open onOpenChange={(open) => !open && close()} title={voucher.voucherName}>
          <div role="status">
            {step.outcome.kind === 'bought' ? (
              <>
                <p>{t('vouchers.purchaseSuccessful')}</p>
                {step.outcome.reference && <p>{t('vouchers.reference', { reference: step.outcome.reference })}</p>}
                {step.outcome.code && <p>{t('vouchers.redeemCode', { code: step.outcome.code })}</p>}
              </>
            ) : (
              <p>{step.outcome.message || t('vouchers.purchaseFailed')}</p>
            )}
          </div>
          <Button onClick={close}>{t('common.ok')}</Button>
        </Modal>
      )}
    </>
  );
}
