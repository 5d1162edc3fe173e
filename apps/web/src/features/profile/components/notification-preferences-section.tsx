import {
  type ChannelChoice,
  type MandatoryNotificationKind,
  mandatoryNotificationKinds,
  type NotificationChannel,
  type NotificationPreferences,
  notificationChannels,
  type SettableNotificationKind,
  settableNotificationKinds,
} from '@selfcare/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import panelStyles from '@/shared/ui/panel.module.css';
import { Spinner } from '@/shared/ui/spinner';
import { notificationPreferencesQueryOptions } from '../api/get-notification-preferences';
import { saveNotificationPreferences } from '../api/save-notification-preferences';
import styles from './notification-preferences.module.css';
import profileStyles from './profile.module.css';

type Choices = Record<SettableNotificationKind, ChannelChoice>;

/**
 * "Notifications" (issue 31, decision 0066): which messages the account gets by SMS and by e-mail, a
 * checkbox per kind and channel in a table, saved together. Security notices and payment problems are
 * shown checked and disabled, with why: the api refuses to turn them off.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation();
  const headingId = useId();
  const query = useQuery(notificationPreferencesQueryOptions());
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={panelStyles.heading}>
        {t('profilePage.notifications.heading')}
      </h2>
      <p>{t('profilePage.notifications.intro')}</p>
      {query.isPending && <Spinner />}
      {query.isError && <Alert>{errorMessage(query.error)}</Alert>}
      {query.isSuccess && <PreferencesForm saved={query.data} />}
    </section>
  );
}

function settableOf(preferences: NotificationPreferences): Choices {
  const { renewalReminders, expiryReminders, paymentReceipts, offers } = preferences;
  return { renewalReminders, expiryReminders, paymentReceipts, offers };
}

function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [choices, setChoices] = useState<Choices>(() => settableOf(saved));
  const [status, setStatus] = useState('');
  const save = useMutation({
    mutationFn: () => saveNotificationPreferences(choices),
    onSuccess: (answer) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions().queryKey, answer.preferences);
      setChoices(settableOf(answer.preferences));
      setStatus(answer.message);
    },
  });
  const choose = (kind: SettableNotificationKind, channel: NotificationChannel, on: boolean) => {
    setChoices((current) => ({ ...current, [kind]: { ...current[kind], [channel]: on } }));
    setStatus('');
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate();
  };
  return (
    <form onSubmit={submit}>
      <div className={profileStyles.tableBox}>
        <table className={profileStyles.table}>
          <caption>{t('profilePage.notifications.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('profilePage.notifications.kind')}</th>
              {notificationChannels.map((channel) => (
                <th key={channel} scope="col" className={styles.choice}>
                  {t(`profilePage.notifications.channels.${channel}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {settableNotificationKinds.map((kind) => (
              <KindRow
                key={kind}
                kind={kind}
                choice={choices[kind]}
                onChange={(channel, on) => choose(kind, channel, on)}
              />
            ))}
            {mandatoryNotificationKinds.map((kind) => (
              <KindRow key={kind} kind={kind} choice={{ sms: true, email: true }} />
            ))}
          </tbody>
        </table>
      </div>
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('profilePage.notifications.save')}
        </Button>
        <p role="status">{status}</p>
      </div>
      {save.isError && <Alert>{errorMessage(save.error)}</Alert>}
    </form>
  );
}

/** One kind's row: its name and what it is, and a checkbox per channel; a mandatory kind's are fixed. */
function KindRow({
  kind,
  choice,
  onChange,
}: {
  kind: SettableNotificationKind | MandatoryNotificationKind;
  choice: ChannelChoice;
  onChange?: (channel: NotificationChannel, on: boolean) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const name = t(`profilePage.notifications.kinds.${kind}.name`);
  return (
    <tr>
      <th scope="row">
        {name}
        <span id={hintId} className={styles.hint}>
          {t(`profilePage.notifications.kinds.${kind}.hint`)}
          {onChange ? '' : ` ${t('profilePage.notifications.alwaysSent')}`}
        </span>
      </th>
      {notificationChannels.map((channel) => (
        <td key={channel} className={styles.choice}>
          <input
            type="checkbox"
            aria-label={t('profilePage.notifications.choiceLabel', {
              kind: name,
              channel: t(`profilePage.notifications.channels.${channel}`),
            })}
            aria-describedby={hintId}
            checked={choice[channel]}
            disabled={!onChange}
            onChange={(event) => onChange?.(channel, event.currentTarget.checked)}
          />
        </td>
      ))}
    </tr>
  );
}
