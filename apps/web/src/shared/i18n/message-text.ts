import { isMessageKey } from '@selfcare/contracts';
import type { TFunction } from '@/shared/i18n/translator';

/** Schema errors carry contracts message keys; anything else is already text and is shown as given. */
export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (message === undefined) return undefined;
  return isMessageKey(message) ? t(message) : message;
}
