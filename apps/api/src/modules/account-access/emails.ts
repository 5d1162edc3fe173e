import type { EmailMessage } from '../../integrations/email';
import { TOKEN_TTL_MINUTES } from './account-tokens';

/**
 * The e-mails of this slice. The links follow the spec's page addresses: /pwd_recovery/{name=token}
 * (the page reads the part after '=') and /email/confirmation/{token}.
 */
interface Recipient {
  email: string;
  firstName: string;
}

const SIGNATURE = 'Selfcare\nPEOTVGO subscriber self-care';

const greeting = (recipient: Recipient) => (recipient.firstName ? `Hello ${recipient.firstName},` : 'Hello,');

const hours = (minutes: number) => (minutes % 60 === 0 ? `${minutes / 60} hours` : `${minutes} minutes`);

export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/pwd_recovery/reset=${token}`;
}

export function emailConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email/confirmation/${token}`;
}

export function passwordResetEmail(recipient: Recipient, publicUrl: string, token: string): EmailMessage {
  return {
    to: recipient.email,
    subject: 'Reset your Selfcare password',
    text: [
      greeting(recipient),
      '',
      'We received a request to reset the password of your Selfcare account. Open this link to choose a new password:',
      '',
      passwordResetLink(publicUrl, token),
      '',
      `The link works once, for ${TOKEN_TTL_MINUTES.password_reset} minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function passwordChangedEmail(recipient: Recipient, publicUrl: string): EmailMessage {
  return {
    to: recipient.email,
    subject: 'Your Selfcare password has been reset',
    text: [
      greeting(recipient),
      '',
      'The password of your Selfcare account has just been reset, and every device logged in to it has been logged out. Log in with the new password at:',
      '',
      `${publicUrl}/login`,
      '',
      'If you did not reset it, ask for a new reset link at once and contact your service provider:',
      '',
      `${publicUrl}/password`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function emailConfirmationEmail(recipient: Recipient, publicUrl: string, token: string): EmailMessage {
  return {
    to: recipient.email,
    subject: 'Confirm your e-mail address for Selfcare',
    text: [
      greeting(recipient),
      '',
      'Please confirm that this e-mail address belongs to your Selfcare account. Open this link and press Submit:',
      '',
      emailConfirmationLink(publicUrl, token),
      '',
      `The link works once, for ${hours(TOKEN_TTL_MINUTES.email_confirmation)}.`,
      '',
      SIGNATURE,
    ].join('\n'),
  };
}

export function usernameReminderEmail(recipient: Recipient, publicUrl: string, numberEnding: string): EmailMessage {
  return {
    to: recipient.email,
    subject: 'Your Selfcare username',
    text: [
      greeting(recipient),
      '',
      `Someone asked for the username of the Selfcare account with a connection whose number ends in ${numberEnding}. Your username is this e-mail address:`,
      '',
      recipient.email,
      '',
      'Log in at:',
      '',
      `${publicUrl}/login`,
      '',
      'If you did not ask for this, you can ignore this e-mail.',
      '',
      SIGNATURE,
    ].join('\n'),
  };
}
