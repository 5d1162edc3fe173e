import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_PATTERN } from './auth';
import { basePackageSchema, moneySchema, taxLineSchema } from './catalogue';
import { catalogueIdSchema } from './catalogue-requests';
import { emailRule } from './documented-rules';
import { connectionTypeSchema, serviceTypeSchema } from './enum-schemas';
import { ConnectionType } from './enums';
import { cardCheckoutSchema, purchaseReferenceSchema, transactionResultSchema } from './purchasing';

/**
 * Registration, adding a connection and the registration-time package flow (spec 000 sections 2-5, spec
 * 001 "Registration-time package flow"). Calls: docs/api/registration.md; auth: decision 0009.
 * Validation messages are keys of the `registration` message group.
 */

/** Stable codes of this slice's refusals, next to the shared ErrorCode values. */
export const RegistrationErrorCode = {
  emailInUse: 'EMAIL_IN_USE',
  alreadyRegistered: 'ALREADY_REGISTERED',
  duplicateNumber: 'DUPLICATE_NUMBER',
  noFixedLineRecord: 'NO_FIXED_LINE_RECORD',
  invalidOtp: 'INVALID_OTP',
  otpExpired: 'OTP_EXPIRED',
  otpLocked: 'OTP_LOCKED',
  consentNotGranted: 'CONSENT_NOT_GRANTED',
  registrationIncomplete: 'REGISTRATION_INCOMPLETE',
  invalidRegistrationToken: 'INVALID_REGISTRATION_TOKEN',
} as const;
export type RegistrationErrorCodeValue = (typeof RegistrationErrorCode)[keyof typeof RegistrationErrorCode];

/** The header a logged-out registration's later steps carry (decision 0009). */
export const REGISTRATION_TOKEN_HEADER = 'registration-token';
/** 32 random bytes, base64url without padding. */
export const REGISTRATION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
export const registrationTokenHeadersSchema = z.object({
  'registration-token': z
    .string()
    .regex(REGISTRATION_TOKEN_PATTERN, 'registration.registrationTokenInvalid')
    .optional(),
});

/** The country registration is offered in (type 7's read-only country). */
export const REGISTRATION_COUNTRY = 'Sri Lanka';
/** The prefix added to a type 7 mobile when the country is Sri Lanka (spec 000 section 5). */
export const SRI_LANKA_DIALLING_PREFIX = '+94';

// Connection types -----------------------------------------------------------------------------------

export const connectionTypeKinds = ['tv', 'broadband', 'mobile', 'prepaid'] as const;
export type ConnectionTypeKind = (typeof connectionTypeKinds)[number];

export const connectionTypeOptionSchema = z.object({
  id: connectionTypeSchema,
  name: z.string(),
  kind: z.enum(connectionTypeKinds),
});
export type ConnectionTypeOption = z.infer<typeof connectionTypeOptionSchema>;
export const connectionTypeOptionListSchema = z.array(connectionTypeOptionSchema);

/**
 * The seven connection types with readable names (spec 000 section 1). Types 2-5 are the fixed-line
 * broadband / voice kinds, named by the access medium the fixed-line records carry.
 */
export const connectionTypeOptions: readonly ConnectionTypeOption[] = [
  { id: ConnectionType.existingTv, name: 'Existing PEOTV customers', kind: 'tv' },
  { id: ConnectionType.fixedLineVoice, name: 'Voice', kind: 'broadband' },
  { id: ConnectionType.fixedLineBroadband, name: 'ADSL', kind: 'broadband' },
  { id: ConnectionType.fixedLineFibre, name: 'Fibre', kind: 'broadband' },
  { id: ConnectionType.fixedLineLte, name: '4G LTE', kind: 'broadband' },
  { id: ConnectionType.mobileOperator, name: 'Mobitel', kind: 'mobile' },
  { id: ConnectionType.prepaidCard, name: 'Other networks and card users', kind: 'prepaid' },
];

export function connectionTypeKind(type: number): ConnectionTypeKind {
  if (type === ConnectionType.existingTv) return 'tv';
  if (type === ConnectionType.mobileOperator) return 'mobile';
  if (type === ConnectionType.prepaidCard) return 'prepaid';
  return 'broadband';
}

/** Types looked up in the fixed-line records and billed monthly (1-5). */
export function isFixedLineType(type: number): boolean {
  return type >= ConnectionType.existingTv && type <= ConnectionType.fixedLineLte;
}

/** The phone prefix /account-login shows before the number: +94 for 2 and 3, 0 for 4-6, none for 1 and 7. */
export function accountLoginPrefix(type: number): '' | '+94' | '0' {
  if (type === ConnectionType.fixedLineVoice || type === ConnectionType.fixedLineBroadband) return '+94';
  if (type >= ConnectionType.fixedLineFibre && type <= ConnectionType.mobileOperator) return '0';
  return '';
}

// Districts ------------------------------------------------------------------------------------------

export const districtSchema = z.object({ id: z.uuid(), districtName: z.string() });
export type District = z.infer<typeof districtSchema>;
export const districtListSchema = z.array(districtSchema);

// Account login and the fixed-line lookup ------------------------------------------------------------

/** Type 1: 10 digits, optionally '_' and one digit. */
export const PEO_TELEPHONE_PATTERN = /^\d{10}(?:_\d)?$/;
/** Type 7: 070 or 071 then 7 digits. */
export const OTHER_NETWORK_TELEPHONE_PATTERN = /^07[01]\d{7}$/;
/** Types 2-6: 9 digits (the prefix is shown beside the field). */
export const FIXED_LINE_TELEPHONE_PATTERN = /^\d{9}$/;
export const ACCOUNT_NUMBER_PATTERN = /^[A-Za-z0-9]{1,20}$/;

/** The telephone number rule and message of a connection type (spec 000 section 5 "Account login"). */
export function telephoneRule(type: number): { pattern: RegExp; message: string } {
  if (type === ConnectionType.existingTv)
    return { pattern: PEO_TELEPHONE_PATTERN, message: 'registration.invalidPeoNumber' };
  if (type === ConnectionType.prepaidCard) {
    return { pattern: OTHER_NETWORK_TELEPHONE_PATTERN, message: 'registration.invalidTelephone' };
  }
  return { pattern: FIXED_LINE_TELEPHONE_PATTERN, message: 'registration.invalidTelephone' };
}

const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, { message, abort: true }).max(max, 'registration.fieldTooLong');

const accountNumberSchema = z
  .string({ error: 'registration.accountNumberRequired' })
  .trim()
  .min(1, { message: 'registration.accountNumberRequired', abort: true })
  .regex(ACCOUNT_NUMBER_PATTERN, 'registration.invalidAccountNumber');

function telephoneNumberSchema(type: number) {
  const rule = telephoneRule(type);
  return z
    .string({ error: 'registration.telephoneRequired' })
    .trim()
    .min(1, { message: 'registration.telephoneRequired', abort: true })
    .regex(rule.pattern, rule.message);
}

/** The /account-login form of a connection type (react-hook-form). */
export function accountLoginFormSchema(type: number) {
  return z.object({
    telephoneNumber: telephoneNumberSchema(type),
    accountNumber: accountNumberSchema,
  });
}
export type AccountLoginForm = z.infer<ReturnType<typeof accountLoginFormSchema>>;

/** GET /registration/connection-details: the account-login form's values for a fixed-line type (1-5). */
export const fixedLineLookupQuerySchema = z
  .strictObject({
    connectionType: z.coerce
      .number()
      .int()
      .min(ConnectionType.existingTv, 'errors.invalidRequest')
      .max(ConnectionType.fixedLineLte, 'errors.invalidRequest'),
    telephoneNumber: z
      .string({ error: 'registration.telephoneRequired' })
      .trim()
      .min(1, 'registration.telephoneRequired')
      .max(20),
    accountNumber: accountNumberSchema,
  })
  .superRefine((query, ctx) => {
    const rule = telephoneRule(query.connectionType);
    if (!rule.pattern.test(query.telephoneNumber)) {
      ctx.addIssue({ code: 'custom', message: rule.message, path: ['telephoneNumber'] });
    }
  });
export type FixedLineLookupQuery = z.input<typeof fixedLineLookupQuerySchema>;

/** The fixed-line record: pre-fills the read-only fields of /personaldetails for types 1-5. */
export const fixedLineDetailsSchema = z.object({
  connectionType: connectionTypeSchema,
  /** In the account-login form's format: 10 digits for type 1, the 9 digits after the shown prefix for 2-5. */
  telephoneNumber: z.string(),
  accountNumber: z.string(),
  name: z.string(),
  address: z.string(),
  /** The TV base package (type 1) or the access medium (types 2-5). */
  basePackage: z.string(),
});
export type FixedLineDetails = z.infer<typeof fixedLineDetailsSchema>;

// Personal details -----------------------------------------------------------------------------------

/** Type 7 mobile: 9 digits starting with 7 (the +94 is added for Sri Lanka). */
export const PREPAID_MOBILE_PATTERN = /^7\d{8}$/;
/** Other types' mobile and type 6's contact number: 10 digits starting with 07. */
export const LOCAL_MOBILE_PATTERN = /^07\d{8}$/;

function mobileSchema(type: number) {
  const [pattern, message] =
    type === ConnectionType.prepaidCard
      ? [PREPAID_MOBILE_PATTERN, 'registration.mobileNineDigits']
      : [LOCAL_MOBILE_PATTERN, 'registration.mobileTenDigits'];
  return z
    .string({ error: 'registration.mobileRequired' })
    .trim()
    .min(1, { message: 'registration.mobileRequired', abort: true })
    .regex(pattern, message);
}

export const registrationEmailSchema = z
  .string({ error: 'registration.emailRequired' })
  .trim()
  .min(1, { message: 'registration.emailRequired', abort: true })
  .max(254, 'registration.invalidEmail')
  .pipe(z.email('registration.invalidEmail'))
  .transform((email) => email.toLowerCase())
  .meta(emailRule);

export const registrationPasswordSchema = z
  .string({ error: 'registration.passwordRequired' })
  .min(1, { message: 'registration.passwordRequired', abort: true })
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordTooLong')
  .regex(PASSWORD_PATTERN, 'registration.passwordRule');

const confirmPasswordSchema = z
  .string({ error: 'registration.confirmPasswordRequired' })
  .min(1, 'registration.confirmPasswordRequired');

/** Types 1-5: the fixed-line record's read-only fields (address required unless type 1) and the mobile. */
function fixedLineShape(type: number) {
  return {
    telephoneNumber: telephoneNumberSchema(type),
    accountNumber: accountNumberSchema,
    address:
      type === ConnectionType.existingTv
        ? z.string().trim().max(300, 'registration.fieldTooLong').optional()
        : z.string().trim().min(1, 'registration.addressRequired').max(300, 'registration.fieldTooLong'),
    basePackage: z.string().max(200).optional(),
    mobile: mobileSchema(type),
  };
}

/** Type 6: Name, Mobile Connection and Contact Number (Mobile). */
function mobileOperatorShape() {
  return {
    firstName: requiredText('registration.nameRequired'),
    // Not on the type 6 form; checked only when sent.
    lastName: requiredText('registration.lastNameRequired').optional(),
    mobile: mobileSchema(ConnectionType.mobileOperator),
    contactNo: mobileSchema(ConnectionType.mobileOperator),
  };
}

/** Type 7: First Name, Family Name, Country (read-only, Sri Lanka), City (optional) and the mobile. */
function prepaidShape() {
  return {
    firstName: requiredText('registration.firstNameRequired'),
    lastName: requiredText('registration.familyNameRequired'),
    country: requiredText('registration.countryRequired', 100),
    city: z.string().trim().max(100, 'registration.fieldTooLong').optional(),
    mobile: mobileSchema(ConnectionType.prepaidCard),
  };
}

/** The fields each connection type's personal-details form has (spec 000 section 3 form definitions). */
function personalDetailsShape(type: number) {
  if (isFixedLineType(type)) return fixedLineShape(type);
  if (type === ConnectionType.mobileOperator) return mobileOperatorShape();
  return prepaidShape();
}

const credentialsShape = {
  email: registrationEmailSchema,
  password: registrationPasswordSchema,
};

function passwordsMatch(form: { password?: string; confirmPassword?: string }) {
  return form.confirmPassword === undefined || form.password === form.confirmPassword;
}
const mismatch = { message: 'registration.passwordMismatch', path: ['confirmPassword'] };

/**
 * The /personaldetails form of a connection type (react-hook-form): with e-mail, password and its
 * confirmation when not logged in.
 */
export function personalDetailsFormSchema(type: number, loggedIn: boolean) {
  const shape = personalDetailsShape(type);
  if (loggedIn) return z.object(shape);
  return z
    .object({ ...shape, ...credentialsShape, confirmPassword: confirmPasswordSchema })
    .refine(passwordsMatch, mismatch);
}
export type PersonalDetailsForm = z.input<ReturnType<typeof personalDetailsFormSchema>>;

const typeLiteral = {
  tv: z.literal(ConnectionType.existingTv),
  broadband: z.literal([
    ConnectionType.fixedLineVoice,
    ConnectionType.fixedLineBroadband,
    ConnectionType.fixedLineFibre,
    ConnectionType.fixedLineLte,
  ]),
  mobile: z.literal(ConnectionType.mobileOperator),
  prepaid: z.literal(ConnectionType.prepaidCard),
};

function withCredentials<T extends z.ZodRawShape>(shape: T) {
  return z
    .strictObject({ ...shape, ...credentialsShape, confirmPassword: confirmPasswordSchema.optional() })
    .refine((form) => passwordsMatch(form as { password?: string; confirmPassword?: string }), mismatch);
}

const tvRequest = { connectionType: typeLiteral.tv, ...fixedLineShape(ConnectionType.existingTv) };
const broadbandRequest = { connectionType: typeLiteral.broadband, ...fixedLineShape(ConnectionType.fixedLineVoice) };
const mobileRequest = { connectionType: typeLiteral.mobile, ...mobileOperatorShape() };
const prepaidRequest = { connectionType: typeLiteral.prepaid, ...prepaidShape() };

/**
 * POST /api/users/v1/registration: the personal details of a new account's first connection. For types
 * 1-5 the read-only fields must match a fixed-line record, which the server reads again.
 */
export const signUpRequestSchema = z.discriminatedUnion(
  'connectionType',
  [
    withCredentials(tvRequest),
    withCredentials(broadbandRequest),
    withCredentials(mobileRequest),
    withCredentials(prepaidRequest),
  ],
  { error: 'errors.invalidRequest' },
);
export type SignUpRequest = z.input<typeof signUpRequestSchema>;

/** POST /api/users/v1/registration/connections: a logged-in subscriber adds a connection. */
export const addConnectionRequestSchema = z.discriminatedUnion(
  'connectionType',
  [
    z.strictObject(tvRequest),
    z.strictObject(broadbandRequest),
    z.strictObject(mobileRequest),
    z.strictObject(prepaidRequest),
  ],
  { error: 'errors.invalidRequest' },
);
export type AddConnectionRequest = z.input<typeof addConnectionRequestSchema>;

/** The mobile number as stored: '+94' and the 9 digits for a type 7 in Sri Lanka, else as typed. */
export function withCountryPrefix(mobile: string, country: string | null | undefined): string {
  return country === REGISTRATION_COUNTRY && PREPAID_MOBILE_PATTERN.test(mobile)
    ? `${SRI_LANKA_DIALLING_PREFIX}${mobile}`
    : mobile;
}

export const registrationNextSteps = ['verify', 'viewpackage'] as const;

/** 201 answer of both personal-details calls. */
export const signUpResponseSchema = z.object({
  connectionId: z.uuid(),
  telephoneNumber: z.string().nullable(),
  /** Sent back in the Registration-Token header by a logged-out registration; null when adding a connection. */
  registrationToken: z.string().nullable(),
  /** 'verify': an OTP was sent; 'viewpackage': type 6 chooses its package at once. */
  next: z.enum(registrationNextSteps),
});
export type SignUpResponse = z.infer<typeof signUpResponseSchema>;

// OTP ------------------------------------------------------------------------------------------------

export const OTP_LENGTH = 6;
/** How long a sent OTP works; the verify page tells the user and warns before it ends (WCAG 2.2.1). */
export const OTP_VALID_MINUTES = 10;

/** The /verify form (react-hook-form). */
export const otpFormSchema = z.object({
  otp: z
    .string({ error: 'registration.otpRequired' })
    .trim()
    .min(1, { message: 'registration.otpRequired', abort: true })
    .max(12, 'registration.otpInvalid'),
});
export type OtpForm = z.infer<typeof otpFormSchema>;

/** POST /api/users/v1/registration/otp. */
export const otpVerifyRequestSchema = z.strictObject({
  otp: otpFormSchema.shape.otp,
  connectionId: catalogueIdSchema,
});
export type OtpVerifyRequest = z.input<typeof otpVerifyRequestSchema>;

export const otpVerifyResponseSchema = z.object({
  connectionId: z.uuid(),
  /** 'subscribe' (types 1-5: the Confirm Account page) or 'viewpackage' (type 7). */
  next: z.enum(['subscribe', 'viewpackage']),
});
export type OtpVerifyResponse = z.infer<typeof otpVerifyResponseSchema>;

/** GET /api/users/v1/registration/otp/{connectionId}. */
export const registrationConnectionParamsSchema = z.strictObject({ connectionId: catalogueIdSchema });
export const otpResendResponseSchema = z.object({
  /** 'OTP Sent Successfully'. */
  message: z.string(),
  expiresAt: z.iso.datetime(),
});
export type OtpResendResponse = z.infer<typeof otpResendResponseSchema>;

// Packages and subscribe -----------------------------------------------------------------------------

/** GET /api/users/v1/registration/packages?connectionId -> BasePackage[]. */
export const registrationPackagesQuerySchema = z.strictObject({ connectionId: catalogueIdSchema });
export const registrationPackageListSchema = z.array(basePackageSchema);

/**
 * The package chosen and the extra screens chosen with it (the spec's add-connection payload): what
 * POST /registration/quote prices and POST /registration/subscribe buys.
 */
export const registrationOrderSchema = z.strictObject({
  connectionId: catalogueIdSchema,
  productId: catalogueIdSchema,
  purchaseOptionId: catalogueIdSchema,
  /**
   * Extra-screen products of the package's purchasableProductList, bought with it in the same payment
   * (decision 0030); each at most once.
   */
  extraPackageIds: z
    .array(catalogueIdSchema)
    .max(20)
    .refine((ids) => new Set(ids).size === ids.length, 'registration.extraRepeated')
    .meta({ uniqueItems: true })
    .default([]),
});
export type RegistrationOrder = z.input<typeof registrationOrderSchema>;

/** POST /api/users/v1/registration/subscribe (the Confirm Account and View package pages). */
export const registrationSubscribeRequestSchema = registrationOrderSchema.extend({
  /**
   * What the page showed as paid now for the whole order, taxes included (the quote's taxedPrice). When
   * sent, a server price that differs is refused (409) and nothing is charged.
   */
  amount: moneySchema.optional(),
});
export type RegistrationSubscribeRequest = z.input<typeof registrationSubscribeRequestSchema>;

/** One product of a quoted order: its price before taxes and with them. */
export const registrationQuoteLineSchema = z.object({
  productId: z.uuid(),
  name: z.string(),
  price: moneySchema,
  taxedPrice: moneySchema,
});
export type RegistrationQuoteLine = z.infer<typeof registrationQuoteLineSchema>;

/**
 * POST /api/users/v1/registration/quote: the order priced as subscribe charges it. price is before
 * taxes (what the bill and the operator show, taxes on top), taxes the order's tax table, taxedPrice
 * what one payment takes now (what the card checkout charges).
 */
export const registrationQuoteSchema = z.object({
  lines: z.array(registrationQuoteLineSchema),
  price: moneySchema,
  taxes: z.array(taxLineSchema),
  taxedPrice: moneySchema,
});
export type RegistrationQuote = z.infer<typeof registrationQuoteSchema>;

export const registrationSubscribeResponseSchema = z.discriminatedUnion('kind', [
  /** Types 1-5: charged to the monthly bill; the registration is complete. */
  z.object({ kind: z.literal('completed'), result: transactionResultSchema }),
  /** Type 7: open the card checkout; the gateway's verified notification completes it. */
  z.object({ kind: z.literal('card'), checkout: cardCheckoutSchema, result: transactionResultSchema }),
  /** Type 6: a pending purchase waiting for the operator consent. */
  z.object({ kind: z.literal('consent'), result: transactionResultSchema }),
]);
export type RegistrationSubscribeResponse = z.infer<typeof registrationSubscribeResponseSchema>;

// Operator consent (type 6) ---------------------------------------------------------------------------

/** POST /api/users/v1/registration/consent. */
export const consentRequestSchema = z.strictObject({
  connectionId: catalogueIdSchema,
  /** The connection's mobile number. */
  msisdn: z.string().trim().min(1, 'registration.mobileRequired').max(20, 'registration.mobileTenDigits'),
});
export type ConsentRequest = z.input<typeof consentRequestSchema>;

export const consentResponseSchema = z.object({
  bridgeID: z.string(),
  /** The operator's consent page, with the bridge id and the return URL. */
  consentUrl: z.string(),
});
export type ConsentResponse = z.infer<typeof consentResponseSchema>;

/** POST /api/users/v1/registration/consent/validate?bridgeId&msisdn -> TransactionResult. */
export const consentValidateQuerySchema = z.strictObject({
  bridgeId: z.string().trim().min(1, 'registration.consentNotGranted').max(100, 'registration.consentUnknown'),
  msisdn: z.string().trim().min(1, 'registration.mobileRequired').max(20, 'registration.mobileTenDigits'),
});
export type ConsentValidateQuery = z.input<typeof consentValidateQuerySchema>;

/** POST /api/users/v1/registration/retry -> TransactionResult. */
export const registrationRetryRequestSchema = z.strictObject({ connectionId: catalogueIdSchema });
export type RegistrationRetryRequest = z.input<typeof registrationRetryRequestSchema>;

// Completion -----------------------------------------------------------------------------------------

/** GET /api/users/v1/registration/{connectionId}/completion (/auth, /authcode). */
/**
 * The registration's latest card or operator payment, so a logged-out /paymentStatus can read its
 * outcome, reference and card without a session; `description` is the gateway's or operator's reason.
 */
export const registrationPaymentSchema = purchaseReferenceSchema.extend({ description: z.string().nullable() });
export type RegistrationPayment = z.infer<typeof registrationPaymentSchema>;

export const registrationCompletionSchema = z.object({
  /** The base package is paid: false while pending registration, and while a suspended connection chooses a new one. */
  completed: z.boolean(),
  /** The validation code for first login to the apps; null until completed. */
  authCode: z.string().nullable(),
  email: z.string(),
  telephoneNumber: z.string().nullable(),
  mobile: z.string().nullable(),
  connectionType: connectionTypeSchema,
  serviceType: serviceTypeSchema,
  broadband: z.boolean(),
  /** A data bundle was bought with the package: /auth checks its status on load. */
  dataBundleIncluded: z.boolean(),
  /**
   * The bundle's purchase status as GET data-bundle-purchase-status answers it ('' went through, else
   * the reason), read here so a logged-out /auth can check it too; null without a bundle.
   */
  dataBundleStatus: z.string().nullable(),
  /** The chosen base package, once chosen. */
  productName: z.string().nullable(),
  /** What was charged, when paid. */
  amount: moneySchema.nullable().optional(),
  /** Null for bill-paid types 1-5 and before a payment starts. */
  payment: registrationPaymentSchema.nullable(),
});
export type RegistrationCompletion = z.infer<typeof registrationCompletionSchema>;

/**
 * GET /api/users/v1/registration/settings: how sign-up is reached. With an external registration site
 * configured (EXTERNAL_REGISTRATION_URL), 'New User? Create an Account' and '/customer/selection'
 * without `t` go there; without one (the default) they lead into this portal's own registration.
 */
export const registrationSettingsSchema = z.object({ externalRegistrationUrl: z.url().nullable() });
export type RegistrationSettings = z.infer<typeof registrationSettingsSchema>;

// Non-provider details -------------------------------------------------------------------------------

export const NON_PROVIDER_MOBILE_PATTERN = /^07\d{8}$/;

/** POST /api/users/v1/non-provider-details and the /furtherdetails form (react-hook-form). */
export const nonProviderDetailsSchema = z
  .strictObject({
    // Not aborting, unlike requiredText: an aborted field would hide the contact rule below.
    name: z
      .string({ error: 'registration.npNameRequired' })
      .trim()
      .min(1, 'registration.npNameRequired')
      .max(200, 'registration.fieldTooLong'),
    mobile: z
      .string()
      .trim()
      .regex(NON_PROVIDER_MOBILE_PATTERN, 'registration.npInvalidMobile')
      .or(z.literal(''))
      .nullish(),
    email: z
      .string()
      .trim()
      .max(254, 'registration.npInvalidEmail')
      .pipe(z.email('registration.npInvalidEmail'))
      .transform((email) => email.toLowerCase())
      .meta(emailRule)
      .or(z.literal(''))
      .nullish(),
    /** The district's id. */
    district: z.uuid('registration.districtRequired'),
    /** A fixed-line number the visitor holds, if any. */
    sltNumber: z.string().trim().max(20, 'registration.invalidTelephone').nullish(),
  })
  .refine((form) => Boolean(form.mobile) || Boolean(form.email), {
    message: 'registration.npContactRequired',
    path: ['mobile'],
    // Checked with the other fields, so an empty form lists every missing item at once.
    when: ({ value }) => typeof value === 'object' && value !== null,
  })
  // The refinement in JSON Schema (documented-rules.ts): a mobile number or an e-mail address, or both.
  .meta({
    anyOf: ['mobile', 'email'].map((field) => ({
      required: [field],
      properties: { [field]: { type: 'string', minLength: 1 } },
    })),
  });
export type NonProviderDetailsRequest = z.input<typeof nonProviderDetailsSchema>;
export const nonProviderDetailsFormSchema = nonProviderDetailsSchema;
export type NonProviderDetailsForm = z.input<typeof nonProviderDetailsFormSchema>;
