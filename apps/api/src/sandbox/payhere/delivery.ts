import type { FastifyInstance } from 'fastify';
import { NOTIFY_PATH } from '../../modules/card-payments/start-card-payment';

/** How the portal's notify route answered the notification. */
export interface Delivery {
  url: string;
  status: number;
}

/** The one address this gateway notifies: the portal's own card-payments notify route. */
export const portalNotifyUrl = (publicUrl: string) => `${publicUrl}${NOTIFY_PATH}`;

/**
 * Posts the notification to the portal's own notify route, form-encoded, in-process (app.inject), so
 * payments settle without a listening socket. Never over the network: a notify address a caller chose
 * would make the sandbox post signed notifications to any host and tell whether it answered.
 */
export async function deliverNotification(app: FastifyInstance, fields: Record<string, string>): Promise<Delivery> {
  const response = await app.inject({
    method: 'POST',
    url: NOTIFY_PATH,
    payload: new URLSearchParams(fields).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  return { url: portalNotifyUrl(app.config.publicUrl), status: response.statusCode };
}
