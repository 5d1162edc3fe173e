import type { ConnectionDetails } from '@selfcare/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { connectionsQueryOptions } from '@/shared/account/api/get-connections';
import { NO_REASON, reasonOf } from '@/shared/cancellation/reason-draft';
import { ReasonFields } from '@/shared/cancellation/reason-fields';
import { useTranslation } from '@/shared/i18n/use-translation';
import { newIdempotencyKey } from '@/shared/payment/api/idempotency';
import { storeSelectedConnection } from '@/shared/session/select-connection';
import { clearSession } from '@/shared/session/storage';
import { Button } from '@/shared/ui/button';
import { unsubscribeConnection } from '../api/unsubscribe-connection';
import { leavesListAtOnce } from '../model/connection-rules';
import { ConfirmFlow } from './confirm-flow';

/**
 * Unsubscribe the connection (spec 002 section 4). When the success dialog closes the connections are
 * read again: with none left the session ends; otherwise a type 1-5 connection has left the list and
 * the first remaining one becomes the selected one, and every read of the page is refreshed. Each
 * confirm dialog gets its own Idempotency-Key, sent with every try of that confirmation, and starts with no
 * reason chosen: the optional 'Why are you leaving?' under the question (decision 0071).
 */
export function UnsubscribeConnectionButton({ details }: { details: ConnectionDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const idempotencyKey = useRef('');
  const [reason, setReason] = useState(NO_REASON);

  const afterUnsubscribe = async () => {
    const connections = await queryClient.fetchQuery({ ...connectionsQueryOptions(), staleTime: 0 });
    const remaining = leavesListAtOnce(details)
      ? connections.filter((connection) => connection.connectionId !== details.connectionId)
      : connections;
    const [first] = remaining;
    if (!first) {
      clearSession();
      queryClient.clear();
      void navigate('/login', { replace: true });
      return;
    }
    if (leavesListAtOnce(details)) storeSelectedConnection(first, connections.indexOf(first));
    await queryClient.invalidateQueries();
  };

  return (
    <ConfirmFlow
      trigger={(open) => (
        <Button
          variant="secondary"
          onClick={() => {
            idempotencyKey.current = newIdempotencyKey();
            setReason(NO_REASON);
            open();
          }}
        >
          {t('profilePage.unsubscribe.button')}
        </Button>
      )}
      title={t('profilePage.unsubscribe.title')}
      question={t('profilePage.unsubscribe.confirm')}
      details={(sending) => <ReasonFields value={reason} onChange={setReason} disabled={sending} />}
      action={() =>
        unsubscribeConnection(details.connectionId, details.connectionType, idempotencyKey.current, reasonOf(reason))
      }
      successText={() => t('profile.unsubscribed')}
      onDone={() => void afterUnsubscribe()}
    />
  );
}
