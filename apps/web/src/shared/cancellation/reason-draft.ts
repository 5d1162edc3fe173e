import type { CancellationReason, CancellationReasonCode } from '@selfcare/contracts';

/** What the subscriber has chosen and written so far in the "Why are you leaving?" question. */
export interface ReasonDraft {
  code: CancellationReasonCode | null;
  text: string;
}

export const NO_REASON: ReasonDraft = { code: null, text: '' };

/** The request's reason: none when no code is chosen (the request then goes as it always did). */
export function reasonOf(draft: ReasonDraft): CancellationReason | undefined {
  if (draft.code === null) return undefined;
  const text = draft.text.trim();
  return text ? { code: draft.code, text } : { code: draft.code };
}
