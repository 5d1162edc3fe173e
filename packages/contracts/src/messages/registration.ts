/**
 * Registration, adding a connection and onboarding (spec 000 sections 2-5 and 8, spec 001 "Registration-time
 * package flow"; calls in docs/api/registration.md). The spec's words are kept
 * verbatim, spelling and spaces included.
 */
export const registrationMessages = {
  // Account login (/account-login)
  telephoneRequired: 'Telephone Number is required',
  accountNumberRequired: 'Account Number is required',
  invalidPeoNumber: 'Invalid telephone peo number',
  invalidTelephone: 'Invalid telephone number',
  invalidAccountNumber: 'Invalid account number',
  accountNumberHint: 'You can find your account number on your monthly bill.',
  // Personal details (/personaldetails)
  mobileRequired: 'Mobile Number is Required',
  mobileNineDigits: 'Please enter 9 digits starting with 7',
  mobileTenDigits: 'Please enter 10 digits starting with 07',
  passwordRequired: 'Password is Required',
  passwordRule: 'Password should be minimum 8 characters with numbers and letters',
  confirmPasswordRequired: 'Confirm Password is Required',
  passwordMismatch: 'Password and Confirm Password is not matching',
  emailRequired: ' Email is Required',
  invalidEmail: 'Invalid email address',
  nameRequired: 'Name is Required',
  firstNameRequired: 'First Name is Required',
  familyNameRequired: 'Family Name is Required',
  lastNameRequired: 'Last Name is Required',
  addressRequired: 'Address is Required',
  countryRequired: 'Country is Required',
  countryNotOffered: 'Registration is available only in Sri Lanka.',
  fieldTooLong: 'This value is too long.',
  // OTP (/verify)
  otpRequired: 'OTP is required',
  otpSent: 'OTP Sent Successfully',
  otpInvalid: 'The OTP is incorrect.',
  otpExpired: 'The OTP has expired or was already used. Please resend the OTP.',
  otpLocked: 'Too many wrong OTPs. Please resend the OTP.',
  otpNotNeeded: 'This number does not need an OTP.',
  otpVerifyFirst: 'Please verify the OTP sent to your mobile first.',
  // Non-provider details (/furtherdetails)
  npNameRequired: 'Name is required',
  npContactRequired: 'Either mobile or e-mail is required',
  districtRequired: 'District is required',
  npInvalidEmail: 'Invalid email',
  npInvalidMobile: 'Invalid mobile',
  npSaved: 'Your details have been saved.',
  // Server refusals (spec 000 section 8)
  emailInUse: 'Email is already used in another subscribed account. Please proceed with a new email.',
  alreadyRegistered: 'You have already registerd. Redirecting to login page ...',
  duplicateNumber: 'There is an existing PEOTVGO account for this number.',
  duplicateNumberNotice: 'Duplicate mobitel number: this number is already subscribed. Please try another option.',
  noFixedLineRecord: 'No fixed-line account matches this telephone number and account number.',
  consentNotGranted: 'Consent not granted',
  completeRegistration: 'Please complete your registration before logging in.',
  registrationTokenInvalid: 'This registration has expired or is not valid. Please start the registration again.',
  notWaitingForPackage: 'This connection is not waiting for a package.',
  packageNotOffered: 'This package is not available for this connection.',
  paymentPending: 'A payment for this registration is already waiting.',
  extraNotOffered: 'This extra screen cannot be added to this package.',
  extraRepeated: 'Each extra screen can be chosen only once.',
  priceChanged: 'The price has changed since the page was opened. Please check the amount and submit again.',
  consentMsisdnMismatch: 'This mobile number does not belong to this registration.',
  consentUnknown: 'This consent request is not known. Please try again.',
  consentPending: 'Consent has not been given yet.',
  nothingToRetry: 'There is no payment to retry for this registration.',
  // Connection types (spec 000 section 1)
  typeExistingTv: 'Existing PEOTV customers',
  typeVoice: 'Voice',
  typeAdsl: 'ADSL',
  typeFibre: 'Fibre',
  typeLte: '4G LTE',
  typeMobitel: 'Mobitel',
  typeOtherNetworks: 'Other networks and card users',
  // SMS and sandbox consent page
  smsOtp: 'Your PEOTVGO verification code is {{otp}}. It is valid for 10 minutes.',
  smsCompleted:
    'Welcome to PEOTVGO. Your validation code is {{code}} and your parental PIN is {{pin}}. Change the PIN from your profile.',
} as const;
