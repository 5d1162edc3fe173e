/** Strings of the landing page ('/'). */
export const landing = {
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
} as const;
