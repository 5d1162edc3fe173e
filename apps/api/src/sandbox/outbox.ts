import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { outboxMessages } from '../db/schema';
import { operatorSandboxRules } from '../integrations/sandbox-operator-billing';
import { html, linkify, page } from './html';

const PAGE_SIZE = 200;

export async function outboxPage(db: DbOrTx, recipient: string | undefined): Promise<string> {
  const messages = await db
    .select()
    .from(outboxMessages)
    .where(recipient ? eq(outboxMessages.recipient, recipient) : undefined)
    .orderBy(desc(outboxMessages.createdAt), desc(outboxMessages.id))
    .limit(PAGE_SIZE);

  const rows = messages.map(
    (message) => html`<tr>
<td><time datetime="${message.createdAt.toISOString()}">${message.createdAt.toISOString()}</time></td>
<td>${message.channel === 'sms' ? 'SMS' : 'E-mail'}</td>
<td>${message.recipient}</td>
<td>${message.subject ?? ''}</td>
<td class="message">${linkify(message.body)}</td>
<td>${deliveryState(message)}</td>
</tr>`,
  );
  const table =
    rows.length > 0
      ? html`<table>
<thead><tr><th scope="col">Sent</th><th scope="col">Channel</th><th scope="col">Recipient</th><th scope="col">Subject</th><th scope="col">Message</th><th scope="col">Delivery</th></tr></thead>
<tbody>${rows}</tbody>
</table>`
      : html`<p class="empty">No messages${recipient ? html` for ${recipient}` : ''} yet.</p>`;

  // Whoever reads a reset link here owns that account: nobody may mistake this for a real mailbox.
  return page(
    'Test inbox',
    html`<p class="notice" role="note"><strong>This is a test inbox.</strong> The messages here were not sent to anybody: outside production the portal keeps its SMS and e-mail here instead of sending them. This page does not exist in production.</p>
<p>SMS and e-mail the system would have sent, newest first (at most ${PAGE_SIZE}).</p>
<form method="get" action="/sandbox/outbox">
<label for="recipient">Recipient</label>
<input id="recipient" name="recipient" value="${recipient ?? ''}" placeholder="e-mail or mobile number">
<button type="submit">Filter</button>
${recipient ? html`<a href="/sandbox/outbox">Show all</a>` : ''}
</form>
${table}`,
  );
}

/** Where the durable queue has got with a message: a failed one is its dead-letter state, with the reason. */
function deliveryState(message: typeof outboxMessages.$inferSelect): string {
  const tries = `${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`;
  if (message.status === 'sent') return 'sent';
  if (message.status === 'failed') return `failed after ${tries}: ${message.lastError ?? 'no reason given'}`;
  return `pending (${tries})`;
}

export function indexPage(): string {
  return page(
    'Sandbox',
    html`<p>In-process stand-ins for the external systems, for development and testing.</p>
<ul>
<li><a href="/sandbox/outbox">Test inbox</a>: the SMS and e-mail messages the system would have sent (nothing here reaches anybody).</li>
<li>Operator billing (Mobitel, connection type 6): the charge's answer depends on the mobile number's last digit.
<ul>${operatorSandboxRules.map((rule) => html`<li>ends in ${rule.lastDigit}: ${rule.outcome}</li>`)}<li>any other digit: SUCCESS</li></ul></li>
<li><a href="/sandbox/payhere">Card gateway</a>: the PayHere stand-in card payers pay through, and its test cards.</li>
</ul>`,
  );
}
