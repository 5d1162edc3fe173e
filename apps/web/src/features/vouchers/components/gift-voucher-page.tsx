import type { GiftVoucherProductGroup } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useSelectedConnectionDetails } from '@/shared/account/use-selected-connection-details';
import { errorMessage } from '@/shared/api/api-error';
import { formatMoney } from '@/shared/format/money';
import { useTranslation } from '@/shared/i18n/use-translation';
import { useSession } from '@/shared/session/session';
import { Alert } from '@/shared/ui/alert';
import { Spinner } from '@/shared/ui/spinner';
import { Tab, TabList, TabPanel, Tabs } from '@/shared/ui/tabs';
import { giftVoucherQueryOptions } from '../api/get-gift-vouchers';
import { GiftPurchase } from './gift-purchase';
import styles from './vouchers.module.css';

function ProductGroups({ groups }: { groups: GiftVoucherProductGroup[] }) {
  const { t } = useTranslation();
  return groups.map((group) => (
    <section key={group.productTypeTypeName}>
      <h2>{t(`promotions.giftCategories.${group.productTypeTypeName}`)}</h2>
      <ul>
        {group.products.map((product) => (
          <li key={product.id}>{product.name}</li>
        ))}
      </ul>
    </section>
  ));
}

/**
 * '/gifts/{id}' (spec 002 section 2.6): image, price, what it is worth, validity, the Gift versus Own
 * note, what it can (and, restricted, cannot) buy by category, and PURCHASE with the PIN.
 */
export function GiftVoucherPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const voucher = useQuery(giftVoucherQueryOptions(id));
  const { loggedIn, connection } = useSession();
  const details = useSelectedConnectionDetails();
  const buyer =
    loggedIn && connection && details.data ? { id: connection.id, type: details.data.connectionType } : null;
  const data = voucher.data;
  return (
    <>
      <title>{data?.voucherName ?? t('vouchers.giftsHeading')}</title>
      {voucher.error && <Alert>{errorMessage(voucher.error)}</Alert>}
      {voucher.isPending && <Spinner />}
      {data && (
        <>
          <h1>{data.voucherName}</h1>
          <img className={styles.image} src={data.imageURL} alt="" />
          <p>{formatMoney(data.price)}</p>
          <p>{data.description}</p>
          <dl className={styles.facts}>
            <dt>{t('vouchers.maximumPurchasable')}</dt>
            <dd>
              {data.totalCount !== null
                ? `${t('vouchers.count')}: ${data.totalCount}`
                : `${t('vouchers.value')}: ${formatMoney(data.totalValue ?? 0)}`}
            </dd>
            <dt>{t('vouchers.validityDays')}</dt>
            <dd>{data.utilizePeriod}</dd>
          </dl>
          <p>
            <strong>{data.own ? t('vouchers.own') : t('vouchers.gift')}</strong>:{' '}
            <span>{data.own ? t('vouchers.ownNote') : t('vouchers.giftNote')}</span>
          </p>
          {loggedIn && <GiftPurchase voucher={data} connection={buyer} />}
          <Tabs defaultValue="canBuy">
            <TabList label={data.voucherName}>
              <Tab value="canBuy">{t('vouchers.canBuy')}</Tab>
              {data.restricted && <Tab value="cannotBuy">{t('vouchers.cannotBuy')}</Tab>}
            </TabList>
            <TabPanel value="canBuy">
              <ProductGroups groups={data.canBuy} />
            </TabPanel>
            {data.restricted && (
              <TabPanel value="cannotBuy">
                <ProductGroups groups={data.cannotBuy} />
              </TabPanel>
            )}
          </Tabs>
        </>
      )}
    </>
  );
}
