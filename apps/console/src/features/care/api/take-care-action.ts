import type { CareActionResult, CareRefundResult } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

/** What an agent does for a subscriber, and the address of each action under the subscriber. */
export type CareActionTarget =
  | { action: 'password_reset_link' | 'email_confirmation' | 'sign_out_everywhere' }
  | { action: 'device_remove'; deviceId: string }
  | { action: 'connection_suspend' | 'connection_reactivate' | 'pin_reset'; connectionId: string };

function pathOf(target: CareActionTarget): string {
  switch (target.action) {
    case 'password_reset_link':
      return 'password-reset-link';
    case 'email_confirmation':
      return 'email-confirmation';
    case 'sign_out_everywhere':
      return 'sign-out-everywhere';
    case 'device_remove':
      return `devices/${target.deviceId}/remove`;
    case 'connection_suspend':
      return `connections/${target.connectionId}/suspend`;
    case 'connection_reactivate':
      return `connections/${target.connectionId}/reactivate`;
    case 'pin_reset':
      return `connections/${target.connectionId}/reset-pin`;
  }
}

export const takeCareAction = (accountId: string, target: CareActionTarget, reason: string) =>
  apiJson<CareActionResult>(`/care/subscribers/${accountId}/actions/${pathOf(target)}`, {
    method: 'POST',
    body: { reason },
  });

/** A card payment refunded, all that is left or `amount`; the key makes a repeated click one refund. */
export const refundPayment = (
  accountId: string,
  paymentId: string,
  body: { reason: string; amount?: number },
  idempotencyKey: string,
) =>
  apiJson<CareRefundResult>(`/care/subscribers/${accountId}/actions/payments/${paymentId}/refund`, {
    method: 'POST',
    body,
    headers: { 'Idempotency-Key': idempotencyKey },
  });
