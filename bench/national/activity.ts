// What the subscribers' activity leaves behind besides their purchases: audit rows (logins and
// purchases), sessions, the e-mail each purchase sent with its delivery job, and the portal's
// anonymous analytics events.
import { REGISTRATION_FUNNEL_STEPS } from '@selfcare/contracts';
import { emailOf, PLAN_TABLE } from './plan';
import { BATCH_PURCHASES_TABLE } from './purchases';
import { asOf, hash, pick, uuidFrom } from './sql';

const PAGES = ['/', '/', '/packages', '/ondemand', '/products/:id', '/profile', '/profile/purchases', '/login'];
const REFERRERS = ['www.google.com', 'www.facebook.com', 'www.slt.lk'];

export const activityStatements = (asOfDate: string, pageViewsPerSubscriber: number) => {
  const now = asOf(asOfDate);
  const accounts = `(select n, account_id, min(created_at) as created_at from ${PLAN_TABLE} group by n, account_id)`;
  return [
    // One to twelve logins an account over its history, the last one's session still open.
    `insert into audit_log (occurred_at, account_id, action, subject_type, subject_id, outcome, ip_address)
     select a.created_at + (${now} - a.created_at) * ((i + 0.5) / 12), a.account_id, 'auth.login', 'account',
            ${emailOf('a.n')}, 'success', '10.' || (${hash(`'ip:' || a.n`)} % 250) || '.' || (i * 20) || '.7'
       from ${accounts} a cross join lateral generate_series(0, ${hash(`'logins:' || a.n`)} % 12) i`,
    `insert into sessions (id, account_id, created_at, last_seen_at, expires_at)
     select ${uuidFrom(`'session:' || account_id`)}, account_id, ${now} - interval '1 hour', ${now} - interval '1 hour',
            ${now} + interval '7 days'
       from ${accounts} a`,
    `insert into audit_log (occurred_at, account_id, action, subject_type, subject_id, outcome, details)
     select u.purchased_at, p.account_id, 'purchase.subscribe', 'purchase', u.id::text,
            case when u.status = 'PURCHASE_FAILED' then 'failure' else 'success' end,
            jsonb_build_object('connectionId', u.connection_id, 'productId', u.product_id,
                               'purchaseOptionId', u.purchase_option_id, 'method', u.payment_method)
       from ${BATCH_PURCHASES_TABLE} u join ${PLAN_TABLE} p on p.connection_id = u.connection_id`,
    // A real transport empties a sent message's body (outbox.ts); the receipt of every paid purchase.
    `insert into outbox_messages (id, channel, recipient, subject, body, created_at, status, attempts, sent_at)
     select ${uuidFrom(`'receipt:' || u.id`)}, 'email', ${emailOf('p.n')}, 'Your purchase of ' || pr.name, '',
            u.purchased_at, 'sent', 1, u.purchased_at + interval '10 seconds'
       from ${BATCH_PURCHASES_TABLE} u join ${PLAN_TABLE} p on p.connection_id = u.connection_id join products pr on pr.id = u.product_id
      where u.status <> 'PURCHASE_FAILED'`,
    // pg-boss keeps a completed delivery job 12 hours in its job table, then 7 days in its archive.
    `insert into pgboss.job (id, name, data, state, retry_limit, start_after, started_on, created_on, completed_on, keep_until)
     select ${uuidFrom(`'job:' || m.id`)}, 'deliver-message', jsonb_build_object('messageId', m.id), 'completed', 8,
            m.at, m.at, m.at, m.at + interval '10 seconds', m.at + interval '14 days'
       from ${recentReceipts(now, '12 hours', '0 hours')} m`,
    `insert into pgboss.archive (id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff,
                                 start_after, started_on, expire_in, created_on, completed_on, keep_until, archived_on)
     select ${uuidFrom(`'job:' || m.id`)}, 'deliver-message', 0, jsonb_build_object('messageId', m.id), 'completed',
            8, 0, 0, false, m.at, m.at, interval '15 minutes', m.at, m.at + interval '10 seconds',
            m.at + interval '14 days', m.at + interval '12 hours'
       from ${recentReceipts(now, '7 days', '12 hours')} m`,
    // Anonymous page views (no account: analytics.ts), and each connection's registration funnel.
    `insert into analytics_events (day, occurred_at, type, visitor, device, path, referrer_host, language)
     select (at at time zone 'Asia/Colombo')::date, at, 'page_view', left(md5('visitor:' || g), 16),
            ${pick(['mobile', 'mobile', 'desktop', 'tablet'], `'device:' || g`)}, ${pick(PAGES, `'page:' || g`)},
            case when ${hash(`'referred:' || g`)} % 3 = 0 then ${pick(REFERRERS, `'referrer:' || g`)} end,
            ${pick(['en', 'en', 'si', 'ta'], `'language:' || g`)}
       from (select g, ${now} - (${hash(`'when:' || g`)} % (730 * 86400)) * interval '1 second' as at
               -- subscriber n's views are numbered n * views to n * views + views - 1
               from (select distinct n::bigint * ${pageViewsPerSubscriber} as first from ${PLAN_TABLE}) s
              cross join lateral generate_series(s.first, s.first + ${pageViewsPerSubscriber} - 1) g) views`,
    `insert into analytics_events (day, occurred_at, type, visitor, device, language, funnel, step, connection_type)
     select (at at time zone 'Asia/Colombo')::date, at, 'funnel_step', left(md5('visitor:' || connection_id), 16),
            'mobile', 'en', 'registration', (array['${REGISTRATION_FUNNEL_STEPS.join("', '")}'])[s], connection_type
       from (select p.*, s, p.created_at - (${REGISTRATION_FUNNEL_STEPS.length} - s) * interval '1 minute' as at
               from ${PLAN_TABLE} p cross join generate_series(1, ${REGISTRATION_FUNNEL_STEPS.length}) s
              where p.status <> 'pending_registration' or s <= 2) steps`,
  ];
};

/** The receipts (ids and times) of the plan's purchases made between `from` and `to` before the end of the history. */
const recentReceipts = (now: string, from: string, to: string) =>
  `(select ${uuidFrom(`'receipt:' || u.id`)} as id, u.purchased_at as at
      from ${BATCH_PURCHASES_TABLE} u join ${PLAN_TABLE} p on p.connection_id = u.connection_id
     where u.status <> 'PURCHASE_FAILED'
       and u.purchased_at > ${now} - interval '${from}' and u.purchased_at <= ${now} - interval '${to}')`;
