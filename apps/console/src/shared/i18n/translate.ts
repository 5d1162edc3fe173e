import { isMessageKey, messageText } from '@selfcare/contracts';
import { en, type MessageKey } from './en';

/** The console's text for `key`, with `{name}` placeholders filled from `values`. English only for now. */
export function t(key: MessageKey, values: Record<string, string | number> = {}): string {
  return en[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A contracts validation key (e.g. from a shared zod schema) as text; any other message as it is. */
export function validationText(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return isMessageKey(message) ? messageText(message) : message;
}
