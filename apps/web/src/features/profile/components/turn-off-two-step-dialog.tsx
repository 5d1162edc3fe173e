import type { TwoStepMethod } from '@selfcare/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { TextField } from '@/shared/ui/text-field';
import { sendTwoStepCode } from '../api/send-two-step-code';
import { turnOffTwoStep } from '../api/turn-off-two-step';
import { CodeForm } from './code-form';
import styles from './profile.module.css';

/** Turning two-step sign-in off: the current password and a code (by SMS, texted on request). */
export function TurnOffTwoStepDialog({
  method,
  onClose,
}: {
  method: TwoStepMethod;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const turnOff = useMutation({ mutationFn: turnOffTwoStep });
  const send = useMutation({ mutationFn: sendTwoStepCode });
  const bySms = method === 'sms';
  return (
    <Modal open onOpenChange={(open) => !open && onClose(turnOff.isSuccess)} title={t('twoStep.turnOff.title')}>
      {turnOff.isSuccess ? (
        <>
          <p role="status">{turnOff.data.message}</p>
          <div className={styles.buttons}>
            <Button onClick={() => onClose(true)}>{t('common.ok')}</Button>
          </div>
        </>
      ) : (
        <CodeForm
          label={bySms ? t('twoStep.turnOff.codeSms') : t('twoStep.turnOff.codeAuthenticator')}
          submitLabel={t('twoStep.turnOff.submit')}
          pending={turnOff.isPending}
          numeric={bySms}
          onSubmit={(code) => turnOff.mutate({ password, code })}
        >
          <p>{t('twoStep.turnOff.intro')}</p>
          {turnOff.isError && <Alert>{errorMessage(turnOff.error)}</Alert>}
          <TextField
            label={t('twoStep.turnOff.password')}
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          {bySms && (
            <p>
              <Button variant="secondary" onClick={() => send.mutate()} disabled={send.isPending}>
                {t('twoStep.turnOff.sendCode')}
              </Button>
            </p>
          )}
          {send.isSuccess && <p role="status">{send.data.message}</p>}
          {send.isError && <Alert>{errorMessage(send.error)}</Alert>}
        </CodeForm>
      )}
    </Modal>
  );
}
