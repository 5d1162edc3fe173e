import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceTag } from './price-tag';

describe('PriceTag', () => {
  it.each([
    [7, 'Rs. 1,250.00'],
    [6, 'Rs. 1,250.00 +tax'],
    [3, 'Rs. 1,250.00 plus taxes'],
    [null, 'Rs. 1,250.00 plus taxes'],
  ] as const)('shows type %s as %j', (connectionType, text) => {
    render(<PriceTag amount={1250} connectionType={connectionType} />);
    expect(screen.getByText(text)).toBeInTheDocument();
  });

  it('strikes the original price through and says which is which', () => {
    const { container } = render(
      <PriceTag amount={900} originalAmount={1000} connectionType={7} period="Monthly subscription" />,
    );
    expect(container.querySelector('del')).toHaveTextContent('Original price: Rs. 1,000.00');
    expect(container).toHaveTextContent(
      'Original price: Rs. 1,000.00 Price after discount: Rs. 900.00Monthly subscription',
    );
  });

  it('shows no original price when nothing was taken off', () => {
    const { container } = render(<PriceTag amount={900} originalAmount={900} connectionType={7} />);
    expect(container.querySelector('del')).toBeNull();
  });
});
