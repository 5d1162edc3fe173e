import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import { readStored, subscribeToStorage, writeStored } from '@/shared/session/storage';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { useLogout } from '../api/logout';
import { renewSession } from '../api/renew-session';

/** The warning comes this long before the session ends (WCAG 2.2.1 asks at least 20 seconds). */
export const SESSION_WARNING_MINUTES = 5;
// setTimeout fires at once past this delay; a longer wait is taken in steps.
const LONGEST_TIMEOUT_MS = 2 ** 31 - 1;

function useWarningDue(expiresAt: string | null): boolean {
  const [now, setNow] = useState(Date.now);
  const warnAt = expiresAt ? Date.parse(expiresAt) - SESSION_WARNING_MINUTES * 60_000 : Number.NaN;
  const due = now >= warnAt;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a step of a long wait ends with a new `now`, and the next step starts from it.
  useEffect(() => {
    if (Number.isNaN(warnAt) || due) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.min(warnAt - Date.now(), LONGEST_TIMEOUT_MS));
    return () => clearTimeout(timer);
  }, [warnAt, due, now]);
  return due;
}

/**
 * The session's time limit made adjustable (WCAG 2.2.1, decision 0021): a dialog a few minutes before
 * it ends offers to stay signed in (the session gets a full term again) or to log out now. Closing the
 * dialog any other way also keeps the session: nothing is lost by a subscriber who only wanted it gone.
 */
export function SessionExpiryWarning() {
  const { t } = useTranslation();
  const expiresAt = useSyncExternalStore(subscribeToStorage, () => readStored('sessionExpiresAt'));
  const due = useWarningDue(expiresAt);
  const logout = useLogout();
  const stay = useMutation({
    mutationFn: renewSession,
    onSuccess: ({ token, expiresAt: renewedUntil }) => writeStored({ jwt: token, sessionExpiresAt: renewedUntil }),
  });
  const busy = stay.isPending || logout.isPending;

  return (
    <Modal
      open={due}
      onOpenChange={(open) => {
        if (!open && !busy) stay.mutate();
      }}
      title={t('sessionExpiry.title')}
      actions={
        <>
          <Button disabled={busy} onClick={() => stay.mutate()}>
            {t('sessionExpiry.stay')}
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => logout.mutate()}>
            {t('sessionExpiry.logout')}
          </Button>
        </>
      }
    >
      <p>{t('sessionExpiry.body', { minutes: SESSION_WARNING_MINUTES })}</p>
    </Modal>
  );
}
