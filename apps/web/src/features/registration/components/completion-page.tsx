import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { connectionsQueryOptions } from '@/shared/account/api/get-connections';
import { errorMessage } from '@/shared/api/api-error';
import { APP_LINKS } from '@/shared/config/constants';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { completionQueryOptions } from '../api/get-completion';
import { platformOf } from '../model/device';
import { clearRegistration, readRegistration } from '../model/registration-store';
import styles from './registration.module.css';

/** The mode flag that leaves out the TV entry (spec 000 section 2 "Account-created confirmation page"). */
const NO_TV_MODE = '1';

function AppLinks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const platform = platformOf(navigator.userAgent);
  const p = 'registrationPages.completion';
  return (
    <section className={styles.section}>
      <h2>{t(`${p}.appsHeading`)}</h2>
      <ul className={styles.apps}>
        <li>
          <h3>{t(`${p}.android`)}</h3>
          {platform === 'android' && <a href={APP_LINKS.android}>{t(`${p}.androidStore`)}</a>}
        </li>
        <li>
          <h3>{t(`${p}.ios`)}</h3>
          {platform === 'ios' && <a href={APP_LINKS.ios}>{t(`${p}.iosStore`)}</a>}
        </li>
        <li>
          <h3>{t(`${p}.web`)}</h3>
          {platform === 'desktop' && <a href={APP_LINKS.web}>{t(`${p}.webApp`)}</a>}
        </li>
        {params.get('mode') !== NO_TV_MODE && (
          <li>
            <h3>{t(`${p}.tv`)}</h3>
            <p>{t(`${p}.tvText`)}</p>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Logged out: confirm the e-mailed link, then log in; logged in: back to the portal. */
function NextStep({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const p = 'registrationPages.completion';
  if (loggedIn) return <Link to="/">{t(`${p}.accessSelfcare`)}</Link>;
  return (
    <>
      <p>{email ? t(`${p}.verifyEmail`, { email }) : t(`${p}.verifyEmailNoAddress`)}</p>
      <Link to="/login">{t(`${p}.login`)}</Link>
    </>
  );
}

function useFinishedRegistration() {
  // Read once: the stored registration is cleared as soon as the page has what it shows.
  const [registration] = useState(readRegistration);
  const queryClient = useQueryClient();
  const completion = useQuery(completionQueryOptions(registration));
  const done = completion.isSuccess && completion.data.completed;
  useEffect(() => {
    if (!done) return;
    clearRegistration();
    // A connection added to the account now shows in the connection selector.
    void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
  }, [done, queryClient]);
  return { registration, completion };
}

/** '/auth': the account (or connection) is ready: the validation code, the apps, what to do next. */
export function AccountCreatedPage() {
  const { t } = useTranslation();
  const { registration, completion } = useFinishedRegistration();
  const p = 'registrationPages.completion';
  if (!registration?.connectionId) return <Navigate to="/" replace />;
  if (completion.isPending) return <Spinner />;
  if (completion.isError) return <Alert>{errorMessage(completion.error)}</Alert>;
  const answer = completion.data;
  if (!answer.authCode) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <title>{t(`${p}.title`)}</title>
      <h1>{t(`${p}.heading`)}</h1>
      {/* A broadband connection that came with a data bundle reports the bundle's status (spec 000 section 2). */}
      {answer.broadband && answer.dataBundleStatus?.trim() && (
        <Alert>{t('registrationPages.completion.dataBundleFailed')}</Alert>
      )}
      <p>{t(`${p}.validationCode`)}</p>
      <p className={styles.code}>{answer.authCode}</p>
      <p>{t(`${p}.codeUse`)}</p>
      <p>{t(`${p}.pinSent`)}</p>
      <AppLinks />
      <p>{t(`${p}.setTopBox`)}</p>
      <NextStep email={answer.email} />
    </div>
  );
}

/** '/authcode': the validation code alone, from the location state's authPin or the finished registration. */
export function ValidationCodePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { registration, completion } = useFinishedRegistration();
  const p = 'registrationPages.completion';
  const fromState = (location.state as { authPin?: unknown } | null)?.authPin;
  const code = typeof fromState === 'string' ? fromState : (completion.data?.authCode ?? null);
  if (!code && registration?.connectionId && completion.isPending) return <Spinner />;
  if (!code) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <title>{t(`${p}.codeTitle`)}</title>
      <h1>{t(`${p}.codeHeading`)}</h1>
      <p>{t(`${p}.validationCode`)}</p>
      <p className={styles.code}>{code}</p>
      <NextStep email={completion.data?.email ?? null} />
    </div>
  );
}
