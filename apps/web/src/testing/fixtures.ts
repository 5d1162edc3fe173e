import type { AccountDetails, ConnectionDetails, ConnectionSummary } from '@selfcare/contracts';

export const account: AccountDetails = {
  accountId: 'acc-1',
  username: 'kamal@example.lk',
  firstName: 'Kamal',
  lastName: 'Silva',
};

export const fixedLineConnection: ConnectionSummary = {
  connectionId: 'con-1',
  name: 'Home TV',
  connectionType: 1,
  serviceType: 'SLT PEOTVGO',
  status: 'active',
  broadband: true,
  telephoneNumber: '0112345678',
  accountNumber: '00123456',
  mobile: '0771234567',
};

export const fixedLineDetails: ConnectionDetails = {
  ...fixedLineConnection,
  validationCode: '482913',
  pendingTerminationDate: null,
  unsubscribeBlockedUntil: null,
  profiles: [],
};
