import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { product } from '@/testing/catalogue-fixtures';
import { fakeApi } from '@/testing/fake-api';
import { renderRoutes } from '@/testing/render';
import { accountConnections, CONNECTION_ID, logIn, ROUTES } from '../testing/purchase-fixtures';
import { PauseControls } from './pause-controls';

const PAUSE = 'POST /billing/v1/billing/subscriptions/pu-9/pause';
const basePackage = product('pkg-1', 'package', {
  name: 'PEO Family',
  isPurchased: true,
  purchaseStatus: 'PURCHASE_COMPLETE',
  purchaseId: 'pu-9',
  billingEndDate: '2026-12-10',
  currentPurchasedPackage: true,
});

beforeEach(() => logIn());

const show = (shown = basePackage) =>
  renderRoutes([{ path: '/', element: <PauseControls product={shown} connectionId={CONNECTION_ID} /> }]);

describe("PauseControls on a connection's base package", () => {
  it('offers no PAUSE while the operator has not allowed it', () => {
    fakeApi({ [ROUTES.connections]: accountConnections() });
    show();
    expect(screen.queryByRole('button', { name: 'PAUSE' })).not.toBeInTheDocument();
  });

  it('tells what pausing the base package stops, then pauses it from the keyboard', async () => {
    const api = fakeApi({
      [ROUTES.connections]: accountConnections(),
      [PAUSE]: {
        purchaseId: 'pu-9',
        periods: 2,
        accessUntil: '2026-12-10',
        resumesOn: '2027-02-10',
        accessPaused: false,
      },
    });
    const { user } = show({ ...basePackage, pauseAllowed: true });
    screen.getByRole('button', { name: 'PAUSE' }).focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Pause subscription' });
    expect(dialog).toHaveTextContent(
      'This is your base package: after 10/12/2026 the whole TV service stops, with the channels, screens and data it includes, and nothing can be bought on this connection until it resumes.',
    );
    await user.click(within(dialog).getByRole('radio', { name: '2 months' }));
    expect(dialog).toHaveTextContent('It resumes by itself on 10/02/2027');
    await user.click(within(dialog).getByRole('button', { name: 'Pause' }));
    await expect.poll(() => api.calls(PAUSE).length).toBe(1);
    expect(api.calls(PAUSE)[0]?.body).toEqual({ connectionId: CONNECTION_ID, periods: 2 });
  });

  it('says when a paused base package resumes, with RESUME NOW', () => {
    fakeApi({ [ROUTES.connections]: accountConnections() });
    show({ ...basePackage, pauseAllowed: true, pausedUntil: '2027-02-10' });
    expect(screen.getByRole('button', { name: 'RESUME NOW' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Paused until 10/02/2027. You can resume it earlier.');
    expect(screen.queryByRole('button', { name: 'PAUSE' })).not.toBeInTheDocument();
  });
});
