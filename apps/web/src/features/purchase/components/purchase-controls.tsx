import type { ProductSummary } from '@selfcare/contracts';
import { type FocusEvent, useEffect, useEffectEvent, useLayoutEffect, useRef } from 'react';
import { purchaseButtonText, purchaseState } from '@/shared/catalogue/purchase-status';
import { useTranslation } from '@/shared/i18n/use-translation';
import { PaymentProgress } from '@/shared/payment/components/payment-progress';
import { Button } from '@/shared/ui/button';
import { Spinner } from '@/shared/ui/spinner';
import { opensOnArrival } from '../model/arrival';
import { FlowModals } from './flow-modals';
import { PauseControls } from './pause-controls';
import styles from './purchase.module.css';
import { type Buyer, type FlowStep, usePurchaseFlow } from './use-purchase-flow';

/** The steps that show no modal of the flow's own. */
function leavesFocusToPage(step: FlowStep): boolean {
  return step.name === 'idle' || step.name === 'opening' || step.name === 'paying';
}

export interface PurchaseControlsProps {
  product: ProductSummary;
  buyer: Buyer;
  dataBundle: boolean;
  requestedOptionId: string | null;
}

/**
 * Where focus goes when a purchase flow is over: the buttons (the one that started it may have been
 * replaced, e.g. SUBSCRIBE by UNSUBSCRIBE), or, when buying left none (a rental), the page's heading, so
 * that focus is neither lost nor on an empty, unmarked box.
 */
function focusAfterFlow(actions: HTMLDivElement | null): void {
  const button = actions?.querySelector<HTMLButtonElement>('button:not(:disabled)');
  if (button) {
    button.focus();
    return;
  }
  const heading = actions?.closest('main')?.querySelector<HTMLHeadingElement>('h1');
  if (!heading) {
    actions?.focus();
    return;
  }
  // Focusable for this move only, not a Tab stop.
  heading.tabIndex = -1;
  heading.focus();
}

/** The buttons and the flow behind them, for a viewer who can buy. */
export function PurchaseControls({ product, buyer, dataBundle, requestedOptionId }: PurchaseControlsProps) {
  const { t } = useTranslation();
  const flow = usePurchaseFlow({ product, buyer, dataBundle });
  const actions = useRef<HTMLDivElement>(null);
  const currentStep = useRef(flow.step);
  const arrivalHandled = useRef(false);
  // Set when a flow hands focus back to the buttons: the page may re-read the product only after that,
  // and replacing the focused button (SUBSCRIBE by UNSUBSCRIBE) would drop focus to the document.
  const focusOwed = useRef(false);
  const state = purchaseState({
    loggedIn: true,
    isBundled: product.isBundled,
    purchaseStatus: product.purchaseStatus,
    purchaseType: product.purchaseOption?.purchaseType ?? null,
    connectionType: buyer.connectionType,
    paymentStatus: product.paymentStatus,
  });

  useLayoutEffect(() => {
    currentStep.current = flow.step;
  });

  const openOnArrival = useEffectEvent(() => {
    const opens = opensOnArrival({
      requestedOptionId,
      isBundled: product.isBundled,
      purchaseStatus: product.purchaseStatus,
      connectionType: buyer.connectionType,
    });
    if (opens) void flow.open(requestedOptionId);
  });

  // Once per visit: closing the modal, or buying, must not bring it back.
  useEffect(() => {
    if (arrivalHandled.current) return;
    arrivalHandled.current = true;
    openOnArrival();
  }, []);

  /** Modals hand over to one another; only when the flow leaves the modals does focus go back to the page. */
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (!leavesFocusToPage(currentStep.current)) return;
    focusOwed.current = true;
    focusAfterFlow(actions.current);
  };

  const shownButtons = `${state.action?.kind ?? ''} ${state.action?.disabled ?? ''} ${state.unsubscribe}`;
  const buttonsBefore = useRef(shownButtons);
  useLayoutEffect(() => {
    if (buttonsBefore.current === shownButtons) return;
    buttonsBefore.current = shownButtons;
    if (!focusOwed.current) return;
    // Owed once: the first change of buttons after the flow settles it.
    focusOwed.current = false;
    const focused = document.activeElement;
    if (focused === null || focused === document.body) focusAfterFlow(actions.current);
  });

  /** Focus taken elsewhere (a click, Tab, a new modal) is the viewer's choice: nothing is owed any more. */
  const keepFocusOwedOnlyInside = (event: FocusEvent<HTMLButtonElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !actions.current?.contains(next)) focusOwed.current = false;
  };

  // The gateway's popup is not one of the page's modals, so closing it hands focus to nobody: bring
  // it back to the buttons once the payment step ends.
  const previousStep = useRef(flow.step.name);
  useEffect(() => {
    const previous = previousStep.current;
    previousStep.current = flow.step.name;
    if (previous === 'paying' && flow.step.name === 'idle') {
      focusOwed.current = true;
      focusAfterFlow(actions.current);
    }
  }, [flow.step.name]);

  const busy = flow.step.name !== 'idle';
  return (
    <div ref={actions} className={styles.actions} tabIndex={-1}>
      {state.action && (
        <Button
          onClick={() => void flow.open(null)}
          onBlur={keepFocusOwedOnlyInside}
          disabled={busy || state.action.disabled}
        >
          {purchaseButtonText(t, state.action.kind)}
        </Button>
      )}
      {state.unsubscribe && (
        <Button variant="secondary" onClick={flow.startUnsubscribe} onBlur={keepFocusOwedOnlyInside} disabled={busy}>
          {purchaseButtonText(t, 'unsubscribe')}
        </Button>
      )}
      {!busy && <PauseControls product={product} connectionId={buyer.connectionId} />}
      {state.paymentPending && flow.step.name === 'idle' && (
        <p className={styles.notSold} role="status">
          {t('purchase.paymentInProgress')}
        </p>
      )}
      {flow.step.name === 'opening' && <Spinner inline />}
      {flow.step.name === 'paying' && <PaymentProgress description={flow.step.description} />}
      <FlowModals flow={flow} product={product} buyer={buyer} onCloseAutoFocus={returnFocus} />
    </div>
  );
}
