import type { BasePackage, ConnectionDetails } from '@selfcare/contracts';
import { useSearchParams } from 'react-router';
import { useTranslation } from '@/shared/i18n/use-translation';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { paymentsKind, showsVouchers } from '../model/connection-rules';
import { MyContentTab } from './my-content-tab';
import { MyDevicesTab } from './my-devices-tab';
import { MyProfilesTab } from './my-profiles-tab';
import { MyPurchasesTab } from './my-purchases-tab';
import { MyVouchersTab } from './my-vouchers-tab';
import { NotificationPreferencesSection } from './notification-preferences-section';
import { PaymentsTab } from './payments-tab';
import { SignInSecurityTab } from './sign-in-security-tab';

/**
 * The spec numbers the tabs (MY PURCHASES is tab id 5); ?tab= opens one, so links can point at it.
 * "Sign-in and security" (issue 31) is the account's, not the connection's, and comes last.
 */
const TAB_IDS = {
  content: '0',
  devices: '1',
  profiles: '2',
  payments: '3',
  vouchers: '4',
  purchases: '5',
  security: '6',
} as const;

export function ProfileTabs({ details, basePackage }: { details: ConnectionDetails; basePackage: BasePackage | null }) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const payments = paymentsKind(details);
  const vouchers = showsVouchers(details);
  const shown = Object.values(TAB_IDS).filter(
    (id) => (id !== TAB_IDS.payments || payments) && (id !== TAB_IDS.vouchers || vouchers),
  );
  const asked = searchParams.get('tab') ?? TAB_IDS.content;
  const value = shown.includes(asked as (typeof shown)[number]) ? asked : TAB_IDS.content;
  const choose = (tab: string) => setSearchParams({ tab }, { replace: true, preventScrollReset: true });
  const conid = details.connectionId;

  return (
    <Tabs value={value} onValueChange={choose}>
      <TabList label={t('profilePage.tabs.label')}>
        <Tab value={TAB_IDS.content}>{t('profilePage.tabs.content')}</Tab>
        <Tab value={TAB_IDS.devices}>{t('profilePage.tabs.devices')}</Tab>
        <Tab value={TAB_IDS.profiles}>{t('profilePage.tabs.profiles')}</Tab>
        {payments && <Tab value={TAB_IDS.payments}>{t('profilePage.tabs.payments')}</Tab>}
        {vouchers && <Tab value={TAB_IDS.vouchers}>{t('profilePage.tabs.vouchers')}</Tab>}
        <Tab value={TAB_IDS.purchases}>{t('profilePage.tabs.purchases')}</Tab>
        <Tab value={TAB_IDS.security}>{t('profilePage.tabs.security')}</Tab>
      </TabList>
      <TabPanel value={TAB_IDS.content}>
        <MyContentTab details={details} basePackage={basePackage} />
      </TabPanel>
      <TabPanel value={TAB_IDS.devices}>
        <MyDevicesTab connectionId={conid} />
      </TabPanel>
      <TabPanel value={TAB_IDS.profiles}>
        <MyProfilesTab details={details} />
      </TabPanel>
      {payments && (
        <TabPanel value={TAB_IDS.payments}>
          <PaymentsTab connectionId={conid} kind={payments} />
        </TabPanel>
      )}
      {vouchers && (
        <TabPanel value={TAB_IDS.vouchers}>
          <MyVouchersTab connectionId={conid} />
        </TabPanel>
      )}
      <TabPanel value={TAB_IDS.purchases}>
        <MyPurchasesTab details={details} />
      </TabPanel>
      <TabPanel value={TAB_IDS.security}>
        <SignInSecurityTab />
        <NotificationPreferencesSection />
      </TabPanel>
    </Tabs>
  );
}
