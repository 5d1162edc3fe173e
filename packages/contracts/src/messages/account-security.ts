/**
 * The api's answers about sessions, login alerts and two-step sign-in (issue 31), keyed under
 * `accountSecurity.` for messageTextIn. Kept out of `messages`, whose every text the web app's first
 * paint carries: the web app shows these as the server words them.
 */
export const accountSecurityMessages = {
  sessionSignedOut: 'That session has been signed out.',
  otherSessionsSignedOut: 'Every other session has been signed out.',
  alertLinkInvalid: 'This link is not valid any more. If you did not log in, reset your password.',
  alertSessionEnded: 'That login has been signed out. Choose a new password now.',
  unknownDevice: 'an unknown browser',
  twoStep: {
    codeWrong: 'The code is not correct.',
    alreadyOn: 'Two-step sign-in is already on.',
    notOn: 'Two-step sign-in is not on.',
    noMobile: 'Your account has no mobile number to send a code to.',
    setupExpired: 'The set-up has expired. Please start again.',
    turnedOn: 'Two-step sign-in is on.',
    turnedOff: 'Two-step sign-in is off.',
    codeSent: 'A code has been sent to your mobile number ending in {{ending}}.',
    wrongStep: 'This sign-in does not use that kind of code.',
  },
} as const;

export type AccountSecurityMessages = typeof accountSecurityMessages;
