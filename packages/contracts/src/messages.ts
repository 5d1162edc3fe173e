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
    productNotFound: 'This product is not available.',
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
    invalidPrice: 'The price must be an amount of 0 or more with at most 2 decimals.',
    invalidLanguageCode: 'The language code is not valid.',
  },
  password: {
    changedTitle: 'Success!',
    changedBody: 'Your password has been changed',
    failedTitle: 'Error!',
    currentWrong: 'Current password is missed match.',
    sameAsOld: 'The new password must be different from the current password.',
  },
  /** Reasons the data-bundle purchase status gives; an empty answer means the purchase went through. */
  dataBundle: {
    notPurchased: 'This data bundle has not been purchased on this connection.',
    paymentFailed: 'The payment for this data bundle did not go through.',
    paymentPending: 'The payment for this data bundle is still being processed.',
    provisioningFailed: 'This data bundle could not be activated on your broadband connection.',
  },
} as const;

export type Messages = typeof messages;

type Leaves<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : Leaves<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

/** A dotted key into `messages`, e.g. 'validation.emailRequired'. */
export type MessageKey = Leaves<Messages>;

/** The English text for a key, with {{name}} placeholders filled in. Unknown keys come back unchanged. */
export function messageText(key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = messages;
  for (const part of key.split('.')) {
    node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined;
  }
  const template = typeof node === 'string' ? node : key;
  return template.replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(values[name] ?? match));
}

export function isMessageKey(value: string): value is MessageKey {
  return messageText(value) !== value;
}
