import type { CareTimeline, CareTimelineItem, CareTimelineKind } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { invalidInput } from '../console/console-errors';
import { type CareActor, recordCareAudit } from './care-audit';
import { isoOf, sqlRows } from './sql-rows';
import { accountNotFound } from './subscriber-page';

interface TimelineRow {
  id: string;
  at: Date | string;
  /** `at` in UTC with its microseconds: the cursor compares with it exactly. */
  at_key: string;
  kind: CareTimelineKind;
  name: string;
  status: string | null;
  details: Record<string, unknown> | string | null;
}

/** An instant as the statement prints it: UTC, microseconds. */
const AT_KEY = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/;

/** The opaque `before`: the last item's instant (microseconds) and id. */
const encodeCursor = (row: TimelineRow) => Buffer.from(JSON.stringify([row.at_key, row.id])).toString('base64url');

function decodeCursor(before: string): { at: string; id: string } {
  try {
    const [at, id] = JSON.parse(Buffer.from(before, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && typeof id === 'string' && AT_KEY.test(at)) {
      return { at, id };
    }
  } catch {
    // falls through to the refusal
  }
  throw invalidInput('The timeline cursor is not one this api gave.');
}

const AUDIT_DETAILS = sql`jsonb_strip_nulls(jsonb_build_object('action', l.action, 'outcome', l.outcome,
  'subjectType', l.subject_type, 'subjectId', l.subject_id, 'staffId', l.staff_id, 'ipAddress', l.ip_address))
  || coalesce(case when jsonb_typeof(l.details) = 'object' then l.details end, '{}'::jsonb)`;

/** An English sentence for each item. */
function summaryOf(row: TimelineRow, details: Record<string, unknown>): string {
  switch (row.kind) {
    case 'purchase':
      return `Purchase of ${row.name} (${String(details.option ?? 'bundled')}), now ${row.status}, at Rs ${String(details.price)}.`;
    case 'payment':
      return `${String(details.route)} payment of Rs ${String(details.amount)} for ${row.name}: ${row.status}.`;
    case 'message':
      return `${row.name === 'sms' ? 'SMS' : 'E-mail'} ${row.status === 'sent' ? 'sent' : row.status === 'failed' ? 'not delivered' : 'waiting to be sent'}${details.subject ? `: "${String(details.subject)}"` : ''}.`;
    case 'staff': {
      const reason = details.reason ? ` Reason: ${String(details.reason)}` : '';
      return `Staff action ${row.name.replace(/^console\./, '')} (${row.status}).${reason}`;
    }
    default:
      return `${row.name} (${row.status}).`;
  }
}

/**
 * One newest-first timeline of an account (issue 28): its audit rows (logins, purchases, failures) and the
 * staff actions on it, its purchases, payments and the messages sent to its e-mail and mobiles (channel,
 * subject and delivery only: never a body, which may hold a code or a link). One statement, keyset
 * paged on (at, id). Each page read is audited (`console.care_timeline_view`); staff views of the page
 * and the timeline are left out of it: they are not events of the account, and would bury them.
 */
export async function readTimeline(
  db: DbOrTx,
  input: { accountId: string; before?: string; limit: number },
  actor: CareActor,
): Promise<CareTimeline> {
  const exists = await sqlRows<{ id: string }>(db, sql`select id from accounts where id = ${input.accountId}::uuid`);
  if (exists.length === 0) throw accountNotFound();
  const cursor = input.before ? decodeCursor(input.before) : null;
  const account = sql`${input.accountId}::uuid`;
  const after = cursor
    ? sql`where (items.at, items.id collate "C") < (${cursor.at}::timestamptz, ${cursor.id} collate "C")`
    : sql``;
  const rows = await sqlRows<TimelineRow>(
    db,
    sql`select items.*, to_char(items.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key from (
        select 'audit:' || l.id as id, l.occurred_at as at,
          case when l.staff_id is null then 'audit' else 'staff' end as kind, l.action as name, l.outcome as status,
          ${AUDIT_DETAILS} as details
        from audit_log l where l.account_id = ${account}
        union all
        select 'audit:' || l.id, l.occurred_at, 'staff', l.action, l.outcome, ${AUDIT_DETAILS}
        from audit_log l
        where l.account_id is null and l.subject_type = 'account' and l.subject_id = ${input.accountId}
          and l.action not in ('console.care_view', 'console.care_timeline_view')
        union all
        select 'purchase:' || pu.id, pu.purchased_at, 'purchase', p.name, pu.status,
          jsonb_build_object('purchaseId', pu.id, 'connectionId', pu.connection_id, 'option', po.name,
            'purchaseType', pu.purchase_type, 'paymentMethod', pu.payment_method, 'price', pu.price)
        from purchases pu join connections c on c.id = pu.connection_id join products p on p.id = pu.product_id
          left join purchase_options po on po.id = pu.purchase_option_id
        where c.account_id = ${account} and not pu.is_bundled
        union all
        select 'payment:' || t.id, t.created_at, 'payment', t.item_name, t.status,
          jsonb_build_object('paymentId', t.id, 'connectionId', t.connection_id, 'purpose', t.purpose,
            'route', lower(t.channel), 'amount', t.amount, 'orderId', t.gateway_order_id)
        from transactions t join connections c on c.id = t.connection_id
        where c.account_id = ${account}
        union all
        select 'message:' || m.id, m.created_at, 'message', m.channel, m.status,
          jsonb_strip_nulls(jsonb_build_object('messageId', m.id, 'channel', m.channel,
            'subject', case when m.channel = 'email' then m.subject end, 'sentAt', m.sent_at))
        from outbox_messages m
        where m.recipient in (select email from accounts where id = ${account}
          union select mobile from connections where account_id = ${account} and mobile is not null)
      ) items
      ${after}
      order by items.at desc, items.id collate "C" desc
      limit ${input.limit + 1}`,
  );
  await recordCareAudit(db, actor, {
    action: 'timeline_view',
    accountId: input.accountId,
    details: cursor ? { before: cursor.at } : undefined,
  });
  const page = rows.slice(0, input.limit);
  const items: CareTimelineItem[] = page.map((row) => {
    const details = (typeof row.details === 'string' ? JSON.parse(row.details) : (row.details ?? {})) as Record<
      string,
      unknown
    >;
    return { id: row.id, at: isoOf(row.at), kind: row.kind, summary: summaryOf(row, details), details };
  });
  const last = page.at(-1);
  return { items, nextBefore: rows.length > input.limit && last ? encodeCursor(last) : null };
}
