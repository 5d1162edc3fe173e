import { zodResolver } from '@hookform/resolvers/zod';
import { type StaffLoginResponse, staffLoginRequestSchema } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { errorText } from '@/shared/api/api-error';
import { t } from '@/shared/i18n/translate';
import { storeToken } from '@/shared/session/session-store';
import { Alert } from '@/shared/ui/alert';
import { Field } from '@/shared/ui/field';
import { PageTitle } from '@/shared/ui/page-title';
import { startStaffLogin } from '../api/start-staff-login';
import { RecoveryCodes } from './recovery-codes';
import { SecondStep } from './second-step';

type Stage =
  | { step: 'password' }
  | { step: 'code'; started: StaffLoginResponse }
  | { step: 'recovery-codes'; codes: string[] };

/** Signing in: e-mail and password, then a TOTP code (enrolling the first time), then the console. */
export function LoginPage() {
  const [stage, setStage] = useState<Stage>({ step: 'password' });
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const signedIn = (token: string, recoveryCodes: string[] | undefined) => {
    storeToken(token);
    queryClient.clear();
    if (recoveryCodes?.length) setStage({ step: 'recovery-codes', codes: recoveryCodes });
    else navigate('/', { replace: true });
  };

  return (
    <main id="main" className="login">
      {stage.step === 'password' ? (
        <PasswordStep onDone={(started) => setStage({ step: 'code', started })} />
      ) : stage.step === 'code' ? (
        <SecondStep started={stage.started} onSignedIn={signedIn} onRestart={() => setStage({ step: 'password' })} />
      ) : (
        <RecoveryCodes codes={stage.codes} onDone={() => navigate('/', { replace: true })} />
      )}
    </main>
  );
}

function PasswordStep({ onDone }: { onDone: (started: StaffLoginResponse) => void }) {
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm({ resolver: zodResolver(staffLoginRequestSchema), defaultValues: { email: '', password: '' } });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onDone(await startStaffLogin(values));
    } catch (error) {
      setFailure(errorText(error));
    }
  });
  return (
    <>
      <PageTitle>{t('login.title')}</PageTitle>
      {failure ? <Alert kind="error">{failure}</Alert> : null}
      <form onSubmit={submit} noValidate>
        <Field label={t('login.email')} error={errors.email?.message}>
          {(control) => <input {...control} type="email" autoComplete="username" {...form.register('email')} />}
        </Field>
        <Field label={t('login.password')} error={errors.password?.message}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" {...form.register('password')} />
          )}
        </Field>
        <button type="submit" className="primary" disabled={isSubmitting}>
          {t('login.submit')}
        </button>
      </form>
    </>
  );
}
