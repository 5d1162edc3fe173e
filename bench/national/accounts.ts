// Accounts and what hangs off a connection before anything is bought: the connection itself, its
// registration, the mobile operator's consent (type 6) and the card on file (type 7).
import { emailOf, PLAN_TABLE } from './plan';
import { hash, pick, uuidFrom } from './sql';

const FIRST_NAMES = [
  'Nimal',
  'Kamala',
  'Sunil',
  'Dilani',
  'Ruwan',
  'Chamari',
  'Ajith',
  'Priyanka',
  'Tharindu',
  'Nethmi',
];
const LAST_NAMES = ['Perera', 'Silva', 'Fernando', 'Jayasinghe', 'Bandara', 'Wickramasinghe', 'Dissanayake', 'Kumara'];
const CITIES = ['Colombo', 'Gampaha', 'Kandy', 'Galle', 'Matara', 'Kurunegala', 'Negombo', 'Jaffna', 'Batticaloa'];

/** Seven digits of a connection's own, for its telephone, account and mobile numbers. */
const digits = (prefix: string) => `lpad((${hash(`'${prefix}:' || connection_id`)} % 10000000)::text, 7, '0')`;

export const accountStatements = () => [
  // Every account logs in with the demo password: its hash is copied, not recomputed a million times.
  `insert into accounts (id, email, password_hash, first_name, last_name, email_confirmed_at, language,
                         tokens_valid_after, created_at, updated_at)
   select account_id, ${emailOf('n')}, (select password_hash from accounts where email = 'tv@selfcare.lk'),
          ${pick(FIRST_NAMES, `'first:' || n`)}, ${pick(LAST_NAMES, `'last:' || n`)},
          created_at + interval '30 minutes', ${pick(['en', 'en', 'si', 'ta'], `'language:' || n`)},
          created_at, created_at, created_at
     from (select n, account_id, min(created_at) as created_at from ${PLAN_TABLE} group by n, account_id) first`,
  `insert into connections (id, account_id, position, connection_type, service_type, status, name, broadband,
                            telephone_number, account_number, mobile, validation_code, parental_pin_hash,
                            created_at, updated_at)
   select connection_id, account_id, position, connection_type,
          case when connection_type = 4 then 'PEOTVGO' when connection_type = 6 then 'Mobitel'
               when connection_type = 7 then 'Prepaid' else 'SLT PEOTVGO' end,
          status, case when position = 0 then 'Home TV' else 'Second TV' end, connection_type in (3, 4),
          case when connection_type <= 5 then '011' || ${digits('telephone')} end,
          case when connection_type <= 5 then '001' || ${digits('account')} end,
          case when connection_type = 7 then '+9477' else '077' end || ${digits('mobile')},
          -- 16 hex digits: the seed's codes have 8, so none can collide with them
          upper(left(md5('validation:' || connection_id), 16)),
          -- The PIN hash is an HMAC keyed with the api's secret (decision 0014): no PIN, as registration leaves it
          '', created_at, created_at
     from ${PLAN_TABLE}`,
  `insert into connection_registrations (connection_id, step, first_name, last_name, country, city, address,
                                         contact_no, otp_verified_at, completed_at, created_at)
   select p.connection_id, case when p.status = 'pending_registration' then 'details_submitted' else 'completed' end,
          a.first_name, a.last_name, 'Sri Lanka', ${pick(CITIES, `'city:' || p.n`)},
          (${hash(`'street:' || p.n`)} % 200 + 1) || ' Temple Road', c.mobile,
          case when p.status <> 'pending_registration' then p.created_at + interval '5 minutes' end,
          case when p.status <> 'pending_registration' then p.created_at + interval '10 minutes' end,
          p.created_at
     from ${PLAN_TABLE} p join accounts a on a.id = p.account_id join connections c on c.id = p.connection_id`,
  `insert into operator_consents (id, connection_id, msisdn, bridge_id, status, created_at, decided_at)
   select ${uuidFrom(`'consent:' || p.connection_id`)}, p.connection_id, '94' || substr(c.mobile, 2),
          'BR' || upper(left(md5('bridge:' || p.connection_id), 20)), 'GRANTED', p.created_at,
          p.created_at + interval '2 minutes'
     from ${PLAN_TABLE} p join connections c on c.id = p.connection_id
    where p.connection_type = 6 and p.status <> 'pending_registration'`,
  // The card on file of an account with a card-paying connection (one live card an account), and the
  // preapproval that put it there (decision 0058).
  `insert into card_preapprovals (id, account_id, connection_id, order_id, status, created_at, updated_at)
   select distinct on (account_id) ${uuidFrom(`'preapproval:' || account_id`)}, account_id, connection_id,
          'PRE' || upper(left(md5('preapproval:' || account_id), 20)), 'APPROVED', created_at, created_at
     from ${PLAN_TABLE}
    where connection_type = 7 and status <> 'pending_registration'
    order by account_id, position`,
  `insert into card_tokens (id, account_id, customer_token, method, card_mask, card_holder_name, card_expiry,
                            preapproval_id, created_at)
   select ${uuidFrom(`'card:' || x.account_id`)}, x.account_id, 'national-' || md5('token:' || x.account_id),
          ${cardBrand('x.account_id')}, ${cardMask('x.account_id')}, a.first_name || ' ' || a.last_name,
          lpad((1 + ${hash(`'expiry:' || x.account_id`)} % 12)::text, 2, '0') || '/' || (27 + ${hash(`'expiry-year:' || x.account_id`)} % 4),
          x.id, x.created_at
     from card_preapprovals x join accounts a on a.id = x.account_id
    where x.account_id in (select account_id from ${PLAN_TABLE})`,
];

/** The brand and masked number of an account's card, shared by its token and its card payments. */
export const cardBrand = (accountId: string) => `${pick(['VISA', 'MASTER'], `'brand:' || ${accountId}`)}`;
export const cardMask = (accountId: string) =>
  `'************' || lpad((${hash(`'card:' || ${accountId}`)} % 10000)::text, 4, '0')`;
