import { profileMessages } from './messages/profile';
import { reactivation } from './messages/reactivation';
import { registrationMessages } from './messages/registration';
import { vouchers } from './messages/vouchers';

/**
 * The specification's user-facing texts, in English, keyed for i18n. The web app's English catalogue
 * is built from this object, and schema validation messages are these keys, so the api and the web
 * app answer with the same words.
 */
export const messages = {
  errors: {
    generic: 'Something went wrong, please contact your service provider',
    timeout: 'Please check your internet connection.',
    invalidCredentials: 'Invalid username or password',
    tooManyAttempts: 'Too many attempts. Please try again in {{seconds}} seconds.',
    unauthorized: 'Your session has expired. Please log in again.',
    forbidden: 'You do not have access to this item.',
    notFound: 'The requested item could not be found.',
    invalidId: 'This link is not valid. Please check the address and try again.',
    invalidRequest: 'The request is not valid.',
    unknownField: 'Unexpected field: {{field}}',
    requiredField: '{{field}} is required',
    invalidField: '{{field}} is not valid',
    controlCharacter: '{{field}} contains a control character (such as NUL), which is not allowed',
    productNotFound: 'This product is not available.',
    concurrentChange: 'Another change to this account was being made at the same moment. Please try again.',
  },
  validation: {
    emailRequired: 'Email is required',
    invalidEmail: 'Invalid email',
    passwordRequired: 'Password is required',
    currentPasswordRequired: 'Current Password is Required',
    newPasswordRequired: 'New Password is Required',
    confirmPasswordRequired: 'Confirm Password is Required',
    passwordTooShort: 'Password should be at least 8 character long.',
    passwordMismatch: 'Does not match password',
    passwordTooLong: 'Password should be at most 128 characters long.',
    passwordCommon: 'This password is one of the most common passwords. Please choose another one.',
    invalidPrice: 'The price must be an amount of 0 or more with at most 2 decimals.',
    invalidLanguageCode: 'The language code is not valid.',
    pinRequired: 'Parental PIN is required',
    invalidPin: 'The parental PIN is 4 digits.',
    voucherRequired: 'Voucher code is required',
    voucherTooLong: 'The voucher code is too long.',
    invalidIdempotencyKey: 'The Idempotency-Key header must be 8 to 128 letters, digits or _ : . -',
  },
  password: {
    changedTitle: 'Success!',
    changedBody: 'Your password has been changed',
    failedTitle: 'Error!',
    currentWrong: 'Current password is missed match.',
    sameAsOld: 'The new password must be different from the current password.',
  },
  /** Forgot password, password recovery, e-mail confirmation and username recovery (spec 000 sections 2, 5, 8). */
  accountAccess: {
    resetLinkSent: 'Password reset link has been sent to your email',
    usernameRequired: 'Username is required',
    passwordRule: 'Password should be minimum 8 characters with numbers and letters',
    confirmPasswordRequired: 'Confirm password is required',
    passwordMismatch: 'Password and Confirm Password is not matching',
    passwordReset: 'Your password has been reset. Please log in with your new password.',
    resetLinkInvalid: 'This password reset link is not valid or has expired. Please ask for a new one.',
    confirmPrompt: 'Press Submit to access Selfcare portal',
    confirmed: 'Confirm verification is success',
    confirmationLinkInvalid: 'This confirmation link is not valid or has expired.',
    confirmationSent:
      'If this email belongs to an account that is not confirmed yet, a confirmation link has been sent to it.',
    emailNotConfirmed: 'Please confirm your email address with the link we emailed to you before logging in.',
    numberRequired: 'Mobile or telephone number is required',
    invalidNumber: 'Invalid telephone number',
    usernameSent: 'If an account uses this number, its username has been sent to the email address of that account.',
  },
  /** Purchase, subscription and unsubscription (spec 001 sections 4, 5 and 8). */
  purchase: {
    subscribing: 'Subscribing',
    purchasing: 'Purchasing',
    unsubscribing: 'Unsubscribing',
    subscriptionSuccessful: 'Subscription Successful',
    purchaseSuccessful: 'Purchase Successful',
    unsubscriptionSuccessful: 'Unsubscription Successful',
    unsubscriptionCancelled: 'Product un-subscription cancelled successfully',
    subscriptionFailed: 'Subscription Failed',
    purchaseFailed: 'Purchase Failed',
    unsubscriptionFailed: 'Unsubscription Failed. Please try again later.',
    groupMismatch: 'Error purchasing the product. Please refresh the browser and try again.',
    pendingDowngradeSubscribe: '{{name}} cannot be subscribed till {{date}}',
    pendingDowngradePurchase: '{{name}} cannot be purchased till {{date}}',
    baseExpiryWarning: 'This content will be accessible only till the expiry of your base package on {{date}}',
    networkError: 'Please try again with a mobitel network connection.',
    paymentCancelled: 'Payment cancelled. ',
    prerequisitesTitle: 'Error!',
    prerequisitesFailed: 'Failed to get prerequisites',
    wrongPin: 'The parental PIN is incorrect.',
    alreadyPurchased: 'This product is already active on this connection.',
    alreadyIncluded: 'This product is already included in your package.',
    notForSale: 'This product cannot be bought on its own.',
    optionNotOffered: 'This purchase option is not available for your connection.',
    wrongPaymentRoute: 'This connection pays another way; please refresh the browser and try again.',
    connectionNotActive: 'Purchases are not available while this connection is not active.',
    basePackagePaused:
      'Purchases are not available while your base package is paused (until {{date}}). Resume it first.',
    notSubscribed: 'This product is not subscribed on this connection.',
    oneOffNotUnsubscribable: 'One-off purchases cannot be unsubscribed.',
    paymentInProgress: 'A payment for this product is still being processed.',
    regionLkOnly: 'This can be only viewed within Sri Lanka',
    regionOutsideLkOnly: 'This can only be viewed from outside of Sri Lanka.',
    idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
    idempotencyInProgress: 'This request is already being processed.',
    operatorPending: 'Your payment is being processed by your mobile operator.',
    notRetryable: 'This payment cannot be retried.',
    noMobileNumber: 'This connection has no mobile number to charge.',
  },
  voucher: {
    success: 'Success',
    invalid: 'Invalid Voucher Code',
    cardMinimum: 'Minimum amount to purchase a product in payhere is 50!',
  },
  /** Base package upgrade and downgrade (spec 001 section 2 "Package-change modal" and section 4). */
  packageChange: {
    confirm: 'Are you sure you want to {{change}} to {{package}} Package?',
    upgraded: 'Base package is successfully upgraded to {{package}}.',
    downgraded: 'Base package will be downgraded to {{package}} on {{date}}.',
    failed: '{{change}} to {{package}} Package failed. Please contact your service provider.',
    notAPackage: 'Only base packages can be changed to.',
    samePackage: 'This is already your base package.',
    noCurrentPackage: 'This connection has no base package to change.',
    notAllowed: 'This package is not available for your connection.',
    wrongDirection: 'The price of this package does not allow this change.',
    downgradeNotAllowed: 'A downgrade is not possible for this connection now.',
    changePending: 'A package change is already scheduled for this connection.',
    unsubscribeBlocked: 'This package cannot be unsubscribed until {{date}}.',
    /** An upgrade's prorated difference was refused (decision 0056): the old package stays. */
    chargeRefused: 'The payment for the upgrade to {{package}} did not go through, so your package has not changed.',
    chargeRefusedBecause:
      'The payment for the upgrade to {{package}} did not go through ({{reason}}), so your package has not changed.',
    noCardOnFile: 'There is no card on file to charge the upgrade with. Pay for a package by card first.',
  },
  /** Why a subscription's renewal charge could not be made (stored on the failed renewal payment). */
  renewal: {
    noCardOnFile: 'No card is on file to renew this subscription.',
  },
  registration: registrationMessages,
  /** Card and operator payment pages (spec 001 section 2 "Payment status pages"). */
  payment: {
    processing: 'Payment Processing....',
    doNotClose: 'Please do not close this window.',
    successful: 'Payment Successful',
    unsuccessful: 'Payment Unsuccessful',
    referenceNo: 'Reference No : {{ref}}',
    provisioning:
      'We are currently working on provisioning you with the product. You will be notified via SMS upon successful activation.',
    declined: 'The card payment was declined.',
    cancelled: 'The card payment was cancelled.',
    chargedBack: 'The card payment was charged back by the bank.',
    heldForReview:
      'Your bank is holding this payment for review. You do not need to do anything: we will send you an SMS when your bank approves or declines it.',
  },
  /** Why the api refused a card gateway's server-to-server notification (answered to the gateway, not shown). */
  /** Refunds of card payments (staff, decision 0053). */
  refund: {
    notRefundable: 'Only a paid card payment that was not charged back can be refunded.',
    tooMuch: 'At most Rs {{left}} of this payment is left to refund.',
    keyReused: 'This Idempotency-Key was used for another refund.',
    badAmount: 'Give the amount to refund in rupees, more than 0 and with at most two decimals.',
  },
  cardNotification: {
    unverified: 'The payment notification could not be verified.',
    unknownOrder: 'The payment notification is for an unknown order.',
    amountMismatch: "The payment notification's amount or currency does not match the order.",
  },
  /** Reasons the data-bundle purchase status gives; an empty answer means the purchase went through. */
  dataBundle: {
    notPurchased: 'This data bundle has not been purchased on this connection.',
    paymentFailed: 'The payment for this data bundle did not go through.',
    paymentPending: 'The payment for this data bundle is still being processed.',
    provisioningFailed: 'This data bundle could not be activated on your broadband connection.',
  },
  reactivation,
  vouchers,
  profile: profileMessages,
} as const;

export type Messages = typeof messages;

export type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key into `messages`, e.g. 'validation.emailRequired'. */
export type MessageKey = Leaves<Messages>;

/** The text at a dotted key of a catalogue (English `messages` or a translation of it), if there is one. */
export function templateAt(catalogue: unknown, key: string): string | undefined {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  return typeof node === 'string' ? node : undefined;
}

/** `template` with its {{name}} placeholders filled in; one without a value stays visible. */
export function fillPlaceholders(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match));
}

/** The English text for a key, with {{name}} placeholders filled in. Unknown keys come back unchanged. */
export function messageText(key: string, values: Record<string, string | number> = {}): string {
  return fillPlaceholders(templateAt(messages, key) ?? key, values);
}

export function isMessageKey(value: string): value is MessageKey {
  return messageText(value) !== value;
}
export type { Translation } from './messages/translation';
