/**
 * Strings of two-step sign-in (issue 31): the section of "Sign-in and security" and the login's code
 * step. A group of its own so that it merges apart from other groups; the server's answers are the
 * contracts' `accountSecurity.twoStep`.
 */
export const twoStep = {
  section: {
    heading: 'Two-step sign-in',
    intro:
      'After your password, a code from your phone is asked when you log in on a browser not remembered, so your password alone is not enough.',
    off: 'Two-step sign-in is off.',
    onAuthenticator: 'Two-step sign-in is on with an authenticator app.',
    onSms: 'Two-step sign-in is on with codes by SMS to your mobile number ending in {{ending}}.',
    recoveryCodesLeft_one: '{{count}} recovery code left.',
    recoveryCodesLeft_other: '{{count}} recovery codes left.',
    setUpAuthenticator: 'Set up an authenticator app',
    setUpSms: 'Set up codes by SMS',
    noMobile: 'Codes by SMS need a mobile number on one of your connections.',
    turnOff: 'Turn off two-step sign-in',
    renewRecoveryCodes: 'Get new recovery codes',
  },
  authenticator: {
    title: 'Set up an authenticator app',
    scan: 'Scan this QR code with your authenticator app, or type the key below into it.',
    qrAlt: 'QR code for your authenticator app',
    key: 'Key',
    codeLabel: 'Code from the app',
    confirm: 'Turn on',
  },
  sms: {
    title: 'Set up codes by SMS',
    codeLabel: 'Code from the SMS',
    confirm: 'Turn on',
    resend: 'Send a new code',
  },
  recoveryCodes: {
    title: 'Your recovery codes',
    intro:
      'Keep these codes somewhere safe. Each one works once, when you cannot use your authenticator app. They are shown only now.',
    listLabel: 'Recovery codes',
    copy: 'Copy codes',
    copied: 'The codes are copied.',
    download: 'Download codes',
    fileName: 'selfcare-recovery-codes.txt',
    done: 'I have saved them',
  },
  renew: {
    title: 'Get new recovery codes',
    intro:
      'Type a code from your authenticator app or one of your recovery codes. Your old recovery codes stop working.',
    submit: 'Get new codes',
  },
  turnOff: {
    title: 'Turn off two-step sign-in',
    intro: 'Type your password and a code to turn it off.',
    password: 'Current password',
    codeAuthenticator: 'Code from the app, or a recovery code',
    codeSms: 'Code from the SMS',
    sendCode: 'Send me a code',
    submit: 'Turn off',
    cancel: 'Cancel',
  },
  login: {
    heading: 'Two-step sign-in',
    introAuthenticator: 'Type the code your authenticator app shows, or one of your recovery codes.',
    introSms: 'We have sent a code to your mobile number ending in {{ending}}.',
    introSmsNoNumber: 'We have sent a code to your mobile number.',
    codeAuthenticator: 'Code from the app, or a recovery code',
    codeSms: 'Code from the SMS',
    remember: 'Remember this device for 30 days',
    submit: 'Verify',
    resend: 'Send a new code',
    startOver: 'Back to login',
  },
  codeRequired: 'Type the code.',
};
