import type { BasePackage, ConnectionDetails } from '@selfcare/contracts';
import { expiryDateText } from '@/shared/catalogue/expiry';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { BasePackagePrice } from '@/shared/ui/base-package-price';
import { Panel, PanelAction, PanelName } from '@/shared/ui/panel';
import { canUpgradePackage, isOneOffPackage } from '../model/connection-rules';

/**
 * The base package: name, price, the end of a one-off purchase or the day a paused one resumes (decision
 * 0074), description and UPGRADE.
 */
export function CurrentPackage({
  details,
  basePackage,
}: {
  details: ConnectionDetails;
  basePackage: BasePackage | null;
}) {
  const { t } = useTranslation();
  return (
    <Panel level={3} heading={t('profilePage.content.currentPackage')}>
      {basePackage ? (
        <>
          <PanelName>{basePackage.name}</PanelName>
          <BasePackagePrice basePackage={basePackage} connectionType={details.connectionType} />
          {isOneOffPackage(basePackage) && basePackage.billingEndDate && (
            <p>{expiryDateText(t, basePackage.billingEndDate)}</p>
          )}
          {basePackage.pausedUntil && (
            <p>{t('catalogue.purchase.pausedUntil', { date: formatDate(basePackage.pausedUntil) })}</p>
          )}
          {basePackage.description && <p>{basePackage.description}</p>}
        </>
      ) : (
        <p>{t('profilePage.content.noPackage')}</p>
      )}
      {canUpgradePackage(details) && (
        <PanelAction to="/packages" aria-label={t('profilePage.content.upgradePackage')}>
          {t('profilePage.content.upgrade')}
        </PanelAction>
      )}
    </Panel>
  );
}
