import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { basePackage, purchaseOption } from '@/testing/catalogue-fixtures';
import { BasePackagePrice } from './base-package-price';

const option = purchaseOption({ description: '', defaultPrice: 499, purchasePrice: 499 });
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
