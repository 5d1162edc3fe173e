import { messages } from '@selfcare/contracts';

/** The web app's own English strings; the spec's quoted texts come from contracts' `messages`. */
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
  landing: {
    welcomeTitle: 'Welcome to Selfcare',
    welcomeText: 'Log in to manage your PEOTVGO connections, packages and devices.',
    login: 'Log in to your account',
    connectionTitle: 'My Connection',
    name: 'Name',
    serviceType: 'Service type',
    status: 'Status',
    telephone: 'Telephone number',
    mobile: 'Mobile number',
    validationCode: 'Validation code',
    notSet: '-',
    noConnection: 'There is no connection on this account yet.',
  },
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
} as const;

/** The English catalogue. Groups never overlap, which catalogue.test.ts checks. */
export const en = { ...messages, ...webMessages } as const;

export type Catalogue = typeof en;
