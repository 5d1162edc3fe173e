import { useMutation } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { resendEmailConfirmation } from '../api/resend-email-confirmation';
import styles from './login-form.module.css';

/**
 * Login's refusal of an address not confirmed yet (decision 0032), with a new confirmation link one
 * click away: the address typed into the form gets it, and the answer (the same for every address)
 * is announced.
 */
export function EmailNotConfirmed({ message, username }: { message: string; username: string }) {
  const { t } = useTranslation();
  const resend = useMutation({ mutationFn: () => resendEmailConfirmation({ username }) });
  return (
    <div className={styles.notConfirmed}>
      <Alert>
        <p>{message}</p>
        <Button variant="secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
          {t('accessPages.emailConfirmation.resend')}
        </Button>
      </Alert>
      {resend.isError && <Alert>{errorMessage(resend.error)}</Alert>}
      <div role="status">{resend.isSuccess && <p className={styles.notice}>{resend.data.message}</p>}</div>
    </div>
  );
}
