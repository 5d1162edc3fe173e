import type { PurchaseReference, RegistrationPayment } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { connectionDetailsQueryKey } from '@/shared/account/api/get-connection-details';
import { errorMessage } from '@/shared/api/api-error';
import { billingOf } from '@/shared/catalogue/price';
import { formatAmount, formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { refreshConnectionQueries } from '@/shared/payment/api/refresh-connection-queries';
import { PaymentProgress } from '@/shared/payment/components/payment-progress';
import { StatusIcon } from '@/shared/payment/components/status-icon';
import { readUntilSettled } from '@/shared/payment/read-until-settled';
import { useSession } from '@/shared/session/session';
import { writeStored } from '@/shared/session/storage';
import { Button } from '@/shared/ui/button';
import { getCompletion } from '../api/get-completion';
import { retryRegistrationPayment } from '../api/retry-payment';
import { validateConsent } from '../api/validate-consent';
import { cardPaymentView, operatorPaymentView, type PaymentView } from '../model/payment-view';
import {
  clearRegistration,
  type RegistrationState,
  readRegistration,
  updateRegistration,
  useRegistration,
} from '../model/registration-store';
import { MissingRegistration } from './missing-registration';
import styles from './registration.module.css';

type Source = { kind: 'consent'; bridgeId: string } | { kind: 'card'; transactionId: string } | { kind: 'noConsent' };

/** Where the page was reached from: the operator's consent page (bridge id or none), or the card checkout. */
export function paymentSource(params: URLSearchParams, registration: RegistrationState): Source | null {
  const bridgeId = params.get('bridgeID') ?? params.get('bridgeId');
  if (bridgeId) return { kind: 'consent', bridgeId };
  const transactionId = params.get('transactionId') ?? registration.purchase?.transactionId ?? null;
  if (registration.connectionType === 7 && transactionId) return { kind: 'card', transactionId };
  // Back from the consent page without a bridge id: the subscriber denied it.
  if (registration.connectionType === 6) return { kind: 'noConsent' };
  return null;
}

/** The gateway said no (FAILURE or RETRY): nothing more will come for this payment. */
const isRefused = (payment: RegistrationPayment | null) =>
  payment !== null && payment.status !== 'PENDING' && payment.status !== 'SUCCESS';

const failed = (message: string): PaymentView => ({ kind: 'failure', message, retryable: false, networkError: false });

function PaymentStatus({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { connection } = useSession();
  const [params] = useSearchParams();
  const [view, setView] = useState<PaymentView>({ kind: 'processing', description: null });
  const [reference, setReference] = useState<PurchaseReference | null>(null);
  const [retrying, setRetrying] = useState(false);
  const started = useRef(false);
  const source = paymentSource(params, registration);
  const msisdn = registration.mobile ?? '';

  useEffect(() => {
    if (started.current || source === null) return;
    // Validating a consent charges the package: once per visit, even under StrictMode.
    started.current = true;
    const controller = new AbortController();
    const settleOperator = async (first: PaymentView) => {
      let current = first;
      // An operator payment still settling is asked about again, with back-off.
      if (current.kind === 'processing') {
        const answer = await readUntilSettled(
          () => retryRegistrationPayment(registration),
          (result) => operatorPaymentView(result).kind !== 'processing',
          controller.signal,
        );
        current = operatorPaymentView(answer);
        updateRegistration({ purchase: purchaseWith(answer.referenceNo, answer.transactionId) });
      }
      setView(current);
    };
    const purchaseWith = (referenceNo: string | null, transactionId: string | null) => {
      const purchase = readRegistration()?.purchase;
      return purchase
        ? { ...purchase, referenceNo, transactionId: transactionId ?? purchase.transactionId }
        : undefined;
    };
    const run = async () => {
      if (source.kind === 'noConsent') {
        setView(failed(t('registration.consentNotGranted')));
        return;
      }
      if (source.kind === 'consent') {
        const result = await validateConsent(registration, source.bridgeId, msisdn);
        updateRegistration({ purchase: purchaseWith(result.referenceNo, result.transactionId) });
        await settleOperator(operatorPaymentView(result));
        return;
      }
      // The registration's own completion answer carries its latest payment, for a logged-out sign-up
      // and a logged-in added connection alike: paid once the gateway's verified notification came.
      const completion = await readUntilSettled(
        () => getCompletion(registration, controller.signal),
        (read) => read.completed || isRefused(read.payment),
        controller.signal,
      );
      const payment = completion.payment;
      setReference(payment);
      // Paid but not yet completed: the package is still being set up on the connection.
      const paid = completion.completed || payment?.status === 'SUCCESS';
      setView(
        payment
          ? cardPaymentView({
              paid,
              status: paid && !completion.completed ? 'PENDING' : payment.status,
              description: payment.description,
            })
          : failed(t('purchase.paymentInProgress')),
      );
    };
    run().catch((error: unknown) => {
      if (!controller.signal.aborted) setView(failed(errorMessage(error)));
    });
  }, [source, registration, msisdn, t]);

  if (source === null) return <MissingRegistration />;

  const purchase = registration.purchase;
  const finish = () => {
    // CONTINUE clears the stored purchase (spec 001 "Payment status pages"); a reactivation is then done.
    if (registration.mode === 'reactivate') {
      const connectionId = registration.connectionId ?? '';
      // The connection is active again: the landing must not show its cached suspended screen. Its
      // details are dropped (read afresh behind a spinner), and its other reads go stale.
      if (connection?.id === connectionId) writeStored({ connectionStatus: 'active' });
      queryClient.removeQueries({ queryKey: connectionDetailsQueryKey(connectionId) });
      void queryClient.invalidateQueries({ queryKey: ['account'] });
      void refreshConnectionQueries(queryClient, connectionId);
      clearRegistration();
      void navigate('/');
      return;
    }
    updateRegistration({ purchase: undefined, attempt: undefined });
    void navigate('/auth');
  };
  const retry = async () => {
    setRetrying(true);
    setView({ kind: 'processing', description: null });
    try {
      const result = await retryRegistrationPayment(registration);
      setView(operatorPaymentView(result));
    } catch (error) {
      setView(failed(errorMessage(error)));
    } finally {
      setRetrying(false);
    }
  };

  if (view.kind === 'processing') return <PaymentProgress description={view.description} />;

  if (view.kind === 'failure') {
    return (
      <div className={styles.result}>
        <h2 className={styles.failure}>
          <StatusIcon tone="failure" /> {t('payment.unsuccessful')}
        </h2>
        <p role="alert">{view.networkError ? t('purchase.networkError') : (view.message ?? t('errors.generic'))}</p>
        <div className={styles.actions}>
          <Button variant="secondary" onClick={() => void navigate('/viewpackage')}>
            {t('registrationPages.paymentStatus.goBack')}
          </Button>
          {source.kind !== 'noConsent' && (
            <Button disabled={!view.retryable || retrying} onClick={() => void retry()}>
              {t('registrationPages.paymentStatus.retry')}
            </Button>
          )}
        </div>
      </div>
    );
  }

  const referenceNo = view.referenceNo ?? reference?.referenceNo ?? purchase?.referenceNo ?? null;
  // What was paid: a card's amount with taxes ('Rs. x'); the operator's price with taxes on top.
  const card = billingOf(registration.connectionType) === 'card';
  const price = card ? (reference?.amount ?? purchase?.amount) : (reference?.purchasedPrice ?? purchase?.price);
  return (
    <div className={styles.result} role="status">
      <h2 className={styles.success}>
        <StatusIcon tone="success" /> {t('payment.successful')}
      </h2>
      {(reference?.productName ?? purchase?.productName) && <p>{reference?.productName ?? purchase?.productName}</p>}
      {price !== undefined && (
        <p>
          {card
            ? t('catalogue.price.card', { amount: formatMoney(price) })
            : t('registrationPages.paymentStatus.amount', { price: formatAmount(price) })}
        </p>
      )}
      {registration.connectionType === 6 ? (
        <p>{t('registrationPages.paymentStatus.operatorMethod', { phone: msisdn })}</p>
      ) : (
        <>
          <p>
            {reference?.paymentMethod
              ? t('registrationPages.paymentStatus.cardMethod', { method: reference.paymentMethod })
              : t('registrationPages.paymentStatus.cardMethodUnknown')}
          </p>
          {reference?.cardDetails && (
            <p>{t('registrationPages.paymentStatus.cardDetails', { card: reference.cardDetails })}</p>
          )}
        </>
      )}
      {referenceNo && <p>{t('payment.referenceNo', { ref: referenceNo })}</p>}
      {view.provisioning ? (
        <p>{t('payment.provisioning')}</p>
      ) : (
        <div className={styles.actions}>
          <Button onClick={finish}>{t('registrationPages.paymentStatus.continue')}</Button>
        </div>
      )}
    </div>
  );
}

/** '/paymentStatus': the operator consent's return (types 6) and the card checkout's (type 7). */
export function PaymentStatusPage() {
  const { t } = useTranslation();
  const registration = useRegistration();
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.paymentStatus.title')}</title>
      <h1>{t('registrationPages.paymentStatus.heading')}</h1>
      {registration?.connectionId ? <PaymentStatus registration={registration} /> : <MissingRegistration />}
    </div>
  );
}
