import { skipToken, useQuery } from '@tanstack/react-query';
import { useViewer } from '@/shared/account/use-viewer';
import { useTranslation } from '@/shared/i18n/use-translation';
import { connectionScreensQueryOptions } from '../api/connection-screens';
import { allowedPackagesQueryOptions } from '../api/package-list';
import { useProductTypeId } from '../api/product-types';
import { defaultDeviceLabelKey, splitDevices } from '../model/devices';
import { AdditionalDeviceCards } from './additional-device-cards';
import { DefaultDeviceCards } from './default-device-cards';
import styles from './devices.module.css';
import { QueryStatus } from './query-status';

/** DEFAULT DEVICES (bundled with the package) and ADDITIONAL DEVICES (extra screens on sale). */
export function DevicesContent({ conid }: { conid: string }) {
  const { t } = useTranslation();
  const viewer = useViewer();
  const screensTypeId = useProductTypeId('screens');
  const screensOptions = connectionScreensQueryOptions(conid, screensTypeId.data ?? '');
  const screens = useQuery({ ...screensOptions, queryFn: screensTypeId.data ? screensOptions.queryFn : skipToken });
  // The base package says whether its devices were subscribed to or purchased; the packages page shares this list.
  const packages = useQuery(allowedPackagesQueryOptions(conid));
  const error = screens.error ?? screensTypeId.error ?? packages.error;
  if (!screens.data || !packages.data || !viewer.priceReady) return <QueryStatus error={error} />;

  const { defaults, additional } = splitDevices(screens.data);
  const current = packages.data.find((item) => item.currentPurchasedPackage);
  const label = t(defaultDeviceLabelKey(current?.purchaseOption?.purchaseType ?? null));
  return (
    <>
      <section className={styles.section} aria-labelledby="default-devices">
        <h2 id="default-devices">{t('packages.devices.default')}</h2>
        <DefaultDeviceCards devices={defaults} label={label} />
      </section>
      <section className={styles.section} aria-labelledby="additional-devices">
        <h2 id="additional-devices">{t('packages.devices.additional')}</h2>
        <AdditionalDeviceCards devices={additional} connectionType={viewer.connectionType} />
      </section>
    </>
  );
}
