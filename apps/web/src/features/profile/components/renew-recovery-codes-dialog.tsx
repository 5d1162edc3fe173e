import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Modal } from '@/shared/ui/modal';
import { renewRecoveryCodes } from '../api/renew-recovery-codes';
import { CodeForm } from './code-form';
import { RecoveryCodesView } from './recovery-codes-view';

/** Ten new recovery codes for a code; shown once. */
export function RenewRecoveryCodesDialog({ onClose }: { onClose: (changed: boolean) => void }) {
  const { t } = useTranslation();
  const renew = useMutation({ mutationFn: renewRecoveryCodes });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose(renew.isSuccess)}
      title={renew.isSuccess ? t('twoStep.recoveryCodes.title') : t('twoStep.renew.title')}
    >
      {renew.isSuccess ? (
        <>
          <p role="status">{renew.data.message}</p>
          <RecoveryCodesView codes={renew.data.recoveryCodes} onDone={() => onClose(true)} />
        </>
      ) : (
        <CodeForm
          label={t('twoStep.turnOff.codeAuthenticator')}
          submitLabel={t('twoStep.renew.submit')}
          pending={renew.isPending}
          onSubmit={(code) => renew.mutate(code)}
        >
          <p>{t('twoStep.renew.intro')}</p>
          {renew.isError && <Alert>{errorMessage(renew.error)}</Alert>}
        </CodeForm>
      )}
    </Modal>
  );
}
