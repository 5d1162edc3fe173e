import type { ProductSummary } from '@selfcare/contracts';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PinModal } from '@/shared/payment/components/pin-modal';
import { NoticeModal } from './notice-modal';
import { PurchaseModal } from './purchase-modal';
import { ResultModal } from './result-modal';
import { RetentionOfferModal } from './retention-offer-modal';
import { UnsubscribeModal } from './unsubscribe-modal';
import type { Buyer, PurchaseFlow } from './use-purchase-flow';

const titleKeys = {
  subscribe: 'purchase.subscribing',
  purchase: 'purchase.purchasing',
  unsubscribe: 'purchase.unsubscribing',
} as const;

export interface FlowModalsProps {
  flow: PurchaseFlow;
  product: ProductSummary;
  buyer: Buyer;
  onCloseAutoFocus: (event: Event) => void;
}

/** The one modal the flow's current step shows, if any. */
export function FlowModals({ flow, product, buyer, onCloseAutoFocus }: FlowModalsProps) {
  const { t } = useTranslation();
  const { step } = flow;
  const title = t(titleKeys[flow.title]);
  const purchaseTitle = flow.title === 'unsubscribe' ? 'subscribe' : flow.title;
  switch (step.name) {
    case 'notice':
      return (
        <NoticeModal
          flowTitle={title}
          kind={purchaseTitle}
          productName={product.name}
          notice={step.notice}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    case 'choosing':
      return (
        <PurchaseModal
          product={product}
          options={step.options}
          initialOption={step.selected}
          buyer={buyer}
          titleKind={purchaseTitle}
          onConfirm={flow.choose}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    case 'confirming':
      return (
        <PinModal
          title={title}
          kind={step.order.kind}
          buyer={buyer}
          amount={step.order.amount}
          sending={step.sending}
          error={step.error}
          onConfirm={(pin) => void flow.confirm(pin)}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    case 'result':
      return (
        <ResultModal
          title={title}
          kind={step.kind}
          outcome={step.outcome}
          retry={step.retry}
          onRetry={() => void flow.retryPayment()}
          onTryAgain={() => void flow.open(null)}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    case 'unsubscribing':
      return (
        <UnsubscribeModal
          connectionId={buyer.connectionId}
          sending={step.sending}
          onConfirm={(reason) => void flow.confirmUnsubscribe(reason)}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    case 'offering':
      return (
        <RetentionOfferModal
          offer={step.offer}
          accepted={step.accepted}
          sending={step.sending}
          error={step.error}
          onAccept={() => void flow.acceptOffer()}
          onDecline={() => void flow.declineOffer()}
          onClose={flow.close}
          onCloseAutoFocus={onCloseAutoFocus}
        />
      );
    default:
      return null;
  }
}
