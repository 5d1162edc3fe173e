import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { showLanguage } from '@/shared/i18n/load-language';
import { DataQuota } from './data-quota';
import { DiscountBadge } from './discount-badge';
import { DiscountOffer } from './discount-offer';
import { ExpiryBadge } from './expiry-badge';
import { FeatureList } from './feature-list';
import { FreeTag, PurchasedMark } from './product-tags';

describe('ExpiryBadge', () => {
  it.each([
    [1, '1 day to expire', 'urgent'],
    [3, '3 days to expire', 'urgent'],
    [12, '12 days to expire', 'notice'],
  ])('shows %s days as %j', (days, text, tone) => {
    render(<ExpiryBadge daysRemaining={days} />);
    expect(screen.getByText(text).className).toContain(tone);
  });

  it('renders nothing above 30 days or without an expiry', () => {
    const { container } = render(
      <>
        <ExpiryBadge daysRemaining={31} />
        <ExpiryBadge daysRemaining={null} />
      </>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

const held = { purchaseStatus: 'PURCHASE_COMPLETE', billingEndDate: '2026-12-31' } as const;
const beingRemoved = { purchaseStatus: 'PURCHASE_PENDING_REMOVE', billingEndDate: '2026-12-31' } as const;

describe('tags', () => {
  afterEach(async () => {
    await act(() => showLanguage('en'));
  });

  it('reads Free, Subscribed and Purchased', () => {
    render(
      <>
        <FreeTag />
        <PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION', ...held }} />
        <PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_TRANSACTIONAL', ...held }} />
      </>,
    );
    expect(screen.getByText('Free')).toBeInTheDocument();
    expect(screen.getByText('Subscribed')).toBeInTheDocument();
    expect(screen.getByText('Purchased')).toBeInTheDocument();
  });

  it('marks a product pending removal with the day its access ends, not as subscribed', () => {
    render(<PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION', ...beingRemoved }} />);
    expect(screen.getByText('Unsubscribed: access until 31/12/2026')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('marks a paused subscription with the day it resumes, not as subscribed', () => {
    render(
      <PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION', ...held, pausedUntil: '2027-02-10' }} />,
    );
    expect(screen.getByText('Paused until 10/02/2027')).toBeInTheDocument();
    expect(screen.queryByText('Subscribed')).not.toBeInTheDocument();
  });

  it('words the paused mark in Tamil', async () => {
    await act(() => showLanguage('ta'));
    render(
      <PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION', ...held, pausedUntil: '2027-02-10' }} />,
    );
    expect(screen.getByText(/வரை இடைநிறுத்தப்பட்டுள்ளது$/)).toHaveTextContent('10/02/2027');
  });

  it('words the pending-removal mark in Sinhala', async () => {
    await act(() => showLanguage('si'));
    render(<PurchasedMark purchase={{ purchaseType: 'PURCHASE_TYPE_SUBSCRIPTION', ...beingRemoved }} />);
    expect(screen.getByText('දායකත්වය ඉවත් කර ඇත: 2026-12-31 දක්වා ප්‍රවේශය ඇත')).toBeInTheDocument();
  });
});

describe('DiscountBadge', () => {
  it('reads the card and modal labels', () => {
    render(
      <>
        <DiscountBadge discount={{ discountType: 'AMOUNT', value: 100 }} />
        <DiscountBadge discount={{ discountType: 'PERCENTAGE', value: 15 }} placement="modal" />
      </>,
    );
    expect(screen.getByText('Rs.100 OFF')).toBeInTheDocument();
    expect(screen.getByText('15%')).toBeInTheDocument();
  });
});

describe('DiscountOffer', () => {
  it("shows the label with how long the discount lasts, in the spec's words", () => {
    const amount = { discountType: 'AMOUNT', value: 100 } as const;
    render(
      <>
        <DiscountOffer discount={{ ...amount, durationType: 'MONTHS', duration: 1, end: '2026-12-31' }} />
        <DiscountOffer discount={{ ...amount, durationType: 'DAYS', duration: 10, end: '2026-12-31' }} />
        <DiscountOffer discount={{ ...amount, durationType: 'MONTHS', duration: null, end: '2026-12-31' }} />
        <DiscountOffer
          discount={{ discountType: 'PERCENTAGE', value: 15, durationType: 'FOREVER', duration: null, end: null }}
          placement="modal"
        />
      </>,
    );
    expect(screen.getByText('For 1 Month until 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('For 10 Days until 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Offer valid till 31/12/2026')).toBeInTheDocument();
    expect(screen.getByText('Forever')).toBeInTheDocument();
    expect(screen.getAllByText('Rs.100 OFF')).toHaveLength(3);
    expect(screen.getByText('15%')).toBeInTheDocument();
  });
});

describe('DataQuota', () => {
  it('reads Unlimited Data for -1 and gigabytes otherwise', () => {
    render(
      <>
        <DataQuota quota={-1} />
        <DataQuota quota={40} />
      </>,
    );
    expect(screen.getByText('Unlimited Data')).toBeInTheDocument();
    expect(screen.getByText('40 GB')).toBeInTheDocument();
  });
});

describe('FeatureList', () => {
  it('lists the features the product has', () => {
    render(<FeatureList features={{ tstv: true, pip: false, cpvr: true }} />);
    const list = screen.getByRole('list', { name: 'Features' });
    expect(list).toHaveTextContent('TSTVCPVR');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('renders nothing without features', () => {
    const { container } = render(<FeatureList features={{ tstv: false, pip: false, cpvr: false }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
