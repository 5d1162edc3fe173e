import type { UiLanguage } from '@selfcare/contracts';
import { emailTextIn } from '@selfcare/contracts/messages/emails';
import type { EmailMessage } from '../../integrations/email';
import { composeEmail, type EmailRecipient } from '../../lib/compose-email';
import { TOKEN_TTL_MINUTES } from './account-tokens';

/**
 * The e-mails of this slice, in the language of the request that caused each one (contracts'
 * e-mail catalogue). The links follow the spec's page addresses: /pwd_recovery/{name=token} (the page
 * reads the part after '=') and /email/confirmation/{token}; each stands on a line of its own.
 */
export function passwordResetLink(publicUrl: string, token: string): string {
  return `${publicUrl}/pwd_recovery/reset=${token}`;
}

export function emailConfirmationLink(publicUrl: string, token: string): string {
  return `${publicUrl}/email/confirmation/${token}`;
}

export function passwordResetEmail(
  recipient: EmailRecipient,
  publicUrl: string,
  token: string,
  language: UiLanguage,
): EmailMessage {
  const text = (key: string, values = {}) => emailTextIn(language, `passwordReset.${key}`, values);
  return composeEmail(recipient, language, text('subject'), [
    text('intro'),
    passwordResetLink(publicUrl, token),
    text('expiry', { minutes: TOKEN_TTL_MINUTES.password_reset }),
  ]);
}

export function passwordChangedEmail(recipient: EmailRecipient, publicUrl: string, language: UiLanguage): EmailMessage {
  const text = (key: string) => emailTextIn(language, `passwordChanged.${key}`);
  return composeEmail(recipient, language, text('subject'), [
    text('intro'),
    `${publicUrl}/login`,
    text('notYou'),
    `${publicUrl}/password`,
  ]);
}

export function emailConfirmationEmail(
  recipient: EmailRecipient,
  publicUrl: string,
  token: string,
  language: UiLanguage,
): EmailMessage {
  const text = (key: string, values = {}) => emailTextIn(language, `emailConfirmation.${key}`, values);
  return composeEmail(recipient, language, text('subject'), [
    text('intro'),
    emailConfirmationLink(publicUrl, token),
    text('expiry', { hours: TOKEN_TTL_MINUTES.email_confirmation / 60 }),
  ]);
}

export function usernameReminderEmail(
  recipient: EmailRecipient,
  publicUrl: string,
  numberEnding: string,
  language: UiLanguage,
): EmailMessage {
  const text = (key: string, values = {}) => emailTextIn(language, `usernameReminder.${key}`, values);
  return composeEmail(recipient, language, text('subject'), [
    text('intro', { ending: numberEnding }),
    recipient.email,
    text('logIn'),
    `${publicUrl}/login`,
    text('notYou'),
  ]);
}
