import type { SecondStep } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { TextField } from '@/shared/ui/text-field';
import { resendSignInCode, useFinishSecondStep } from '../api/finish-second-step';
import styles from './login-form.module.css';

/**
 * The login's code step (two-step sign-in, decision 0065): the authenticator's code or a recovery code,
 * or the SMS code with a new one on request, and "Remember this device for 30 days". The heading takes
 * the focus as the step appears, so a screen reader says where the login went.
 */
export function SecondStepForm({
  secondStep,
  onSuccess,
  onStartOver,
}: {
  secondStep: SecondStep;
  onSuccess: () => void;
  onStartOver: () => void;
}) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rememberId = useId();
  const [code, setCode] = useState('');
  const [remember, setRemember] = useState(false);
  const [missing, setMissing] = useState(false);
  const finish = useFinishSecondStep({ onSuccess });
  const resend = useMutation({ mutationFn: () => resendSignInCode(secondStep.token) });
  const bySms = secondStep.method === 'sms';

  useEffect(() => {
    headingRef.current?.focus();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const typed = code.trim();
    setMissing(typed === '');
    if (typed) finish.mutate({ token: secondStep.token, code: typed, rememberDevice: remember });
  };

  let intro: string = t('twoStep.login.introAuthenticator');
  if (bySms) {
    intro = secondStep.mobileEnding
      ? t('twoStep.login.introSms', { ending: secondStep.mobileEnding })
      : t('twoStep.login.introSmsNoNumber');
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit} aria-labelledby="second-step-heading">
      <h2 id="second-step-heading" ref={headingRef} tabIndex={-1}>
        {t('twoStep.login.heading')}
      </h2>
      <p>{intro}</p>
      {finish.isError && <Alert>{errorMessage(finish.error)}</Alert>}
      {resend.isError && <Alert>{errorMessage(resend.error)}</Alert>}
      {resend.isSuccess && <p role="status">{resend.data.message}</p>}
      <TextField
        label={bySms ? t('twoStep.login.codeSms') : t('twoStep.login.codeAuthenticator')}
        autoComplete="one-time-code"
        inputMode={bySms ? 'numeric' : 'text'}
        autoCapitalize="none"
        spellCheck={false}
        maxLength={32}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={missing ? t('twoStep.codeRequired') : undefined}
      />
      <p>
        <input
          id={rememberId}
          type="checkbox"
          checked={remember}
          onChange={(event) => setRemember(event.target.checked)}
        />{' '}
        <label htmlFor={rememberId}>{t('twoStep.login.remember')}</label>
      </p>
      <Button type="submit" disabled={finish.isPending}>
        {t('twoStep.login.submit')}
      </Button>
      <div className={styles.links}>
        {bySms && (
          <Button variant="secondary" onClick={() => resend.mutate()} disabled={resend.isPending}>
            {t('twoStep.login.resend')}
          </Button>
        )}
        <Button variant="secondary" onClick={onStartOver}>
          {t('twoStep.login.startOver')}
        </Button>
      </div>
    </form>
  );
}
