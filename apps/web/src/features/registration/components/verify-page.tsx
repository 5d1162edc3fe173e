import { zodResolver } from '@hookform/resolvers/zod';
import { OTP_VALID_MINUTES, type OtpForm, otpFormSchema } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorMessage } from '@/shared/api/api-error';
import { translateMessage } from '@/shared/i18n/message-text';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { resendOtp } from '../api/resend-otp';
import { verifyOtp } from '../api/verify-otp';
import { readableNumber } from '../model/readable-number';
import { type RegistrationState, updateRegistration, useRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import { FormField } from './form-field';
import { MissingRegistration } from './missing-registration';
import { OtpExpiry } from './otp-expiry';
import styles from './registration.module.css';

function VerifyForm({ registration }: { registration: RegistrationState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const verify = useMutation({ mutationFn: (otp: string) => verifyOtp(registration, otp) });
  const resend = useMutation({
    mutationFn: () => resendOtp(registration),
    onSuccess: (answer) => updateRegistration({ otpExpiresAt: answer.expiresAt }),
  });
  const {
    register,
    handleSubmit,
    setFocus,
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

  const sendNewCode = () => {
    verify.reset();
    resend.mutate();
  };

  const failure = verify.error ?? resend.error;
  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      {failure && <Alert>{errorMessage(failure)}</Alert>}
      <div role="status">{resend.isSuccess && <p className={styles.notice}>{t('registration.otpSent')}</p>}</div>
      <p className={styles.notice}>{t('registrationPages.verify.validFor', { minutes: OTP_VALID_MINUTES })}</p>
      {registration.otpExpiresAt && (
        <OtpExpiry
          expiresAt={registration.otpExpiresAt}
          sending={resend.isPending}
          onMoreTime={() => {
            verify.reset();
            // The button goes with the warning, so focus goes on to the field the new code is typed in.
            resend.mutate(undefined, { onSuccess: () => setFocus('otp') });
          }}
        />
      )}
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
        <button type="button" className={styles.linkButton} disabled={resend.isPending} onClick={sendNewCode}>
          {t('registrationPages.verify.resend')}
        </button>
      </div>
    </form>
  );
}

/** '/verify': the code sent by SMS to the new connection's mobile number. */
export function VerifyPage() {
  useFunnelStep('verify');
  const { t } = useTranslation();
  const registration = useRegistration();
  const sentFirstCode = Boolean(registration?.connectionId) && !registration?.otpExpiresAt;
  // The step before sent the first code just before coming here; a resend's answer replaces this guess.
  useEffect(() => {
    if (sentFirstCode) {
      updateRegistration({ otpExpiresAt: new Date(Date.now() + OTP_VALID_MINUTES * 60_000).toISOString() });
    }
  }, [sentFirstCode]);
  if (!registration?.connectionId) return <MissingRegistration />;
  const typed = registration.mobile ?? registration.telephoneNumber;
  const number = typed ? readableNumber(typed, registration.country) : null;
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
