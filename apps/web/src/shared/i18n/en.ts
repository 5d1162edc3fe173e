import { messages } from '@selfcare/contracts';
import type { pageMessages } from './en-pages';
import { landing } from './groups/landing';

/**
 * The web app's own English strings for the shell, the landing and the shared catalogue kit: what the
 * first paint needs. The other pages' groups are in en-pages.ts, loaded with those pages. The spec's
 * quoted texts come from contracts' `messages`.
 */
export const webMessages = {
  common: {
    loading: 'Loading…',
    close: 'Close',
    ok: 'OK',
  },
  shell: {
    skipToContent: 'Skip to main content',
    title: 'Selfcare',
    loginTitle: 'Selfcare Login',
    logoAlt: 'PEOTVGO',
    menu: 'Menu',
    closeMenu: 'Close menu',
    mainNavigation: 'Main menu',
    goToProfile: 'Go to Profile',
    changePassword: 'Change Password',
    logout: 'Logout',
    login: 'Login',
    connection: 'Connection',
    connectionOption: '{{name}} - {{number}}',
    addAccount: 'Add Account',
    serviceType: 'Service type: {{serviceType}}',
    language: 'Site language',
  },
  menu: {
    home: 'Home',
    packages: 'Packages',
    channels: 'Channels',
    onDemandContents: 'On Demand Contents',
    onDemand: 'On Demand',
    svod: 'SVOD',
    promotionalPackages: 'Promotional Packages',
    dataBundles: 'Data Bundles',
    devices: 'Devices',
    promotions: 'Promotions',
    gifts: 'Gifts',
    promotionalVouchers: 'Promotional Vouchers',
  },
  sessionExpiry: {
    title: 'Still there?',
    body: 'For your security, your session ends in less than {{minutes}} minutes.',
    stay: 'Stay signed in',
    logout: 'Log out now',
  },
  footer: {
    copyright: '© {{year}} Sri Lanka Telecom PLC. All rights reserved.',
    version: 'Version {{version}}',
  },
  auth: {
    login: {
      heading: 'Login',
      email: 'Email',
      password: 'Password',
      submit: 'Submit',
      createAccount: 'New User? Create an Account',
      forgotPassword: 'Forgot Password?',
    },
    changePassword: {
      title: 'Change Password',
      current: 'Current Password',
      new: 'New Password',
      confirm: 'Confirm Password',
      submit: 'Change',
      cancel: 'Cancel',
    },
  },
  landing,
  connectionStatus: {
    active: 'Active',
    pending_terminated: 'Pending termination',
    suspended: 'Suspended',
    unsubscribed: 'Unsubscribed',
  },
  notFound: {
    title: 'Page not found',
    text: 'The requested page could not be found',
    home: 'Home',
  },
  errorPage: {
    title: 'Something went wrong',
    reload: 'Reload page',
    home: 'Home',
  },
  pageTitle: {
    default: 'Selfcare',
    login: 'Selfcare Login',
    notFound: 'Page not found | Selfcare',
  },
  /** The shared catalogue kit (shared/catalogue, shared/ui); quoted spec strings are kept verbatim. */
  catalogue: {
    expiry: {
      day: '{{n}} day to expire',
      days: '{{n}} days to expire',
      enjoyTill: 'You can enjoy this till {{date}}',
    },
    discount: {
      amountOff: 'Rs.{{value}} OFF',
      percentageOff: '{{value}}% OFF',
      amount: 'Rs.{{value}}',
      percentage: '{{value}}%',
      forMonthUntil: 'For {{n}} Month until {{date}}',
      forMonthsUntil: 'For {{n}} Months until {{date}}',
      forDayUntil: 'For {{n}} Day until {{date}}',
      forDaysUntil: 'For {{n}} Days until {{date}}',
      validTill: 'Offer valid till {{date}}',
      forever: 'Forever',
    },
    price: {
      card: '{{amount}}',
      operator: '{{amount}} +tax',
      bill: '{{amount}} plus taxes',
      free: 'Free',
      original: 'Original price',
      discounted: 'Price after discount',
      withTaxes: '{{period}}, taxes included',
      monthly: 'Monthly subscription',
      daily: 'Daily subscription',
      forMonth: 'For {{n}} Month',
      forMonths: 'For {{n}} Months',
      forDay: 'For {{n}} Day',
      forDays: 'For {{n}} Days',
    },
    dataQuota: {
      unlimited: 'Unlimited Data',
      gigabytes: '{{n}} GB',
    },
    carousel: {
      roleDescription: 'carousel',
      slideRoleDescription: 'slide',
      slideLabel: '{{index}} of {{total}}',
      previous: 'Previous slide',
      next: 'Next slide',
      pause: 'Pause slide show',
      play: 'Play slide show',
    },
    features: {
      label: 'Features',
      tstv: 'TSTV',
      pip: 'PIP',
      cpvr: 'CPVR',
    },
    purchase: {
      subscribe: 'SUBSCRIBE',
      purchase: 'PURCHASE',
      unsubscribe: 'UNSUBSCRIBE',
      subscribed: 'Subscribed',
      purchased: 'Purchased',
      accessUntil: 'Unsubscribed: access until {{date}}',
      pausedUntil: 'Paused until {{date}}',
      unsubscribed: 'Unsubscribed',
      pendingRemoval: 'Unsubscribed content. You will have access to this only till {{date}}.',
      resubscribeHint: 'Please re-subscribe to cancel the unsubscription.',
    },
    tax: {
      caption: 'Tax',
      item: 'Item',
      amount: 'Amount',
      price: 'Price',
      total: 'Total',
    },
    region: {
      withinSriLanka: 'This can be only viewed within Sri Lanka',
      outsideSriLanka: 'This can only be viewed from outside of Sri Lanka.',
    },
    packageFilter: {
      label: 'Package type',
      ALL: 'All',
      subscription: 'Subscriptional',
      transactional: 'Transactional',
    },
    filter: {
      all: 'All',
    },
    list: {
      loadMore: 'Load more',
      loadingMore: 'Loading more…',
    },
    section: {
      viewAll: 'View All',
      viewAllNamed: 'View All {{title}}',
    },
  },
} as const;

/** The English catalogue i18n starts with. Groups never overlap, which en.test.ts checks. */
export const firstPaintCatalogue = { ...messages, ...webMessages } as const;

/** The whole English catalogue, once the pages' groups are loaded (loadPageMessages in i18n.ts). */
export type Catalogue = typeof firstPaintCatalogue & typeof pageMessages;
