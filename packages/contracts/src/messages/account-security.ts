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
    secondStepExpired: 'This sign-in has expired. Please log in again.',
    recoveryCodesRenewed: 'Here are your new recovery codes. The old ones no longer work.',
    onlyWithAuthenticator: 'Recovery codes come with an authenticator app only.',
  },
} as const;

export type AccountSecurityMessages = typeof accountSecurityMessages;
