import type { ConsoleProduct } from '@selfcare/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PausePermissionSection } from './pause-permission-section';

const PRODUCT_ID = '11111111-1111-4111-8111-111111111111';
const product = { id: PRODUCT_ID, productType: 'package' } as ConsoleProduct;
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
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <PausePermissionSection product={product} writer={writer} />
    </QueryClientProvider>,
  );

describe("a base package's pause permission", () => {
  it('turns it on with a reason from the keyboard, and shows it', async () => {
    const calls = answer(
      json(200, { productId: PRODUCT_ID, allowed: false }),
      json(200, { productId: PRODUCT_ID, allowed: true }),
    );
    renderSection(true);
    const user = userEvent.setup();
    expect(await screen.findByText('Now: subscribers may not pause this base package.')).toBeInTheDocument();
    await user.click(screen.getByLabelText('Reason (kept in the audit)'));
    await user.keyboard('Holiday season trial');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Subscribers may pause this base package' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Now: subscribers may pause this base package.')).toBeInTheDocument();
    expect(calls[1]?.url).toContain(`/products/${PRODUCT_ID}/pause-permission`);
    expect(calls[1]?.init?.method).toBe('PUT');
    expect(JSON.parse(String(calls[1]?.init?.body))).toEqual({ allowed: true, reason: 'Holiday season trial' });
    expect(screen.getByRole('button', { name: 'Stop subscribers pausing it' })).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    answer(
      json(200, { productId: PRODUCT_ID, allowed: false }),
      json(400, { code: 'VALIDATION', message: 'Too small: expected string to have >=3 characters' }),
    );
    renderSection(true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribers may pause this base package' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('expected string to have >=3 characters');
  });

  it('shows a reader the permission without a form', async () => {
    answer(json(200, { productId: PRODUCT_ID, allowed: true }));
    renderSection(false);
    expect(await screen.findByText('Now: subscribers may pause this base package.')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
