import { ConnectionType, type ConnectionUnsubscribeResponse } from '@selfcare/contracts';
import { apiRequest } from '@/shared/api/api-client';

/** Operator-billed and card connections have their own path (spec 002 section 7). */
function unsubscribePath(connectionType: number): string {
  const ownPath = connectionType === ConnectionType.mobileOperator || connectionType === ConnectionType.prepaidCard;
  return ownPath ? '/users/v1/connections/unsubscribe' : '/users/v1/connection/unsubscribe';
}

export function unsubscribeConnection(
  connectionId: string,
  connectionType: number,
): Promise<ConnectionUnsubscribeResponse> {
  return apiRequest<ConnectionUnsubscribeResponse>(
    `${unsubscribePath(connectionType)}/${encodeURIComponent(connectionId)}`,
    { method: 'POST' },
  );
}
