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
import { type Platform, platformOf } from '../model/device';
import { clearRegistration, readRegistration } from '../model/registration-store';
import { useFunnelStep } from '../model/use-funnel-step';
import completionStyles from './completion.module.css';
import styles from './registration.module.css';

/** The mode flag that leaves out the TV entry (spec 000 section 2 "Account-created confirmation page"). */
const NO_TV_MODE = '1';

/**
 * The search parameter naming a logged-in subscriber's finished connection: the stored registration is
 * cleared once shown, so a reload asks the server for the code of the connection named here.
 */
const CONNECTION_PARAM = 'connectionId';

const p = 'registrationPages.completion';

/** Each app's box: its name and its link, whatever the device (the device's own is marked). */
const APPS = [
  { platform: 'android', name: `${p}.android`, href: APP_LINKS.android, link: `${p}.androidStore` },
  { platform: 'ios', name: `${p}.ios`, href: APP_LINKS.ios, link: `${p}.iosStore` },
  { platform: 'desktop', name: `${p}.web`, href: APP_LINKS.web, link: `${p}.webApp` },
] as const satisfies readonly { platform: Platform; name: string; href: string; link: string }[];

function AppLinks() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const device = platformOf(navigator.userAgent);
  return (
    <section className={styles.section}>
      <h2>{t(`${p}.appsHeading`)}</h2>
      <ul className={styles.apps}>
        {APPS.map((app) => (
          <li key={app.platform} className={completionStyles.app} data-this-device={app.platform === device}>
            <h3>{t(app.name)}</h3>
            {app.platform === device && <p className={completionStyles.thisDevice}>{t(`${p}.thisDevice`)}</p>}
            <a href={app.href}>{t(app.link)}</a>
          </li>
        ))}
        {params.get('mode') !== NO_TV_MODE && (
          <li className={completionStyles.app}>
            <h3>{t(`${p}.tv`)}</h3>
            <p>{t(`${p}.tvText`)}</p>
          </li>
        )}
      </ul>
    </section>
  );
}

/** Logged out: confirm the e-mailed link, then log in (decision 0032); logged in: back to the portal. */
function NextStep({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  if (loggedIn) return <Link to="/">{t(`${p}.accessSelfcare`)}</Link>;
  return (
    <>
      <p>{email ? t(`${p}.verifyEmail`, { email }) : t(`${p}.verifyEmailNoAddress`)}</p>
      <p>{t(`${p}.resendHint`)}</p>
      <Link to="/login">{t(`${p}.login`)}</Link>
    </>
  );
}

/**
 * The finished registration: the one in progress in this tab (read once, cleared as soon as it is
 * done), or, for a logged-in subscriber, the connection the address names. A logged-in subscriber's
 * connection is written into the address once done, so a reload shows the code again from the server.
 */
function useCompletion() {
  const [inProgress] = useState(readRegistration);
  const [params, setParams] = useSearchParams();
  const { loggedIn } = useSession();
  const queryClient = useQueryClient();
  const named = loggedIn ? params.get(CONNECTION_PARAM) : null;
  const source = inProgress?.connectionId ? inProgress : named ? { connectionId: named } : null;
  const completion = useQuery(completionQueryOptions(source));
  const done = completion.isSuccess && completion.data.completed;
  const connectionId = source?.connectionId;
  useEffect(() => {
    if (!done || !connectionId) return;
    clearRegistration();
    if (loggedIn && !named) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(CONNECTION_PARAM, connectionId);
          return next;
        },
        { replace: true },
      );
    }
    // A connection added to the account now shows in the connection selector.
    void queryClient.invalidateQueries({ queryKey: connectionsQueryOptions().queryKey });
  }, [done, connectionId, loggedIn, named, setParams, queryClient]);
  return { source, completion };
}

/** '/auth': the account (or connection) is ready: the validation code, the apps, what to do next. */
export function AccountCreatedPage() {
  useFunnelStep('completed');
  const { t } = useTranslation();
  const { source, completion } = useCompletion();
  if (!source) return <Navigate to="/" replace />;
  if (completion.isPending) return <Spinner />;
  if (completion.isError) return <Alert>{errorMessage(completion.error)}</Alert>;
  const answer = completion.data;
  if (!answer.authCode) return <Navigate to="/" replace />;
  return (
    <div className={styles.page}>
      <title>{t(`${p}.title`)}</title>
      <h1>{t(`${p}.heading`)}</h1>
      {/* A broadband connection that came with a data bundle reports the bundle's status (spec 000 section 2). */}
      {answer.broadband && answer.dataBundleStatus?.trim() && <Alert>{t(`${p}.dataBundleFailed`)}</Alert>}
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

/**
 * '/authcode': the validation code alone: the server's for the finished registration or the connection
 * the address names, else the location state's authPin (spec 000 section 2).
 */
export function ValidationCodePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { completion } = useCompletion();
  const fromState = (location.state as { authPin?: unknown } | null)?.authPin;
  const code = completion.data?.authCode ?? (typeof fromState === 'string' ? fromState : null);
  if (!code && completion.isLoading) return <Spinner />;
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
