/**
 * Strings of the account-access pages ('/password', '/pwd_recovery/{id}', '/email/confirmation/{id}',
 * '/recover-username'). The spec's quoted texts are in the contracts' `accountAccess` group.
 */
export const accessPages = {
  forgotPassword: {
    title: 'Forgot Password | Selfcare',
    heading: 'Forgot Password',
    intro: 'Enter the email address you log in with, and we will email you a link to set a new password.',
    email: 'Email (Username)',
    submit: 'Submit',
    forgotUsername: 'Forgot your username?',
    backToLogin: 'Back to Login',
  },
  resetPassword: {
    title: 'Reset Password | Selfcare',
    heading: 'Reset Password',
    password: 'Password',
    confirmPassword: 'Confirm Password',
    submit: 'Submit',
    newLink: 'Ask for a new password reset link',
  },
  emailConfirmation: {
    title: 'Email Confirmation | Selfcare',
    heading: 'Email Confirmation',
    submit: 'Submit',
    resend: 'Resend confirmation email',
  },
  /** A login alert's "Not you?" link (issue 31). */
  loginAlert: {
    title: 'Was This You? | Selfcare',
    heading: 'Was this you?',
    intro:
      'If you did not log in, sign that login out now. You will then choose a new password, and every device will have to log in again.',
    submit: 'Sign it out and reset my password',
  },
  recoverUsername: {
    title: 'Recover Username | Selfcare',
    heading: 'Recover Username',
    intro:
      'Enter the mobile or telephone number of one of your connections, and we will email your username to the address of that account.',
    number: 'Mobile or telephone number',
    submit: 'Submit',
    backToLogin: 'Back to Login',
  },
  success: {
    title: 'Success!',
    ok: 'OK',
  },
} as const;
