import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basePackage } from '@/testing/catalogue-fixtures';
import { BasePackagePrice } from './base-package-price';

const option = {
  id: 'po-1',
  purchaseOptionGroupId: 'pog-1',
  name: 'Monthly',
  description: '',
  purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION',
  defaultPrice: 499,
  defaultPurchaseOptionType: 'PURCHASE_TYPE_SUBSCRIPTION',
  absoluteDiscount: 0,
  discountPercentage: 0,
  productAvailableFor: 'ALL',
  default: true,
  purchasePrice: 499,
  utilization: { utilizationPeriod: 1, utilizationPeriodUnit: 'MONTHS' },
} as const;
const held = basePackage('peotvgo', { purchaseOption: option, currentPurchasedPackage: true, chargedPrice: 578.2 });

describe('BasePackagePrice', () => {
  it('shows a card payer what each period of the package held is charged, taxes included', () => {
    render(<BasePackagePrice basePackage={held} connectionType={7} />);
    expect(screen.getByText('Rs. 578.20')).toBeInTheDocument();
    expect(screen.getByText('Monthly subscription, taxes included')).toBeInTheDocument();
  });

  it.each([
    [6, 'Rs. 499.00 +tax'],
    [1, 'Rs. 499.00 plus taxes'],
  ] as const)('shows type %s the price before taxes, as its bill does', (connectionType, text) => {
    render(<BasePackagePrice basePackage={held} connectionType={connectionType} />);
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByText('Monthly subscription')).toBeInTheDocument();
  });
});
