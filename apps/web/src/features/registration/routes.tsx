import type { RouteObject } from 'react-router';

const page = (path: string, load: () => Promise<{ Component: React.ComponentType }>): RouteObject => ({
  path,
  lazy: load,
});

/** Registration, adding a connection and onboarding (decision 0009 "Web"); every page is its own chunk. */
export const registrationRoutes: RouteObject[] = [
  page('customer', async () => ({
    Component: (await import('./components/customer-selection-page')).CustomerSelectionPage,
  })),
  page('customer/selection', async () => ({
    Component: (await import('./components/customer-selection-page')).CustomerSelectionPage,
  })),
  page('customer/already_registered', async () => ({
    Component: (await import('./components/already-registered-page')).AlreadyRegisteredPage,
  })),
  page('account-login', async () => ({
    Component: (await import('./components/account-login-page')).AccountLoginPage,
  })),
  page('personaldetails', async () => ({
    Component: (await import('./components/personal-details-page')).PersonalDetailsPage,
  })),
  page('furtherdetails', async () => ({
    Component: (await import('./components/further-details-page')).FurtherDetailsPage,
  })),
  page('verify', async () => ({ Component: (await import('./components/verify-page')).VerifyPage })),
  page('viewpackage', async () => ({ Component: (await import('./components/view-package-page')).ViewPackagePage })),
  page('subscribe', async () => ({ Component: (await import('./components/subscribe-page')).SubscribePage })),
  page('paymentStatus', async () => ({
    Component: (await import('./components/payment-status-page')).PaymentStatusPage,
  })),
  page('auth', async () => ({ Component: (await import('./components/completion-page')).AccountCreatedPage })),
  page('authcode', async () => ({ Component: (await import('./components/completion-page')).ValidationCodePage })),
  page('termsandconditions', async () => ({ Component: (await import('./components/terms-page')).TermsPage })),
];
