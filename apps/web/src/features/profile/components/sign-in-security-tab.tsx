import type { AccountSession } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { useLanguage } from '@/shared/i18n/use-language';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
// Each session looks like every other card of the profile; it is a list item, so it takes the panel's classes.
import panelStyles from '@/shared/ui/panel.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { sessionsQueryOptions } from '../api/get-sessions';
import { signOutOtherSessions } from '../api/sign-out-other-sessions';
import { signOutSession } from '../api/sign-out-session';
import { formatDateTime, placeName, sessionDevice } from '../model/session-words';
import { ConfirmFlow } from './confirm-flow';
import styles from './profile.module.css';
import { TwoStepSection } from './two-step-section';

/**
 * "Sign-in and security" (issue 31): the browsers signed in to the account, this one first, each but
 * this one with its own Sign out, and Sign out all other sessions; then two-step sign-in. MY DEVICES keeps
 * the TV and app list.
 */
export function SignInSecurityTab() {
  const query = useQuery(sessionsQueryOptions());
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: sessionsQueryOptions().queryKey });

  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  const others = query.data.filter((session) => !session.current);
  return (
    <>
      <SessionsSection sessions={query.data} others={others} onChange={refresh} />
      <TwoStepSection />
    </>
  );
}

function SessionsSection({
  sessions,
  others,
  onChange,
}: {
  sessions: AccountSession[];
  others: AccountSession[];
  onChange: () => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="sessions-heading">
      <h2 id="sessions-heading" className={panelStyles.heading}>
        {t('profilePage.security.sessionsHeading')}
      </h2>
      <p>{t('profilePage.security.sessionsIntro')}</p>
      <ul className={styles.cards}>
        {sessions.map((session) => (
          <SessionCard key={session.id} session={session} onSignedOut={onChange} />
        ))}
      </ul>
      {others.length > 0 && (
        <ConfirmFlow
          trigger={(open) => <Button onClick={open}>{t('profilePage.security.signOutOthers')}</Button>}
          title={t('profilePage.security.signOutOthers')}
          question={t('profilePage.security.signOutOthersConfirm', { count: others.length })}
          action={signOutOtherSessions}
          successText={(answer) => answer.message}
          onDone={onChange}
        />
      )}
    </section>
  );
}

function SessionCard({ session, onSignedOut }: { session: AccountSession; onSignedOut: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const name = sessionDevice(session) ?? t('profilePage.security.unknownBrowser');
  return (
    <li className={panelStyles.panel}>
      <h3 className={panelStyles.heading}>
        {name}
        {session.current && <span className={styles.muted}> ({t('profilePage.security.thisDevice')})</span>}
      </h3>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('profilePage.security.place')}</dt>
          <dd>{session.country ? placeName(session.country, language) : t('profilePage.security.unknownPlace')}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('profilePage.security.signedIn')}</dt>
          <dd>{formatDateTime(session.signedInAt, language)}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('profilePage.security.lastSeen')}</dt>
          <dd>{formatDateTime(session.lastSeenAt, language)}</dd>
        </div>
      </dl>
      {!session.current && (
        <ConfirmFlow
          trigger={(open) => (
            <Button variant="secondary" onClick={open} aria-label={t('profilePage.security.signOutNamed', { name })}>
              {t('profilePage.security.signOut')}
            </Button>
          )}
          title={t('profilePage.security.signOut')}
          question={t('profilePage.security.signOutConfirm', { name })}
          action={() => signOutSession(session.id)}
          successText={(answer) => answer.message}
          onDone={onSignedOut}
        />
      )}
    </li>
  );
}
