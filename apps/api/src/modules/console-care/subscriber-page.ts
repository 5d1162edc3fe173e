import { CARE_PAGE_ROWS, type CareConnection, type CareSubscriber } from '@selfcare/contracts';
import { sql } from 'drizzle-orm';
import type { LoginRateLimitSettings } from '../../config';
import type { DbOrTx } from '../../db/client';
import { livePurchaseStatuses } from '../../db/schema';
import { notFoundText } from '../console/console-errors';
import { type CareActor, recordCareAudit } from './care-audit';
import { isoOf, rupeesOf, sqlRows } from './sql-rows';

type Instant = Date | string;

export const accountNotFound = () => notFoundText('No subscriber has this account id.');

const live = sql.join(
  livePurchaseStatuses.map((status) => sql`${status}`),
  sql`, `,
);

/** The card's last four digits from the gateway's mask ('************4242'). */
export const lastFour = (mask: string | null) => (mask ? mask.replace(/\D/g, '').slice(-4) || null : null);

/**
 * A subscriber's page (issue 28): account, connections with their base package, the latest purchases and
 * payments, vouchers, devices and profiles (names only). Viewing it is audited (`console.care_view`).
 */
export async function readSubscriber(
  db: DbOrTx,
  accountId: string,
  actor: CareActor,
  limits: LoginRateLimitSettings,
): Promise<CareSubscriber> {
  const [account] = await sqlRows<{
    id: string;
    email: string;
    email_confirmed_at: Instant | null;
    first_name: string;
    last_name: string;
    language: string;
    created_at: Instant;
    locked: boolean;
    active_sessions: number | string;
  }>(
    db,
    sql`select a.id, a.email, a.email_confirmed_at, a.first_name, a.last_name, a.language, a.created_at,
        exists (select 1 from rate_limit_counters r where r.key = 'login:account:' || a.email
          and r.hits >= ${limits.perAccountFromNewAddresses} and r.reset_at > now()) as locked,
        (select count(*) from sessions s where s.account_id = a.id and s.revoked_at is null and s.expires_at > now())
          as active_sessions
      from accounts a where a.id = ${accountId}::uuid`,
  );
  if (!account) throw accountNotFound();

  const connectionRows = await sqlRows<{
    id: string;
    name: string;
    connection_type: number;
    service_type: string;
    status: CareConnection['status'];
    telephone_number: string | null;
    account_number: string | null;
    mobile: string | null;
    broadband: boolean;
    pending_termination_date: string | null;
    left_account_at: Instant | null;
    created_at: Instant;
    base_package: string | null;
  }>(
    db,
    sql`select c.id, c.name, c.connection_type, c.service_type, c.status, c.telephone_number, c.account_number,
        c.mobile, c.broadband, c.pending_termination_date::text as pending_termination_date, c.left_account_at,
        c.created_at,
        (select p.name from purchases pu join products p on p.id = pu.product_id
           join product_types pt on pt.id = p.product_type_id
          where pu.connection_id = c.id and not pu.is_bundled and pu.status in (${live})
            and pt.type_name in ('package', 'promotionalpackage')
          order by pu.purchased_at desc limit 1) as base_package
      from connections c where c.account_id = ${accountId}::uuid order by c.position, c.created_at`,
  );

  const purchaseRows = await sqlRows<{
    id: string;
    connection_id: string;
    product: string;
    product_type: string;
    option: string | null;
    purchase_type: string;
    status: string;
    payment_status: string | null;
    payment_method: string;
    price: string;
    is_bundled: boolean;
    purchased_at: Instant;
    billing_start_date: string;
    billing_end_date: string | null;
    unsubscribed_at: Instant | null;
    ended_at: Instant | null;
  }>(
    db,
    sql`select pu.id, pu.connection_id, p.name as product, pt.type_name as product_type, po.name as option,
        pu.purchase_type, pu.status, pu.payment_status, pu.payment_method, pu.price, pu.is_bundled, pu.purchased_at,
        pu.billing_start_date::text as billing_start_date, pu.billing_end_date::text as billing_end_date,
        pu.unsubscribed_at, pu.ended_at
      from purchases pu join connections c on c.id = pu.connection_id
        join products p on p.id = pu.product_id join product_types pt on pt.id = p.product_type_id
        left join purchase_options po on po.id = pu.purchase_option_id
      where c.account_id = ${accountId}::uuid
      order by pu.purchased_at desc, pu.id desc limit ${CARE_PAGE_ROWS}`,
  );

  const paymentRows = await sqlRows<{
    id: string;
    connection_id: string;
    purpose: string;
    item_name: string;
    amount: string;
    channel: string;
    method: string | null;
    card_mask: string | null;
    status: string;
    gateway_order_id: string | null;
    reference_no: string | null;
    gateway_payment_id: string | null;
    description: string | null;
    refunded: string | null;
    charged_back_at: Instant | null;
    created_at: Instant;
  }>(
    db,
    sql`select t.id, t.connection_id, t.purpose, t.item_name, t.amount, t.channel, t.method, t.card_mask, t.status,
        t.gateway_order_id, t.reference_no, t.gateway_payment_id, t.description, t.charged_back_at, t.created_at,
        (select coalesce(sum(r.amount), 0) from refunds r where r.transaction_id = t.id and r.status <> 'FAILURE')
          as refunded
      from transactions t join connections c on c.id = t.connection_id
      where c.account_id = ${accountId}::uuid
      order by t.created_at desc, t.id desc limit ${CARE_PAGE_ROWS}`,
  );

  const voucherRows = await sqlRows<{
    id: string;
    connection_id: string;
    name: string;
    own: boolean;
    price: string;
    remaining_count: number | null;
    remaining_value: string | null;
    purchased_at: Instant;
    expires_at: Instant;
    redeemed: boolean;
  }>(
    db,
    sql`select v.id, v.connection_id, g.voucher_name as name, v.own, v.price, v.remaining_count, v.remaining_value,
        v.purchased_at, v.expires_at, v.redeemed_by_connection_id is not null as redeemed
      from purchased_vouchers v join connections c on c.id = v.connection_id join gift_vouchers g on g.id = v.gift_voucher_id
      where c.account_id = ${accountId}::uuid order by v.purchased_at desc limit ${CARE_PAGE_ROWS}`,
  );

  const deviceRows = await sqlRows<{
    id: string;
    connection_id: string;
    name: string;
    model: string;
    created_at: Instant;
  }>(
    db,
    sql`select d.id, d.connection_id, d.name, d.device_model as model, d.created_at
      from devices d join connections c on c.id = d.connection_id
      where c.account_id = ${accountId}::uuid order by d.created_at desc`,
  );

  const profileRows = await sqlRows<{
    id: string;
    connection_id: string;
    name: string;
    default_profile: boolean;
    parental_rating: string;
  }>(
    db,
    sql`select p.id, p.connection_id, p.name, p.default_profile, p.parental_rating
      from profiles p join connections c on c.id = p.connection_id
      where c.account_id = ${accountId}::uuid order by p.connection_id, p.default_profile desc, p.created_at`,
  );

  await recordCareAudit(db, actor, { action: 'view', accountId });

  return {
    account: {
      id: account.id,
      email: account.email,
      emailConfirmed: account.email_confirmed_at !== null,
      firstName: account.first_name,
      lastName: account.last_name,
      language: account.language,
      createdAt: isoOf(account.created_at),
      locked: account.locked,
      activeSessions: Number(account.active_sessions),
    },
    connections: connectionRows.map((row) => ({
      id: row.id,
      name: row.name,
      connectionType: row.connection_type,
      serviceType: row.service_type,
      status: row.status,
      telephoneNumber: row.telephone_number,
      accountNumber: row.account_number,
      mobile: row.mobile,
      broadband: row.broadband,
      pendingTerminationDate: row.pending_termination_date,
      leftAccount: row.left_account_at !== null,
      basePackage: row.base_package,
      createdAt: isoOf(row.created_at),
    })),
    purchases: purchaseRows.map((row) => ({
      id: row.id,
      connectionId: row.connection_id,
      product: row.product,
      productType: row.product_type,
      option: row.option,
      purchaseType: row.purchase_type,
      status: row.status,
      paymentStatus: row.payment_status,
      paymentMethod: row.payment_method,
      price: rupeesOf(row.price),
      isBundled: row.is_bundled,
      purchasedAt: isoOf(row.purchased_at),
      billingStartDate: row.billing_start_date,
      billingEndDate: row.billing_end_date,
      unsubscribedAt: row.unsubscribed_at ? isoOf(row.unsubscribed_at) : null,
      endedAt: row.ended_at ? isoOf(row.ended_at) : null,
    })),
    payments: paymentRows.map((row) => ({
      id: row.id,
      connectionId: row.connection_id,
      purpose: row.purpose,
      item: row.item_name,
      amount: rupeesOf(row.amount),
      route: row.channel.toLowerCase(),
      method: row.method,
      cardLastFour: lastFour(row.card_mask),
      status: row.status,
      orderId: row.gateway_order_id,
      referenceNo: row.reference_no,
      gatewayReference: row.gateway_payment_id,
      description: row.description,
      refunded: rupeesOf(row.refunded ?? 0),
      chargedBack: row.charged_back_at !== null,
      createdAt: isoOf(row.created_at),
    })),
    vouchers: voucherRows.map((row) => ({
      id: row.id,
      connectionId: row.connection_id,
      name: row.name,
      own: row.own,
      price: rupeesOf(row.price),
      remainingCount: row.remaining_count,
      remainingValue: row.remaining_value === null ? null : rupeesOf(row.remaining_value),
      purchasedAt: isoOf(row.purchased_at),
      expiresAt: isoOf(row.expires_at),
      redeemed: row.redeemed,
    })),
    devices: deviceRows.map((row) => ({
      id: row.id,
      connectionId: row.connection_id,
      name: row.name,
      model: row.model,
      createdAt: isoOf(row.created_at),
    })),
    profiles: profileRows.map((row) => ({
      id: row.id,
      connectionId: row.connection_id,
      name: row.name,
      defaultProfile: row.default_profile,
      parentalRating: row.parental_rating,
    })),
  };
}
