import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { requestLanguage } from './request-language';

/**
 * Contracts' messageText in the language of the request being answered: every message the api sends
 * (answers, errors, SMS) is written with this one, never contracts' English-only messageText
 * (test/request-language.test.ts checks the sources).
 */
export function messageText(key: string, values: Record<string, string | number> = {}): string {
  return messageTextIn(requestLanguage(), key, values);
}
