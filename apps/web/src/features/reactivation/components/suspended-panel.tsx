import type { ConnectionDetails } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { PayingConnection } from '@/shared/account/paying-connection';
import { priceText } from '@/shared/catalogue/price';
import { BILL_PAYMENT_URL } from '@/shared/config/constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { VisuallyHidden } from '@/shared/ui/visually-hidden';
import { reactivationDetailsQueryOptions } from '../api/get-reactivation-details';
import { paysOwnPackage, rememberPackageChoice, suspendedView } from '../model/suspended-view';
import styles from './reactivation.module.css';
import { ReactivationResult } from './reactivation-result';
import { useReactivation } from './use-reactivation';

/**
 * The landing's screen for a suspended connection (spec 000 section 4): RE-ACTIVATE with the reason for
 * a prepaid or mobile-billed subscription, 'Select Packages' when its one-off package has ended, and
 * 'Pay Now !' for every other connection. The reactivation runs in a dialog that announces each step.
 */
export function SuspendedPanel({ details }: { details: Pick<ConnectionDetails, 'connectionId' | 'connectionType'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userId } = useSession();
  const ownPackage = paysOwnPackage(details.connectionType);
  const query = useQuery({ ...reactivationDetailsQueryOptions(details.connectionId), enabled: ownPackage });
  const data = query.data;
  const reactivable = data?.recurring && data.basePackage ? { ...data, basePackage: data.basePackage } : undefined;
  const flow = useReactivation(reactivable, userId);
  const button = useRef<HTMLButtonElement>(null);

  if (ownPackage && query.isPending) return <Spinner />;
  const view = suspendedView(details, query.data);

  return (
    <section className={styles.panel} aria-labelledby="suspended-heading">
      <h2 id="suspended-heading" className={styles.heading}>
        {t('reactivationPages.heading')}
      </h2>
      {view.kind === 'payBill' && (
        <>
          <p className={styles.text}>{t('reactivation.billUnpaid')}</p>
          <a className={styles.link} href={BILL_PAYMENT_URL} target="_blank" rel="noopener noreferrer">
            {t('reactivationPages.payNow')} <VisuallyHidden>{t('reactivationPages.payNowHint')}</VisuallyHidden>
          </a>
        </>
      )}
      {view.kind === 'selectPackages' && (
        <>
          <p className={styles.text}>{t('reactivation.packageExpired')}</p>
          <Button
            onClick={() => {
              rememberPackageChoice(details.connectionId, details.connectionType);
              void navigate('/viewpackage');
            }}
          >
            {t('reactivationPages.selectPackages')}
          </Button>
        </>
      )}
      {view.kind === 'reactivate' && reactivable && (
        <>
          <p className={styles.text}>{t(view.reasonKey)}</p>
          <p className={styles.detail}>
            {t('reactivationPages.packageToPay', {
              name: reactivable.basePackage.productName,
              amount: priceText(t, reactivable.basePackage.amount, details.connectionType),
            })}
          </p>
          <PayingConnection connectionId={details.connectionId} connectionType={details.connectionType} />
          <Button ref={button} disabled={flow.step?.kind === 'processing'} onClick={() => void flow.start()}>
            {t('reactivationPages.reactivate')}
          </Button>
        </>
      )}
      {/* Not a modal while paying: the card gateway's popup is one, and must stay usable. */}
      {flow.step?.kind === 'processing' && <ReactivationResult step={flow.step} />}
      <Modal
        open={flow.step !== null && flow.step.kind !== 'processing'}
        onOpenChange={(open) => {
          if (!open) flow.close();
        }}
        title={t('reactivationPages.dialogTitle')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          button.current?.focus();
        }}
        actions={
          flow.step?.kind === 'reactivated' || flow.step?.kind === 'provisioning' ? (
            <Button onClick={() => void flow.finish()}>{t('reactivationPages.continue')}</Button>
          ) : flow.step?.kind === 'failed' ? (
            <Button onClick={() => void flow.start()}>{t('reactivationPages.retry')}</Button>
          ) : undefined
        }
      >
        {flow.step && flow.step.kind !== 'processing' && <ReactivationResult step={flow.step} />}
      </Modal>
    </section>
  );
}
