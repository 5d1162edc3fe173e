import type { TwoStepStatus } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import panelStyles from '@/shared/ui/panel.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { twoStepQueryOptions } from '../api/get-two-step';
import { AuthenticatorSetupDialog } from './authenticator-setup-dialog';
import styles from './profile.module.css';
import { RenewRecoveryCodesDialog } from './renew-recovery-codes-dialog';
import { SmsSetupDialog } from './sms-setup-dialog';
import { TurnOffTwoStepDialog } from './turn-off-two-step-dialog';

type Dialog = 'authenticator' | 'sms' | 'turnOff' | 'renew';

/**
 * Two-step sign-in in "Sign-in and security" (issue 31): off or on and how, setting it up with an
 * authenticator app or SMS, new recovery codes, and turning it off.
 */
export function TwoStepSection() {
  const { t } = useTranslation();
  const query = useQuery(twoStepQueryOptions());
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = (changed: boolean) => {
    setDialog(null);
    if (changed) void queryClient.invalidateQueries({ queryKey: twoStepQueryOptions().queryKey });
  };

  return (
    <section aria-labelledby="two-step-heading" className={styles.twoStep}>
      <h2 id="two-step-heading" className={panelStyles.heading}>
        {t('twoStep.section.heading')}
      </h2>
      <p>{t('twoStep.section.intro')}</p>
      {query.isPending && <Spinner />}
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {query.isSuccess && <TwoStepState status={query.data} open={setDialog} />}
      {dialog === 'authenticator' && <AuthenticatorSetupDialog onClose={close} />}
      {dialog === 'sms' && <SmsSetupDialog onClose={close} />}
      {dialog === 'renew' && <RenewRecoveryCodesDialog onClose={close} />}
      {dialog === 'turnOff' && query.data?.method && (
        <TurnOffTwoStepDialog method={query.data.method} onClose={close} />
      )}
    </section>
  );
}

function TwoStepState({ status, open }: { status: TwoStepStatus; open: (dialog: Dialog) => void }) {
  const { t } = useTranslation();
  if (!status.enabled) {
    return (
      <>
        <p>{t('twoStep.section.off')}</p>
        <div className={styles.buttons}>
          <Button onClick={() => open('authenticator')}>{t('twoStep.section.setUpAuthenticator')}</Button>
          {status.mobileEnding && (
            <Button variant="secondary" onClick={() => open('sms')}>
              {t('twoStep.section.setUpSms')}
            </Button>
          )}
        </div>
        {!status.mobileEnding && <p>{t('twoStep.section.noMobile')}</p>}
      </>
    );
  }
  const byApp = status.method === 'authenticator';
  return (
    <>
      <p>
        {byApp
          ? t('twoStep.section.onAuthenticator')
          : t('twoStep.section.onSms', { ending: status.mobileEnding ?? '' })}
        {byApp && status.recoveryCodesLeft !== null && (
          <> {t('twoStep.section.recoveryCodesLeft', { count: status.recoveryCodesLeft })}</>
        )}
      </p>
      <div className={styles.buttons}>
        {byApp && (
          <Button variant="secondary" onClick={() => open('renew')}>
            {t('twoStep.section.renewRecoveryCodes')}
          </Button>
        )}
        <Button variant="secondary" onClick={() => open('turnOff')}>
          {t('twoStep.section.turnOff')}
        </Button>
      </div>
    </>
  );
}
