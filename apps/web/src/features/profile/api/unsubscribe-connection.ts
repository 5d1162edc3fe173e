import { type CancellationReason, ConnectionType, type ConnectionUnsubscribeResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';
import { idempotencyHeaders } from '@/shared/payment/api/idempotency';

/** Operator-billed and card connections have their own path (spec 002 section 7). */
function unsubscribePath(connectionType: number): string {
  const ownPath = connectionType === ConnectionType.mobileOperator || connectionType === ConnectionType.prepaidCard;
  return ownPath ? '/users/v1/connections/unsubscribe' : '/users/v1/connection/unsubscribe';
}

/**
 * Unsubscribes a whole connection. The Idempotency-Key is one per confirmation: a retry of it gets the
 * first answer back instead of the 409 a second unsubscribe gets (decision 0010). The reason, when given,
 * goes in the body (decision 0071).
 */
export function unsubscribeConnection(
  connectionId: string,
  connectionType: number,
  idempotencyKey: string,
  reason?: CancellationReason,
): Promise<ConnectionUnsubscribeResponse> {
  return apiRequest<ConnectionUnsubscribeResponse>(
    `${unsubscribePath(connectionType)}/${encodeURIComponent(connectionId)}`,
    { method: 'POST', headers: idempotencyHeaders(idempotencyKey), ...(reason && { body: { reason } }) },
  );
}
