import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { confirmSmsSetup } from '../api/confirm-sms-setup';
import { sendSmsSetupCode } from '../api/send-sms-setup-code';
import { CodeForm } from './code-form';
import styles from './profile.module.css';

/** Setting up codes by SMS: a code texted as the dialog opens (a new one on request), then typed. */
export function SmsSetupDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const send = useMutation({ mutationFn: sendSmsSetupCode });
  const confirm = useMutation({ mutationFn: confirmSmsSetup });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one text per opening of the dialog.
  useEffect(() => send.mutate(), []);

  return (
    <Modal open onOpenChange={(open) => !open && onClose(confirm.isSuccess)} title={t('twoStep.sms.title')}>
      {send.isPending && <Spinner />}
      {send.isSuccess && !confirm.isSuccess && <p role="status">{send.data.message}</p>}
      {send.isError && <Alert>{errorMessage(send.error)}</Alert>}
      {confirm.isSuccess ? (
        <>
          <p role="status">{confirm.data.message}</p>
          <div className={styles.buttons}>
            <Button onClick={() => onClose(true)}>{t('common.ok')}</Button>
          </div>
        </>
      ) : (
        send.isSuccess && (
          <>
            {confirm.isError && <Alert>{errorMessage(confirm.error)}</Alert>}
            <CodeForm
              label={t('twoStep.sms.codeLabel')}
              submitLabel={t('twoStep.sms.confirm')}
              pending={confirm.isPending}
              numeric
              onSubmit={(code) => confirm.mutate(code)}
            />
            <Button variant="secondary" onClick={() => send.mutate()} disabled={send.isPending}>
              {t('twoStep.sms.resend')}
            </Button>
          </>
        )
      )}
    </Modal>
  );
}
