import { zodResolver } from '@hookform/resolvers/zod';
import { type OtpForm, otpFormSchema } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { FormField } from './form-field';
import { MissingRegistration } from './missing-registration';
import styles from './registration.module.css';

function VerifyForm({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useMutation({ mutationFn: (otp: string) => verifyOtp(registration, otp) });
  const resend = useMutation({ mutationFn: () => resendOtp(registration) });
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<OtpForm>({
    resolver: zodResolver(otpFormSchema),
    defaultValues: { otp: '' },
    // Submit waits for a code, so 'OTP is required' shows when the field is left empty.
    mode: 'onTouched',
  });
  const empty = watch('otp').trim() === '';

  const submit = handleSubmit(({ otp }) => {
    resend.reset();
    verify.mutate(otp, {
      onSuccess: (answer) => {
        updateRegistration({ verified: true });
        void navigate(answer.next === 'subscribe' ? '/subscribe' : '/viewpackage');
      },
    });
  });

  const failure = verify.error ?? resend.error;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {failure && <Alert>{errorMessage(failure)}</Alert>}
      <div role="status">{resend.isSuccess && <p className={styles.notice}>{t('registration.otpSent')}</p>}</div>
      <FormField
        label={t('registrationPages.verify.otp')}
        inputMode="numeric"
        autoComplete="one-time-code"
        error={translateMessage(t, errors.otp?.message)}
        {...register('otp')}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={empty || verify.isPending}>
          {t('registrationPages.verify.submit')}
        </Button>
        <button
          type="button"
          className={styles.linkButton}
          disabled={resend.isPending}
          onClick={() => {
            verify.reset();
            resend.mutate();
          }}
        >
          {t('registrationPages.verify.resend')}
        </button>
      </div>
    </form>
  );
}

/** '/verify': the code sent by SMS to the new connection's mobile number. */
export function VerifyPage() {
  const { t } = useTranslation();
  const registration = useRegistration();
  if (!registration?.connectionId) return <MissingRegistration />;
  const number = registration.mobile ?? registration.telephoneNumber;
  return (
    <div className={styles.page}>
      <title>{t('registrationPages.verify.title')}</title>
      <h1>{t('registrationPages.verify.heading')}</h1>
      <p className={styles.intro}>
        {number ? t('registrationPages.verify.intro', { number }) : t('registrationPages.verify.introNoNumber')}
      </p>
      <VerifyForm registration={registration} />
    </div>
  );
}
