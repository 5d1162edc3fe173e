import type { ProductSummary, PurchaseOption } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import {
  allowedSecondaryPackagesQueryOptions,
  currentBasePackage,
} from '@/shared/account/api/get-allowed-secondary-packages';
import { PayingConnection } from '@/shared/account/paying-connection';
import { errorMessage } from '@/shared/api/api-error';
import { periodText, priceText } from '@/shared/catalogue/price';
import { purchaseButtonText } from '@/shared/catalogue/purchase-status';
import { formatDate } from '@/shared/format/date';
import { useTranslation } from '@/shared/i18n/use-translation';
import { type PurchaseKind, purchaseKindOf } from '@/shared/payment/model/purchase-kind';
import { Alert } from '@/shared/ui/alert';
import { Button } from '@/shared/ui/button';
import { Modal } from '@/shared/ui/modal';
import { SelectField } from '@/shared/ui/select-field';
import { Spinner } from '@/shared/ui/spinner';
import { TaxTable } from '@/shared/ui/tax-table';
import { baseExpiryDate } from '../model/base-expiry';
import type { PurchaseOrder } from '../payment/payment-context';
import { BundlesSlider } from './bundles-slider';
import { OrderPrice } from './order-price';
import styles from './purchase.module.css';
import { type OrderPricing, useOrderPricing } from './use-order-pricing';
import type { Buyer } from './use-purchase-flow';
import { VoucherBox } from './voucher-box';

export interface PurchaseModalProps {
  product: ProductSummary;
  options: PurchaseOption[];
  initialOption: PurchaseOption;
  buyer: Buyer;
  /** The flow's title: 'Subscribing' or 'Purchasing'. */
  titleKind: PurchaseKind;
  onConfirm: (order: PurchaseOrder) => void;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * 'This content will be accessible only till the expiry of your base package on {date}' when the chosen
 * one-off option would outlast a base package that ends (spec 001 section 5); nothing while the base
 * package is read, or when it cannot be.
 */
function BaseExpiryWarning({ option, connectionId }: { option: PurchaseOption; connectionId: string }) {
  const { t } = useTranslation();
  const basePackages = useQuery(allowedSecondaryPackagesQueryOptions(connectionId));
  const current = basePackages.data ? currentBasePackage(basePackages.data) : null;
  // The api counts billing dates in UTC.
  const until = baseExpiryDate(option, current, new Date().toISOString().slice(0, 10));
  if (!until) return null;
  return <p className={styles.warning}>{t('purchase.baseExpiryWarning', { date: formatDate(until) })}</p>;
}

function CardTaxes({ pricing }: { pricing: OrderPricing }) {
  if (!pricing.card) return null;
  if (pricing.tax.isError) return <Alert>{errorMessage(pricing.tax.error)}</Alert>;
  return <div className={styles.tax}>{pricing.tax.data ? <TaxTable tax={pricing.tax.data} /> : <Spinner />}</div>;
}

/**
 * The purchase modal (spec 001 section 2): the product, its options with their prices, the price after
 * the discount in force, the base package's expiry when the option would outlast it, the tax table for
 * card payers, the voucher box, the bundles that also hold the product and the confirm button, which
 * waits for the price and the voucher.
 */
export function PurchaseModal({
  product,
  options,
  initialOption,
  buyer,
  titleKind,
  onConfirm,
  onClose,
  onCloseAutoFocus,
}: PurchaseModalProps) {
  const { t } = useTranslation();
  const [option, setOption] = useState(initialOption);
  const [typedVoucher, setTypedVoucher] = useState('');
  const [groupMismatch, setGroupMismatch] = useState(false);
  const kind = purchaseKindOf(option.purchaseType);
  const pricing = useOrderPricing({ product, option, buyer, kind, typedVoucher });

  const confirm = () => {
    // The spec's check before anything is sent: the option must be of the product's own group.
    const productGroupId = product.purchaseOptionGroupId;
    if (productGroupId !== option.purchaseOptionGroupId || productGroupId === null) {
      setGroupMismatch(true);
      return;
    }
    if (!pricing.ready || pricing.amount === undefined) return;
    const voucher = pricing.voucher.status === 'valid' ? pricing.voucher.voucher : null;
    onConfirm({
      option,
      kind,
      productGroupId,
      amount: pricing.amount,
      voucher: voucher && { voucherId: voucher.voucherId, code: typedVoucher.trim() },
    });
  };

  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={t(titleKind === 'subscribe' ? 'purchase.subscribing' : 'purchase.purchasing')}
      variant="wide"
      onCloseAutoFocus={onCloseAutoFocus}
      actions={
        <Button onClick={confirm} disabled={!pricing.ready}>
          {purchaseButtonText(t, kind)}
        </Button>
      }
    >
      <div className={styles.product}>
        {/* The modal's title and the page behind it name the product the image shows. */}
        <img className={styles.image} src={product.imageURL} alt="" width={160} height={90} />
        <p className={styles.description} translate="no">
          {product.description}
        </p>
      </div>
      <SelectField
        label={t('purchaseFlow.option.label')}
        value={option.id}
        onChange={(event) => {
          setOption(options.find((candidate) => candidate.id === event.target.value) ?? option);
          setGroupMismatch(false);
        }}
        options={options.map((candidate) => ({
          value: candidate.id,
          label: t('purchaseFlow.option.text', {
            name: candidate.name,
            price: priceText(t, candidate.purchasePrice, buyer.connectionType),
          }),
        }))}
      />
      <OrderPrice
        optionPrice={option.purchasePrice}
        price={pricing.price}
        discount={pricing.discount}
        connectionType={buyer.connectionType}
        period={periodText(t, { purchaseType: option.purchaseType, ...option.utilization })}
      />
      <BaseExpiryWarning option={option} connectionId={buyer.connectionId} />
      <CardTaxes pricing={pricing} />
      {pricing.voucherBox && (
        <VoucherBox
          value={typedVoucher}
          onChange={setTypedVoucher}
          state={pricing.voucher}
          connectionType={buyer.connectionType}
        />
      )}
      <PayingConnection
        connectionId={buyer.connectionId}
        connectionType={buyer.connectionType}
        amount={pricing.amount}
      />
      {groupMismatch && <Alert>{t('purchase.groupMismatch')}</Alert>}
      <BundlesSlider productId={product.id} connectionId={buyer.connectionId} />
    </Modal>
  );
}
