import type { StubNotification } from './ledger';

const NOTIFY_TIMEOUT_MS = 10_000;

/** Posts a notification to the merchant's notify_url as PayHere does: form-encoded, server to server. */
export async function postNotification(url: string, fields: Record<string, string>): Promise<StubNotification> {
  const sent = { orderId: fields.order_id ?? '', url, fields, at: new Date().toISOString() };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
    });
    await response.arrayBuffer();
    return { ...sent, status: response.status, outcome: 'delivered' };
  } catch {
    return { ...sent, status: null, outcome: 'unreachable' };
  }
}
