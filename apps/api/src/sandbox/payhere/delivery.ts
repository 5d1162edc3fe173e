import type { FastifyInstance } from 'fastify';

/** How the merchant's notify_url answered: its HTTP status, or null when it could not be reached. */
export interface Delivery {
  url: string;
  status: number | null;
}

const DELIVERY_TIMEOUT_MS = 10_000;

/**
 * Posts the notification to the merchant's notify_url, form-encoded, server to server. A notify_url on
 * this server is delivered in-process (app.inject), so payments settle without a listening socket (tests,
 * or a server behind an address it cannot reach itself); any other is posted over the network.
 */
export async function deliverNotification(
  app: FastifyInstance,
  notifyUrl: string,
  fields: Record<string, string>,
): Promise<Delivery> {
  const url = new URL(notifyUrl);
  const payload = new URLSearchParams(fields).toString();
  const headers = { 'content-type': 'application/x-www-form-urlencoded' };
  if (url.origin === new URL(app.config.publicUrl).origin) {
    const response = await app.inject({ method: 'POST', url: `${url.pathname}${url.search}`, payload, headers });
    return { url: notifyUrl, status: response.statusCode };
  }
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: payload,
      headers,
      redirect: 'manual',
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    return { url: notifyUrl, status: response.status };
  } catch (error) {
    app.log.warn({ err: error, notifyUrl }, 'sandbox gateway could not deliver a payment notification');
    return { url: notifyUrl, status: null };
  }
}
