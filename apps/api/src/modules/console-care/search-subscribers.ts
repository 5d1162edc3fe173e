import { CARE_SEARCH_LIMIT, type CareMatchKind, type CareSearchResult } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sqlRows } from './sql-rows';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const PHONE = /^\+?[\d\s\-()]+$/;

interface Hit {
  account_id: string;
  kind: CareMatchKind;
}

/** `%text%` for ILIKE, its own `%`, `_` and `\` taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The digits a number is stored with, whichever way it was typed: '+94 77 123 4567', '0771234567' and
 * '771234567' all find '0771234567' (and '94771234567'), as the national part is looked for inside.
 */
function nationalDigits(text: string): string {
  const digits = text.replace(/\D/g, '');
  if (digits.startsWith('94') && digits.length === 11) return digits.slice(2);
  if (digits.startsWith('0') && digits.length === 10) return digits.slice(1);
  return digits;
}

/** Exact ids first: an account, a connection or a payment (transaction) id. */
async function idHits(db: DbOrTx, id: string): Promise<Hit[]> {
  return sqlRows<Hit>(
    db,
    sql`select id as account_id, 'account_id' as kind from accounts where id = ${id}::uuid
      union all
      select account_id, 'connection_id' from connections where id = ${id}::uuid
      union all
      select c.account_id, 'payment_reference' from transactions t join connections c on c.id = t.connection_id
        where t.id = ${id}::uuid`,
  );
}

/**
 * Parts of e-mails, numbers and payment references (ILIKE '%...%' on pg_trgm indexes, migration 0018),
 * each branch capped so that a common fragment never reads much.
 */
async function containsHits(db: DbOrTx, text: string): Promise<Hit[]> {
  const cap = CARE_SEARCH_LIMIT;
  const email = containing(text.toLowerCase());
  const reference = containing(text);
  const digits = PHONE.test(text) ? nationalDigits(text) : '';
  const number = digits.length >= 3 ? containing(digits) : null;
  const numberBranches = number
    ? sql`
      union all (select account_id, 'mobile' as kind from connections where mobile ilike ${number} limit ${cap})
      union all (select account_id, 'telephone_number' from connections where telephone_number ilike ${number} limit ${cap})
      union all (select account_id, 'account_number' from connections where account_number ilike ${number} limit ${cap})`
    : sql``;
  return sqlRows<Hit>(
    db,
    sql`(select id as account_id, 'email' as kind from accounts where email ilike ${email} limit ${cap})
      ${numberBranches}
      union all (select c.account_id, 'payment_reference' from transactions t join connections c on c.id = t.connection_id
        where t.gateway_order_id ilike ${reference} or t.reference_no ilike ${reference} or t.gateway_payment_id = ${text}
        limit ${cap})`,
  );
}

interface SummaryRow {
  id: string;
  email: string;
  first_name: string;
  last_name: string;
  mobiles: string[] | null;
  connection_count: number | string;
  connection_types: number[] | null;
  any_active: boolean | null;
  first_status: string | null;
}

/** '*******4567': the last four digits only. */
export const maskMobile = (mobile: string) => `${'*'.repeat(Math.max(0, mobile.length - 4))}${mobile.slice(-4)}`;

/**
 * Finds subscribers by e-mail, mobile, telephone number, account number, account or connection id, or
 * payment reference (order id, reference number, the gateway's payment id): an exact id first, else
 * parts. At most CARE_SEARCH_LIMIT accounts, in the order the matches came (ids, e-mails, numbers,
 * payments); each once, with what it matched on first.
 */
export async function searchSubscribers(db: DbOrTx, query: string): Promise<CareSearchResult[]> {
  const text = query.trim();
  let hits = UUID.test(text) ? await idHits(db, text.toLowerCase()) : [];
  if (hits.length === 0) hits = await containsHits(db, text);
  const matchedOn = new Map<string, CareMatchKind>();
  for (const hit of hits) {
    if (!matchedOn.has(hit.account_id)) matchedOn.set(hit.account_id, hit.kind);
    if (matchedOn.size === CARE_SEARCH_LIMIT) break;
  }
  if (matchedOn.size === 0) return [];
  const ids = [...matchedOn.keys()];
  const rows = await sqlRows<SummaryRow>(
    db,
    sql`select a.id, a.email, a.first_name, a.last_name,
        array_agg(c.mobile order by c.position) filter (where c.mobile is not null) as mobiles,
        count(c.id) as connection_count,
        array_agg(distinct c.connection_type) filter (where c.id is not null) as connection_types,
        bool_or(c.status = 'active') as any_active,
        (array_agg(c.status order by c.position))[1] as first_status
      from accounts a left join connections c on c.account_id = a.id
      where a.id in (${sql.join(
        ids.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      group by a.id`,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const count = Number(row.connection_count);
    return [
      {
        accountId: row.id,
        email: row.email,
        name: `${row.first_name} ${row.last_name}`.trim(),
        mobiles: [...new Set(row.mobiles ?? [])].map(maskMobile),
        connectionCount: count,
        connectionTypes: [...(row.connection_types ?? [])].map(Number).sort((a, b) => a - b),
        status: count === 0 ? 'none' : row.any_active ? 'active' : (row.first_status ?? 'none'),
        matchedOn: matchedOn.get(id) ?? 'email',
      },
    ];
  });
}
