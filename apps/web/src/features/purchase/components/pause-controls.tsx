import type { ProductSummary } from '@selfcare/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { PayingConnection } from '@/shared/account/paying-connection';
import { errorMessage } from '@/shared/api/api-error';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { refreshConnectionQueries } from '@/shared/payment/api/refresh-connection-queries';
import paymentStyles from '@/shared/payment/components/payment.module.css';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { pauseSubscription, resumeSubscription } from '../api/pause-subscription';
import { canPause, PAUSE_CHOICES, type PauseChoice, resumeDate } from '../model/pause-dates';
import styles from './pause.module.css';

interface PauseDialogProps {
  product: ProductSummary & { purchaseId: string; billingEndDate: string };
  connectionId: string;
  onDone: () => void;
}

/**
 * 'Pause subscription': 1, 2 or 3 months, the day it resumes, and that nothing is charged meanwhile; for
 * a base package, that the whole TV service stops and nothing can be bought until then (decision 0074).
 */
function PauseDialog({ product, connectionId, onDone }: PauseDialogProps) {
  const { t } = useTranslation();
  const name = useId();
  const [open, setOpen] = useState(false);
  const [months, setMonths] = useState<PauseChoice>(1);
  const queryClient = useQueryClient();
  const pause = useMutation({
    mutationFn: () => pauseSubscription(connectionId, product.purchaseId, months),
    onSuccess: async () => {
      setOpen(false);
      onDone();
      await refreshConnectionQueries(queryClient, connectionId);
    },
  });
  const close = (next: boolean) => {
    if (pause.isPending) return;
    setOpen(next);
    if (!next) pause.reset();
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('subscriptionPause.title')}
      trigger={<Button variant="secondary">{t('subscriptionPause.pause')}</Button>}
      actions={
        <div className={paymentStyles.buttons}>
          {pause.isPending && <Spinner inline />}
          <Button variant="secondary" onClick={() => close(false)} disabled={pause.isPending}>
            {t('subscriptionPause.cancel')}
          </Button>
          <Button onClick={() => pause.mutate()} disabled={pause.isPending}>
            {t('subscriptionPause.confirm')}
          </Button>
        </div>
      }
    >
      <fieldset className={styles.choices}>
        <legend className={styles.legend}>{t('subscriptionPause.periods')}</legend>
        {PAUSE_CHOICES.map((choice) => (
          <label key={choice} className={styles.choice}>
            <input type="radio" name={name} checked={months === choice} onChange={() => setMonths(choice)} />
            {t(`subscriptionPause.period${choice}`)}
          </label>
        ))}
      </fieldset>
      <p className={styles.note}>{t('subscriptionPause.accessUntil', { date: formatDate(product.billingEndDate) })}</p>
      {product.productTypeTypeName === 'package' && (
        <p className={styles.note}>
          {t('subscriptionPause.basePackage', { date: formatDate(product.billingEndDate) })}
        </p>
      )}
      <p className={styles.note}>{t('subscriptionPause.noCharge')}</p>
      <p className={styles.note} aria-live="polite">
        {t('subscriptionPause.resumesOn', { date: formatDate(resumeDate(product.billingEndDate, months)) })}
      </p>
      <PayingConnection connectionId={connectionId} />
      {pause.error && <Alert>{errorMessage(pause.error)}</Alert>}
    </Modal>
  );
}

/** 'Resume subscription': asks before the next month is charged, then resumes. */
function ResumeDialog({
  purchaseId,
  connectionId,
  onDone,
}: {
  purchaseId: string;
  connectionId: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const resume = useMutation({
    mutationFn: () => resumeSubscription(connectionId, purchaseId),
    onSuccess: async () => {
      setOpen(false);
      onDone();
      await refreshConnectionQueries(queryClient, connectionId);
    },
  });
  const close = (next: boolean) => {
    if (resume.isPending) return;
    setOpen(next);
    if (!next) resume.reset();
  };
  return (
    <Modal
      open={open}
      onOpenChange={close}
      title={t('subscriptionPause.resumeTitle')}
      trigger={<Button variant="secondary">{t('subscriptionPause.resume')}</Button>}
      actions={
        <div className={paymentStyles.buttons}>
          {resume.isPending && <Spinner inline />}
          <Button variant="secondary" onClick={() => close(false)} disabled={resume.isPending}>
            {t('purchaseFlow.no')}
          </Button>
          <Button onClick={() => resume.mutate()} disabled={resume.isPending}>
            {t('purchaseFlow.yes')}
          </Button>
        </div>
      }
    >
      <p>{t('subscriptionPause.resumeNow')}</p>
      <PayingConnection connectionId={connectionId} />
      {resume.error && <Alert>{errorMessage(resume.error)}</Alert>}
    </Modal>
  );
}

/**
 * PAUSE beside UNSUBSCRIBE for a running monthly subscription (on /packages for the connection's base
 * package where the operator allows it, decision 0074), and for a paused one when it resumes with
 * RESUME NOW (issue 31, decision 0070). What happened is said in a status message.
 */
export function PauseControls({ product, connectionId }: { product: ProductSummary; connectionId: string }) {
  const { t } = useTranslation();
  const [said, setSaid] = useState<'resumed' | null>(null);
  const wrapper = useRef<HTMLSpanElement>(null);
  const { purchaseId, billingEndDate, pausedUntil } = product;
  const paused = Boolean(pausedUntil) && product.purchaseStatus === 'PURCHASE_COMPLETE';
  // PAUSE and RESUME NOW replace each other once the product is read again: the button that had focus
  // is gone, so focus goes to the one in its place rather than to the document.
  const pausedBefore = useRef(paused);
  useEffect(() => {
    if (pausedBefore.current === paused) return;
    pausedBefore.current = paused;
    if (document.activeElement === null || document.activeElement === document.body) {
      wrapper.current?.querySelector<HTMLButtonElement>('button')?.focus();
    }
  }, [paused]);
  if (purchaseId === null) return null;
  return (
    <span ref={wrapper} className={styles.wrapper}>
      {paused && pausedUntil ? (
        <>
          <ResumeDialog purchaseId={purchaseId} connectionId={connectionId} onDone={() => setSaid('resumed')} />
          <p className={styles.paused} role="status">
            {t('subscriptionPause.pausedUntil', { date: formatDate(pausedUntil) })}
          </p>
        </>
      ) : (
        <>
          {canPause(product) && billingEndDate !== null && (
            <PauseDialog
              product={{ ...product, purchaseId, billingEndDate }}
              connectionId={connectionId}
              onDone={() => setSaid(null)}
            />
          )}
          <p className={styles.paused} role="status">
            {said === 'resumed' ? t('subscriptionPause.resumed') : ''}
          </p>
        </>
      )}
    </span>
  );
}
