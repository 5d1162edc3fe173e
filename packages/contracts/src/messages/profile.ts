/**
 * The profile page's server answers (spec 002 sections 2.2, 4, 5 and 8; calls in
 * docs/api/profile.md). Quoted spec texts are verbatim; the refusals are ours.
 */
export const profileMessages = {
  unsubscribed: 'Unsubscription success',
  processFailed: 'Process failed',
  deviceRemoved: 'The device has been removed.',
  profileRemoved: 'The profile has been removed.',
  primaryProfile: 'The primary profile cannot be removed.',
  alreadyTerminating: 'This connection is already unsubscribed and ends on its termination date.',
  connectionEnded: 'This connection has already ended.',
  oneOffBasePackage: 'A connection whose package is a one-off purchase cannot be unsubscribed.',
  wrongUnsubscribeType: 'This connection is unsubscribed another way. Please refresh the browser and try again.',
  wrongConnectionType: 'This connection does not have these payments.',
  pinChanged: 'Your parental PIN has been changed.',
  wrongPassword: 'The password is incorrect.',
  startDateRequired: 'Please select a start date',
  endDateRequired: 'Please select an end date',
  invalidDate: 'Dates are written as YYYY-MM-DD.',
  dateOrder: 'The start date must not be after the end date.',
  endAfterToday: 'The end date must not be after today.',
  rangeTooLong: 'Please choose a period of at most one year.',
  invalidPageCursor: 'This page of purchases could not be found. Please load the list again.',
  receiptNotPaid: 'This payment has not gone through, so it has no receipt.',
} as const;
