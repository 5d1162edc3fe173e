import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useConfirmEmail } from '@/features/account-access/api/confirm-email';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { clearSession } from '@/shared/session/storage';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from './account-access.module.css';
import { SuccessModal } from './success-modal';

/**
 * '/email/confirmation/{token}': whoever was logged in on this browser is logged out on arrival, the
 * subscriber presses Submit, and a confirmed address goes on to '/login' (spec 000 section 2).
 */
export function EmailConfirmationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const confirm = useConfirmEmail();

  useEffect(() => {
    clearSession();
  }, []);

  return (
    <>
      <title>{t('accessPages.emailConfirmation.title')}</title>
      <h1>{t('accessPages.emailConfirmation.heading')}</h1>
      <div className={styles.form}>
        {confirm.isError && <Alert>{errorMessage(confirm.error)}</Alert>}
        <p>{t('accountAccess.confirmPrompt')}</p>
        <Button onClick={() => confirm.mutate(id)} disabled={confirm.isPending || confirm.isSuccess}>
          {t('accessPages.emailConfirmation.submit')}
        </Button>
      </div>
      <SuccessModal message={confirm.isSuccess ? t('accountAccess.confirmed') : null} />
    </>
  );
}
