import type { RegistrationQuote, RegistrationSubscribeResponse } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { runCardCheckout } from '@/shared/payment/card-gateway';
import { useSession } from '@/shared/session/session';
import { createConsent } from '../api/create-consent';
import { subscribePackage } from '../api/subscribe-package';
import { leaveSiteFor } from '../model/leave-site';
import { type RegistrationState, updateRegistration } from '../model/registration-store';

/** What SUBMIT pays for: the package's option, the extra screens and the quote the page showed. */
export interface PackageOrder {
  productId: string;
  purchaseOptionId: string;
  extraPackageIds: string[];
  quote: RegistrationQuote;
}

/** The number the operator charges: the one registered, else the selected connection's (reactivation). */
function msisdnOf(registration: RegistrationState, sessionNumber: string | undefined): string {
  return registration.mobile ?? registration.telephoneNumber ?? sessionNumber ?? '';
}

/**
 * Pays for the chosen order the way the connection pays (decision 0009): complete at once, the card
 * checkout's popup then /paymentStatus, or the operator's consent page. The quoted amount goes with it,
 * so the server charges it or refuses; after a refusal the quote is read again.
 */
export function usePackagePayment(registration: RegistrationState) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { connection } = useSession();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // The card checkout was closed before paying: nothing was charged, and SUBMIT tries again.
  const [cancelled, setCancelled] = useState(false);

  const pay = async (order: PackageOrder) => {
    const { quote } = order;
    const signature = [order.productId, order.purchaseOptionId, ...order.extraPackageIds, quote.taxedPrice].join('|');
    // The same attempt retried keeps its Idempotency-Key, so it is never charged twice.
    const key = registration.attempt?.signature === signature ? registration.attempt.key : newIdempotencyKey();
    const productName = quote.lines.map((line) => line.name).join(' + ');
    const current =
      updateRegistration({
        attempt: { key, signature },
        purchase: {
          productId: order.productId,
          productName,
          price: quote.price,
          amount: quote.taxedPrice,
          transactionId: null,
          referenceNo: null,
        },
      }) ?? registration;
    setBusy(true);
    setFailure(null);
    setCancelled(false);
    try {
      const answer: RegistrationSubscribeResponse = await subscribePackage(
        current,
        {
          connectionId: current.connectionId ?? '',
          productId: order.productId,
          purchaseOptionId: order.purchaseOptionId,
          extraPackageIds: order.extraPackageIds,
          amount: quote.taxedPrice,
        },
        key,
      );
      const purchase = {
        productId: order.productId,
        productName,
        price: answer.result.purchasedPrice,
        amount: answer.result.amount,
        transactionId: answer.result.transactionId,
        referenceNo: answer.result.referenceNo,
      };
      updateRegistration({ purchase });
      if (answer.kind === 'completed') {
        void navigate(current.mode === 'reactivate' ? '/' : '/auth');
        return;
      }
      if (answer.kind === 'card') {
        updateRegistration({ purchase: { ...purchase, transactionId: answer.checkout.transactionId } });
        const end = await runCardCheckout(answer.checkout);
        if (end.kind === 'dismissed') {
          setCancelled(true);
          setBusy(false);
          return;
        }
        if (end.kind === 'error') console.error(end.error);
        void navigate(`/paymentStatus?${new URLSearchParams({ transactionId: answer.checkout.transactionId })}`);
        return;
      }
      const msisdn = msisdnOf(current, connection?.telephoneNumber);
      updateRegistration({ mobile: msisdn });
      const consent = await createConsent(current, msisdn);
      leaveSiteFor(consent.consentUrl);
    } catch (error) {
      setFailure(error);
      setBusy(false);
      // A price that changed meanwhile (409) shows anew before the subscriber tries again.
      void queryClient.invalidateQueries({ queryKey: ['registration', 'quote'] });
    }
  };

  return { busy, failure, cancelled, pay };
}
