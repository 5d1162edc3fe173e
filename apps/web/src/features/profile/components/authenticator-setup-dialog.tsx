import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import { confirmAuthenticatorSetup } from '../api/confirm-authenticator-setup';
import { startAuthenticatorSetup } from '../api/start-authenticator-setup';
import { CodeForm } from './code-form';
import styles from './profile.module.css';
import { QrCode } from './qr-code';
import { RecoveryCodesView } from './recovery-codes-view';

/** Setting up an authenticator app: the QR code and key, the first code, then the recovery codes once. */
export function AuthenticatorSetupDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const start = useMutation({ mutationFn: startAuthenticatorSetup });
  const confirm = useMutation({ mutationFn: confirmAuthenticatorSetup });
  // biome-ignore lint/correctness/useExhaustiveDependencies: one secret per opening of the dialog.
  useEffect(() => start.mutate(), []);

  const title = confirm.isSuccess ? t('twoStep.recoveryCodes.title') : t('twoStep.authenticator.title');
  return (
    <Modal open onOpenChange={(open) => !open && onClose(confirm.isSuccess)} title={title}>
      {start.isPending && <Spinner />}
      {start.isError && <Alert>{errorMessage(start.error)}</Alert>}
      {confirm.isSuccess && (
        <>
          <p role="status">{confirm.data.message}</p>
          <RecoveryCodesView codes={confirm.data.recoveryCodes} onDone={() => onClose(true)} />
        </>
      )}
      {start.isSuccess && !confirm.isSuccess && (
        <>
          <p>{t('twoStep.authenticator.scan')}</p>
          <QrCode value={start.data.otpauthUri} alt={t('twoStep.authenticator.qrAlt')} />
          <p>
            {t('twoStep.authenticator.key')}: <code className={styles.secret}>{start.data.secret}</code>
          </p>
          {confirm.isError && <Alert>{errorMessage(confirm.error)}</Alert>}
          <CodeForm
            label={t('twoStep.authenticator.codeLabel')}
            submitLabel={t('twoStep.authenticator.confirm')}
            pending={confirm.isPending}
            numeric
            onSubmit={(code) => confirm.mutate(code)}
          />
        </>
      )}
    </Modal>
  );
}
