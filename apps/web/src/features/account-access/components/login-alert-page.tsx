import { useNavigate } from 'react-router';
import { useAnswerLoginAlert } from '@/features/account-access/api/answer-login-alert';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import styles from './account-access.module.css';

/**
 * '/pwd_recovery/not-me={token}', the link of a login alert's e-mail and SMS (issue 31): one press
 * signs that login out, then the password reset form opens with a fresh reset token.
 */
export function LoginAlertPage({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const answer = useAnswerLoginAlert();

  const signOut = () =>
    answer.mutate(token, {
      onSuccess: ({ resetToken }) => void navigate(`/pwd_recovery/reset=${resetToken}`, { replace: true }),
    });

  return (
    <>
      <title>{t('accessPages.loginAlert.title')}</title>
      <h1>{t('accessPages.loginAlert.heading')}</h1>
      <div className={styles.form}>
        {answer.isError && <Alert>{errorMessage(answer.error)}</Alert>}
        <p>{t('accessPages.loginAlert.intro')}</p>
        <Button onClick={signOut} disabled={answer.isPending || answer.isSuccess}>
          {t('accessPages.loginAlert.submit')}
        </Button>
      </div>
    </>
  );
}
