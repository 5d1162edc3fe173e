import type { ConnectionDetails } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { connectionDetailsQueryKey } from '@/shared/account/api/get-connection-details';
import { useTranslation } from '@/shared/i18n/use-translation';
import { removeProfile } from '../api/remove-profile';
import styles from './profile.module.css';
import { RemovableCard } from './removable-card';

/** The connection's viewer profiles; every one but the primary can be removed. */
export function MyProfilesTab({ details }: { details: ConnectionDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = connectionDetailsQueryKey(details.connectionId);
  // The removed profile leaves the list at once; the next read of the details confirms it.
  const dropProfile = (uid: string) => {
    queryClient.setQueryData(key, (old: ConnectionDetails | undefined) =>
      old ? { ...old, profiles: old.profiles.filter((profile) => profile.profileUid !== uid) } : old,
    );
    void queryClient.invalidateQueries({ queryKey: key });
  };
  return (
    <ul className={styles.cards}>
      {details.profiles.map((profile) => (
        <RemovableCard
          key={profile.profileUid}
          name={profile.name}
          remove={
            profile.defaultProfile
              ? null
              : {
                  title: t('profilePage.remove.profileTitle'),
                  question: t('profilePage.remove.profileConfirm', { name: profile.name }),
                  action: () => removeProfile(profile.profileUid),
                  onRemoved: () => dropProfile(profile.profileUid),
                }
          }
        >
          {profile.defaultProfile && <span className={styles.tag}>{t('profilePage.profiles.primary')}</span>}
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('profilePage.profiles.ageGroup')}</dt>
              <dd>{profile.parentalRating}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('profilePage.profiles.validationCode')}</dt>
              <dd>{profile.authPin}</dd>
            </div>
          </dl>
        </RemovableCard>
      ))}
    </ul>
  );
}
