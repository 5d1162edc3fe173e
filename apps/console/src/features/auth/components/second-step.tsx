import { zodResolver } from '@hookform/resolvers/zod';
import type { StaffLoginResponse } from '@selfcare/contracts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { PageTitle } from '@/shared/ui/page-title';
import { finishStaffLogin, type SecondFactor } from '../api/finish-staff-login';
import { QrCode } from './qr-code';

const codeForm = z.object({
  value: z
    .string()
    .trim()
    .regex(/^\d{6}$/, t('login.codeRequired')),
});
const recoveryForm = z.object({ value: z.string().trim().min(1, t('login.recoveryRequired')).max(32) });

interface SecondStepProps {
  started: StaffLoginResponse;
  onSignedIn: (token: string, recoveryCodes: string[] | undefined) => void;
  onRestart: () => void;
}

/** The TOTP code (or a recovery code); while enrolling, the QR code and the key to type come first. */
export function SecondStep({ started, onSignedIn, onRestart }: SecondStepProps) {
  const [useRecovery, setUseRecovery] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const enrolment = started.enrolment;
  const form = useForm({ resolver: zodResolver(useRecovery ? recoveryForm : codeForm), defaultValues: { value: '' } });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ value }) => {
    setFailure(null);
    const body: SecondFactor = useRecovery ? { recoveryCode: value } : { code: value };
    try {
      const session = await finishStaffLogin(started.pendingToken, body);
      onSignedIn(session.token, session.recoveryCodes);
    } catch (error) {
      setFailure(errorText(error));
      form.reset({ value: '' });
    }
  });

  return (
    <>
      <PageTitle>{enrolment ? t('login.enrolTitle') : t('login.totpTitle')}</PageTitle>
      {enrolment ? (
        <section className="enrolment">
          <p>{t('login.enrolIntro')}</p>
          <QrCode value={enrolment.otpauthUri} alt={t('login.qrAlt')} />
          <p>{t('login.enrolSecret', { secret: enrolment.secret })}</p>
        </section>
      ) : null}
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <form onSubmit={submit} noValidate>
        {useRecovery ? (
          <Field label={t('login.recoveryCode')} error={errors.value?.message}>
            {(control) => <input {...control} autoComplete="off" {...form.register('value')} />}
          </Field>
        ) : (
          <Field label={t('login.totpCode')} hint={t('login.totpHint')} error={errors.value?.message}>
            {(control) => (
              <input
                {...control}
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                {...form.register('value')}
              />
            )}
          </Field>
        )}
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('login.verify')}
        </button>
      </form>
      <div className="row">
        {enrolment ? null : (
          <button
            type="button"
            className="link"
            onClick={() => {
              setUseRecovery((now) => !now);
              form.reset({ value: '' });
            }}
          >
            {useRecovery ? t('login.useTotp') : t('login.useRecovery')}
          </button>
        )}
        <button type="button" className="link" onClick={onRestart}>
          {t('login.startAgain')}
        </button>
      </div>
    </>
  );
}
