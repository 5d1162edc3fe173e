import { ErrorCode, type VoucherValidateRequest, type VoucherValidateResponse } from '@selfcare/contracts';
import { useQuery } from '@tanstack/react-query';
import { ApiRequestError } from '@/shared/api/api-error';
import type { TFunction } from '@/shared/i18n/translator';
import { useTranslation } from '@/shared/i18n/use-translation';
import type { PurchaseKind } from '@/shared/payment/model/purchase-kind';
import { voucherQueryOptions } from '../api/validate-voucher';
import { isCheckable, voucherCode } from '../model/voucher-rules';
import { useDebouncedValue } from './use-debounced-value';

/** Typing is checked once it pauses, so each keystroke does not spend one of the connection's attempts. */
const VOUCHER_TYPING_PAUSE_MS = 500;

/**
 * The voucher box's state (spec 001 section 4 "Voucher"): none (empty: the price stands), incomplete (too
 * short to check for a subscription), checking, valid with the server's answer, or invalid with the text
 * to show.
 */
export type VoucherState =
  | { status: 'none' }
  | { status: 'incomplete' }
  | { status: 'checking' }
  | { status: 'valid'; voucher: VoucherValidateResponse }
  | { status: 'invalid'; message: string };

export interface VoucherInput {
  typed: string;
  kind: PurchaseKind;
  /** Everything but the code; null while the price it applies to is still loading. */
  request: Omit<VoucherValidateRequest, 'code'> | null;
}

/**
 * The card minimum, the attempt limit and a failed call say what happened; any other refusal is the
 * spec's 'Invalid Voucher Code'.
 */
function invalidText(t: TFunction, error: Error): string {
  if (!(error instanceof ApiRequestError)) return t('voucher.invalid');
  if (error.code === ErrorCode.belowCardMinimum) return t('voucher.cardMinimum');
  if (error.status === 429 || error.status === 0 || error.status >= 500) return error.message;
  return t('voucher.invalid');
}

export function useVoucher({ typed, kind, request }: VoucherInput): VoucherState {
  const { t } = useTranslation();
  const code = voucherCode(typed);
  const settledCode = useDebouncedValue(code, VOUCHER_TYPING_PAUSE_MS);
  const checkable = isCheckable(code, kind);
  const ready = request !== null && checkable && settledCode === code;
  const query = useQuery(voucherQueryOptions(ready ? { ...request, code } : null));

  if (code === '') return { status: 'none' };
  if (!checkable) return { status: 'incomplete' };
  if (!ready || query.isPending) return { status: 'checking' };
  if (query.isError) return { status: 'invalid', message: invalidText(t, query.error) };
  return { status: 'valid', voucher: query.data };
}
