import type { ConsoleProduct } from '@selfcare/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RetentionOfferSection } from './retention-offer-section';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const product = { id: PRODUCT_ID } as ConsoleProduct;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

afterEach(() => vi.unstubAllGlobals());

function answer(...responses: Response[]) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      const next = responses.shift();
      if (!next) throw new Error(`unexpected call ${url}`);
      return next;
    }),
  );
  return calls;
}

const renderSection = (writer: boolean) =>
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RetentionOfferSection product={product} writer={writer} />
    </QueryClientProvider>,
  );

describe("a product's retention offer", () => {
  it('sets an offer with a reason and shows it, then clears it', async () => {
    const set = {
      productId: PRODUCT_ID,
      offer: { kind: 'discount', percent: 30, renewals: 3, updatedAt: '2026-11-28T18:00:00Z' },
    };
    const calls = answer(
      json(200, { productId: PRODUCT_ID, offer: null }),
      json(200, set),
      json(200, { productId: PRODUCT_ID, offer: null }),
    );
    renderSection(true);
    const user = userEvent.setup();
    expect(await screen.findByText('Now: no offer.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Discount in % (5-90)'));
    await user.type(screen.getByLabelText('Discount in % (5-90)'), '30');
    await user.type(screen.getByLabelText('Reason (kept in the audit)'), 'Churn campaign');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Now: 30 % off the next 3 renewals.')).toBeInTheDocument();
    expect(calls[1]?.url).toContain(`/products/${PRODUCT_ID}/retention-offer`);
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({
      offer: { kind: 'discount', percent: 30, renewals: 3 },
      reason: 'Churn campaign',
    });

    await user.type(screen.getByLabelText('Reason (kept in the audit)'), 'Campaign over');
    await user.click(screen.getByRole('button', { name: 'Clear offer' }));
    expect(await screen.findByText('Now: no offer.')).toBeInTheDocument();
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({ offer: null, reason: 'Campaign over' });
  });

  it('shows the offer without the form to a reader', async () => {
    answer(
      json(200, {
        productId: PRODUCT_ID,
        offer: { kind: 'discount', percent: 15, renewals: 2, updatedAt: '2026-11-28T18:00:00Z' },
      }),
    );
    renderSection(false);
    expect(await screen.findByText('Now: 15 % off the next 2 renewals.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save offer' })).not.toBeInTheDocument();
  });

  it('sets a pause offer: the kind chosen shows its own field, and a refusal is shown as the server words it', async () => {
    const refusal =
      'A pause offer needs a product sold as a monthly subscription; this one has no monthly subscription option.';
    const calls = answer(
      json(200, { productId: PRODUCT_ID, offer: null }),
      json(422, { code: 'BUSINESS_RULE', message: refusal }),
      json(200, {
        productId: PRODUCT_ID,
        offer: { kind: 'pause', periods: 2, updatedAt: '2026-11-28T18:00:00Z' },
      }),
    );
    renderSection(true);
    const user = userEvent.setup();
    expect(await screen.findByText('Now: no offer.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Offer'), 'Pause instead');
    expect(screen.queryByLabelText('Discount in % (5-90)')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Months paused (1-3)'), '2');
    await user.type(screen.getByLabelText('Reason (kept in the audit)'), 'Pause campaign');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText(refusal)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Now: a pause of 2 month(s) instead.')).toBeInTheDocument();
    expect(JSON.parse(String(calls[2]?.init?.body))).toEqual({
      offer: { kind: 'pause', periods: 2 },
      reason: 'Pause campaign',
    });
  });

  it('offers a downgrade only on a base package, to another package chosen by name', async () => {
    const LITE = '22222222-2222-4222-8222-222222222222';
    const offers = [
      json(200, { productId: PRODUCT_ID, offer: null }),
      json(200, {
        productId: PRODUCT_ID,
        offer: { kind: 'downgrade', productId: LITE, updatedAt: '2026-11-29T01:00:00Z' },
      }),
    ];
    const sent: unknown[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init?: RequestInit) => {
        if (url.includes('/retention-offer')) {
          if (init?.body) sent.push(JSON.parse(String(init.body)));
          const next = offers.shift();
          if (!next) throw new Error(`unexpected call ${url}`);
          return next;
        }
        const packages = [
          { id: PRODUCT_ID, name: 'PEO Family' },
          { id: LITE, name: 'PEO Lite' },
        ];
        return json(200, { items: packages, total: 2, page: 1, pageSize: 100 });
      }),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <RetentionOfferSection product={{ id: PRODUCT_ID, productType: 'package' } as ConsoleProduct} writer />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByText('Now: no offer.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Offer'), 'Downgrade to a cheaper package');
    const target = screen.getByLabelText('Package to downgrade to (cheaper, sold by the month)');
    expect(await screen.findByRole('option', { name: 'PEO Lite' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'PEO Family' })).not.toBeInTheDocument();
    await user.selectOptions(target, 'PEO Lite');
    await user.type(screen.getByLabelText('Reason (kept in the audit)'), 'Keep families');
    await user.click(screen.getByRole('button', { name: 'Save offer' }));
    expect(await screen.findByText('Now: a downgrade to PEO Lite at the period end instead.')).toBeInTheDocument();
    expect(sent).toEqual([{ offer: { kind: 'downgrade', productId: LITE }, reason: 'Keep families' }]);
  });

  it('does not offer a downgrade on a product that is not a base package', async () => {
    answer(json(200, { productId: PRODUCT_ID, offer: null }));
    renderSection(true);
    expect(await screen.findByText('Now: no offer.')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Downgrade to a cheaper package' })).not.toBeInTheDocument();
  });
});
