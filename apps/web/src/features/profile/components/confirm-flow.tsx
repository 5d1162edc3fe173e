import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import styles from './profile.module.css';

export interface ConfirmFlowProps<T> {
  /** Renders the button that starts the flow. */
  trigger: (open: () => void) => ReactNode;
  title: string;
  question: string;
  action: () => Promise<T>;
  /** The success dialog's text for the server's answer. */
  successText: (answer: T) => string;
  /** After the success dialog closes: the item leaves the list, or the page reloads. */
  onDone: (answer: T) => void;
  /** More of the confirm dialog under its question (the unsubscribe's optional reason), off while sending. */
  details?: (sending: boolean) => ReactNode;
}

type Step<T> =
  | { kind: 'closed' }
  | { kind: 'confirm' }
  | { kind: 'done'; answer: T }
  | { kind: 'failed'; message: string };

/**
 * Confirm, call, then a success dialog, or 'Process failed' with the server's message (spec 002
 * section 4: remove device or profile, unsubscribe the connection).
 */
export function ConfirmFlow<T>({
  trigger,
  title,
  question,
  action,
  successText,
  onDone,
  details,
}: ConfirmFlowProps<T>) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step<T>>({ kind: 'closed' });
  const mutation = useMutation({
    mutationFn: action,
    onSuccess: (answer) => setStep({ kind: 'done', answer }),
    onError: (error) => setStep({ kind: 'failed', message: errorMessage(error) }),
  });
  const close = () => {
    if (step.kind === 'done') onDone(step.answer);
    setStep({ kind: 'closed' });
  };

  return (
    <>
      {trigger(() => setStep({ kind: 'confirm' }))}
      {step.kind === 'confirm' && (
        <Modal open onOpenChange={(open) => !open && !mutation.isPending && close()} title={title}>
          <p>{question}</p>
          {details?.(mutation.isPending)}
          <div className={styles.buttons}>
            {mutation.isPending && <Spinner inline />}
            <Button variant="secondary" onClick={close} disabled={mutation.isPending}>
              {t('profilePage.remove.no')}
            </Button>
            <Button onClick={() => mutation.mutate()} disabled={mutation.isPending}>
              {t('profilePage.remove.yes')}
            </Button>
          </div>
        </Modal>
      )}
      {step.kind === 'done' && (
        <Modal
          open
          onOpenChange={(open) => !open && close()}
          title={title}
          actions={<Button onClick={close}>{t('common.ok')}</Button>}
        >
          <p role="status">{successText(step.answer)}</p>
        </Modal>
      )}
      {step.kind === 'failed' && (
        <Modal
          open
          onOpenChange={(open) => !open && close()}
          title={t('profile.processFailed')}
          actions={<Button onClick={close}>{t('common.ok')}</Button>}
        >
          <p role="alert">{step.message}</p>
        </Modal>
      )}
    </>
  );
}
