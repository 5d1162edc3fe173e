import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ExpiryBadge } from './expiry-badge';
import { PriceTag } from './price-tag';
import { ProductCard } from './product-card';

describe('ProductCard', () => {
  it('is one link named by the product, described by its badge and price', () => {
    render(
      <MemoryRouter>
        <ProductCard
          href="/products/7"
          name="Sirasa TV"
          imageURL="/media/sirasa.svg"
          badge={<ExpiryBadge daysRemaining={2} />}
          price={<PriceTag amount={250} connectionType={6} />}
        />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Sirasa TV' });
    expect(link).toHaveAttribute('href', '/products/7');
    expect(link).toHaveAccessibleDescription('2 days to expire Rs. 250.00 +tax');
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('reserves the image box and loads the image lazily unless told otherwise', () => {
    render(
      <MemoryRouter>
        <ProductCard href="/svod/1" name="Lazy" imageURL="/media/a.svg" />
        <ProductCard href="/svod/2" name="Eager" imageURL="/media/b.svg" shape="square" imageLoading="eager" />
      </MemoryRouter>,
    );
    const [lazy, eager] = screen.getAllByRole('presentation');
    expect(lazy).toHaveAttribute('loading', 'lazy');
    expect(lazy).toHaveAttribute('width', '320');
    expect(lazy).toHaveAttribute('height', '180');
    expect(lazy).toHaveAttribute('alt', '');
    expect(eager).toHaveAttribute('loading', 'eager');
    expect(eager).toHaveAttribute('width', '240');
    expect(eager).toHaveAttribute('height', '240');
    expect(screen.getByRole('link', { name: 'Lazy' })).not.toHaveAttribute('aria-describedby');
  });

  it('shows the name in the image box until the image has drawn, not an empty box', () => {
    render(
      <MemoryRouter>
        <ProductCard href="/products/9" name="Cartoon Network" imageURL="/media/channel/cartoon-network.svg" />
      </MemoryRouter>,
    );
    const image = screen.getByRole('presentation');
    // The style sheet draws the attribute; the page's text has the name once, in the card's body.
    const placeholder = () => (image.parentElement as HTMLElement).querySelector('[data-name]');
    expect(placeholder()).toHaveAttribute('data-name', 'Cartoon Network');
    expect(placeholder()).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getAllByText('Cartoon Network')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveAccessibleName('Cartoon Network');

    fireEvent.load(image);
    expect(placeholder()).toBeNull();
  });

  it('keeps showing the name when the image cannot be loaded', () => {
    render(
      <MemoryRouter>
        <ProductCard href="/products/9" name="Hiru TV" imageURL="/media/channel/missing.svg" />
      </MemoryRouter>,
    );
    const image = screen.getByRole('presentation');
    fireEvent.error(image);
    expect((image.parentElement as HTMLElement).querySelector('[data-name]')).toHaveAttribute('data-name', 'Hiru TV');
  });
});
