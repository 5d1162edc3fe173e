import type { ConnectionDetails } from '@selfcare/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { writeStored } from '@/shared/session/storage';
import { jsonResponse, mockFetch } from '@/testing/fetch-mock';
import { fixedLineDetails } from '@/testing/fixtures';
import { RoutedTo, renderRoutes } from '@/testing/render';
import { hasPackagePurchaseStatus, storePackagePurchaseStatus } from '../model/package-purchase-status';
import { PaymentStatusPage } from './payment-status-page';
import { ProvisioningFailedPage } from './provisioning-failed-page';

const details: ConnectionDetails = { ...fixedLineDetails, connectionType: 7, status: 'active' };

/** The page as the provisioning check leaves it: a package purchase status stored for the connection. */
function renderProvisioning(answer: Response, { checked = true } = {}) {
  writeStored({ jwt: 'jwt-1', conID: details.connectionId });
  if (checked) storePackagePurchaseStatus(details.connectionId);
  mockFetch((path) => {
    if (path.includes('/connection/details/')) return jsonResponse(200, details);
    if (path.includes('/base-provision-status')) return answer;
    return jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
  renderRoutes(
    [
      { path: '/provisioning-failed', element: <ProvisioningFailedPage /> },
      { path: '/', element: <RoutedTo /> },
    ],
    { path: '/provisioning-failed' },
  );
}

describe('status pages', () => {
  it('/payment-status says Payment Unsuccessful with CONTINUE', () => {
    renderRoutes([{ path: '/', element: <PaymentStatusPage /> }]);
    expect(screen.getByRole('heading', { name: 'Payment Unsuccessful' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'CONTINUE' })).toBeVisible();
  });

  it('/provisioning-failed goes home without a package purchase status', async () => {
    renderProvisioning(jsonResponse(404, { message: 'Not found', code: 'NOT_FOUND' }));
    expect(await screen.findByText('Routed to /')).toBeVisible();
  });

  it('/provisioning-failed opened without a package purchase status goes home, whatever the server says', async () => {
    renderProvisioning(jsonResponse(200, { status: 'SUCCESS', paymentStatus: 'SUCCESS', description: null }), {
      checked: false,
    });
    expect(await screen.findByText('Routed to /')).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Reactivated Successfully' })).not.toBeInTheDocument();
  });

  it("/provisioning-failed's CONTINUE forgets the status and goes home", async () => {
    renderProvisioning(jsonResponse(200, { status: 'PENDING', paymentStatus: 'SUCCESS', description: null }));
    await userEvent.click(await screen.findByRole('button', { name: 'CONTINUE' }));
    expect(await screen.findByText('Routed to /')).toBeVisible();
    expect(hasPackagePurchaseStatus(details.connectionId)).toBe(false);
  });

  it('/provisioning-failed sends a visitor home rather than loading for ever', async () => {
    renderRoutes(
      [
        { path: '/provisioning-failed', element: <ProvisioningFailedPage /> },
        { path: '/', element: <RoutedTo /> },
      ],
      { path: '/provisioning-failed' },
    );
    expect(await screen.findByText('Routed to /')).toBeVisible();
  });

  it('/provisioning-failed shows the provisioning panel while the package is not provisioned', async () => {
    renderProvisioning(jsonResponse(200, { status: 'PENDING', paymentStatus: 'SUCCESS', description: null }));
    expect(await screen.findByText(/We are currently working on provisioning you with the product/)).toBeVisible();
  });

  it('/provisioning-failed shows the success panel once provisioned', async () => {
    renderProvisioning(jsonResponse(200, { status: 'SUCCESS', paymentStatus: 'SUCCESS', description: null }));
    expect(await screen.findByRole('heading', { name: 'Reactivated Successfully' })).toBeVisible();
  });
});
