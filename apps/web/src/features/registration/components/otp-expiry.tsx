import { useEffect, useState } from 'react';
import { useTranslation } from '@/shared/i18n/use-translation';
import styles from './registration.module.css';

/** The warning comes this long before the code stops working: time to ask for a new one (WCAG 2.2.1 asks 20 s). */
export const OTP_WARNING_MINUTES = 2;
const WARNING_MS = OTP_WARNING_MINUTES * 60_000;

type Phase = 'valid' | 'expiring' | 'expired';

function phaseAt(expiresAt: number, now: number): Phase {
  if (now >= expiresAt) return 'expired';
  return now >= expiresAt - WARNING_MS ? 'expiring' : 'valid';
}

/** Re-renders at the two moments the phase changes, not every second: nothing counts down on screen. */
function useOtpPhase(expiresAt: number): Phase {
  const [now, setNow] = useState(Date.now);
  const phase = phaseAt(expiresAt, now);
  useEffect(() => {
    const next = phase === 'valid' ? expiresAt - WARNING_MS : phase === 'expiring' ? expiresAt : null;
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [expiresAt, phase]);
  return phase;
}

/**
 * The code's time limit made adjustable: a status message warns before it ends, and after, with a button
 * that sends a new code (which works for the full time again). The message is announced where it appears.
 */
export function OtpExpiry({
  expiresAt,
  sending,
  onMoreTime,
}: {
  expiresAt: string;
  sending: boolean;
  onMoreTime: () => void;
}) {
  const { t } = useTranslation();
  const phase = useOtpPhase(Date.parse(expiresAt));
  return (
    <>
      <div role="status">
        {phase === 'expiring' && (
          <p className={styles.notice}>
            {t('registrationPages.verify.expiringSoon', { minutes: OTP_WARNING_MINUTES })}
          </p>
        )}
        {phase === 'expired' && <p className={styles.notice}>{t('registrationPages.verify.expired')}</p>}
      </div>
      {phase !== 'valid' && (
        <button type="button" className={styles.linkButton} disabled={sending} onClick={onMoreTime}>
          {t('registrationPages.verify.moreTime')}
        </button>
      )}
    </>
  );
}
