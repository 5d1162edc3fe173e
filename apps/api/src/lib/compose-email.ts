import type { UiLanguage } from '@selfcare/contracts';
import { emailTextIn } from '@selfcare/contracts/messages/emails';
import type { EmailMessage } from '../integrations/email';

export interface EmailRecipient {
  email: string;
  firstName: string;
}

/**
 * An e-mail from the contracts' e-mail catalogue: the paragraphs (links on lines of their own) with a
 * blank line between each, the greeting first and the signature last, in `language`.
 */
export function composeEmail(
  recipient: EmailRecipient,
  language: UiLanguage,
  subject: string,
  paragraphs: string[],
): EmailMessage {
  const greeting = recipient.firstName
    ? emailTextIn(language, 'greeting', { name: recipient.firstName })
    : emailTextIn(language, 'greetingNoName');
  return {
    to: recipient.email,
    subject,
    text: [greeting, ...paragraphs, emailTextIn(language, 'signature')].join('\n\n'),
  };
}
