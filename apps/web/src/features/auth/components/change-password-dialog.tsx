import { Suspense, useEffect, useRef, useState } from 'react';
import { useLogout } from '@/features/auth/api/logout';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Button } from '@/shared/ui/button';
import { lazyNamed } from '@/shared/ui/lazy-named';
import { Modal } from '@/shared/ui/modal';
import { Spinner } from '@/shared/ui/spinner';
import type { ChangePasswordOutcome } from './change-password-outcome';

// The form brings the schema library with it; most visits never open it, so it loads on demand.
const ChangePasswordForm = lazyNamed(() => import('./change-password-form'), 'ChangePasswordForm');

/**
 * The 'Change Password' button and its modal. The form clears on close because closing unmounts it.
 * A changed password ends the session once the subscriber has read the confirmation.
 */
export function ChangePasswordDialog({ triggerClassName }: { triggerClassName?: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<ChangePasswordOutcome | null>(null);
  const okButton = useRef<HTMLButtonElement>(null);
  const logout = useLogout();

  // The submit button the focus was on is gone once the message replaces the form.
  useEffect(() => {
    if (outcome) okButton.current?.focus();
  }, [outcome]);

  const close = () => {
    setOpen(false);
    setOutcome(null);
    if (outcome?.kind === 'success') logout.mutate();
  };

  let title: string = t('auth.changePassword.title');
  if (outcome) title = outcome.kind === 'success' ? t('password.changedTitle') : t('password.failedTitle');

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={title}
      variant={outcome ? 'standard' : 'wide'}
      trigger={
        <Button variant="secondary" className={triggerClassName}>
          {t('shell.changePassword')}
        </Button>
      }
      actions={
        outcome && (
          <Button ref={okButton} onClick={close}>
            {t('common.ok')}
          </Button>
        )
      }
    >
      {outcome ? (
        <p>{outcome.kind === 'success' ? t('password.changedBody') : outcome.message}</p>
      ) : (
        <Suspense fallback={<Spinner />}>
          <ChangePasswordForm onDone={setOutcome} onCancel={close} />
        </Suspense>
      )}
    </Modal>
  );
}
