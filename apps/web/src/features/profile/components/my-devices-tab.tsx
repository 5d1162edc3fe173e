import type { Device } from '@selfcare/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/shared/api/api-error';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { devicesQueryOptions } from '../api/get-devices';
import { removeDevice } from '../api/remove-device';
import styles from './profile.module.css';
import { RemovableCard } from './removable-card';

/** The connection's paired devices; each can be removed. */
export function MyDevicesTab({ connectionId }: { connectionId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const options = devicesQueryOptions(connectionId);
  const query = useQuery(options);
  // The removed device leaves the list at once; the next read confirms it.
  const dropDevice = (id: string) => {
    queryClient.setQueryData(options.queryKey, (devices: Device[] | undefined) => devices?.filter((d) => d.id !== id));
    void queryClient.invalidateQueries({ queryKey: options.queryKey });
  };

  if (query.isPending) return <Spinner />;
  if (query.isError) return <Alert>{errorMessage(query.error)}</Alert>;
  if (query.data.length === 0) {
    return (
      <div role="status">
        <p>{t('profilePage.devices.empty')}</p>
        <p>{t('profilePage.devices.instruction')}</p>
      </div>
    );
  }
  return (
    <ul className={styles.cards}>
      {query.data.map((device) => (
        <RemovableCard
          key={device.id}
          name={device.name}
          remove={{
            title: t('profilePage.remove.deviceTitle'),
            question: t('profilePage.remove.deviceConfirm', { name: device.name }),
            action: () => removeDevice(connectionId, device.id),
            onRemoved: () => dropDevice(device.id),
          }}
        >
          <dl className={styles.facts}>
            <div className={styles.fact}>
              <dt>{t('profilePage.devices.deviceId')}</dt>
              <dd>{device.deviceUid}</dd>
            </div>
            <div className={styles.fact}>
              <dt>{t('profilePage.devices.model')}</dt>
              <dd>{device.deviceInfo.deviceModelType}</dd>
            </div>
          </dl>
        </RemovableCard>
      ))}
    </ul>
  );
}
