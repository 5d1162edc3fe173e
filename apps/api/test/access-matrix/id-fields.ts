import type { Operation } from '../../reliability/openapi';

/** The kinds of object an account owns, and so must never reach through another account's token. */
export type OwnedKind =
  | 'connection'
  | 'registeringConnection'
  | 'account'
  | 'purchase'
  | 'transaction'
  | 'device'
  | 'profile'
  | 'boughtVoucher'
  | 'preapproval'
  | 'session';

/** The registration routes take only a connection whose registration is not finished. */
const REGISTRATION_PATH = /^\/api\/users\/v1\/registration\//;

/** A request field that names something: in the path, the query, a header or the JSON body. */
export interface IdField {
  in: 'path' | 'query' | 'header' | 'body';
  name: string;
}

/** A field looks like an id when its name says so; each such field must be classified below. */
const ID_NAME = /(^id$|ids?$|idlist$|^conid$|code$|token$)/i;

export const looksLikeId = (name: string) => ID_NAME.test(name);

/** Owned ids by field name, wherever they appear. */
const ownedByName: Readonly<Record<string, OwnedKind>> = {
  conid: 'connection',
  conId: 'connection',
  connectionId: 'connection',
  userConnectionId: 'connection',
  userId: 'account',
  userAccountId: 'account',
  purchaseId: 'purchase',
  // MY PURCHASES' page cursor: the last purchase of the page before.
  afterPurchaseId: 'purchase',
  transactionId: 'transaction',
  // A receipt's payment: a card or operator payment's transaction id, or a bill line's (the matrix
  // calls with the victim's transaction; receipts.test.ts covers the bill line).
  paymentId: 'transaction',
  deviceId: 'device',
  preapprovalId: 'preapproval',
  sessionId: 'session',
};

/** A path parameter called `id` says nothing by its name: the path around it does. */
const ownedPathIds: readonly (readonly [RegExp, OwnedKind])[] = [
  [/^\/api\/users\/v1\/connection\/details\/\{id\}$/, 'connection'],
  [/^\/api\/users\/v1\/connections\/\{id\}\//, 'connection'],
  [/^\/api\/users\/v1\/connections?\/unsubscribe\/\{id\}$/, 'connection'],
  [/^\/api\/users\/v1\/profiles\/\{id\}$/, 'profile'],
  [/^\/api\/billing\/v1\/vouchers\/purchases\/\{id\}\/details$/, 'boughtVoucher'],
];

/**
 * Ids that are not an account's, with the reason. Keep this short: a field lands here only when
 * anyone may know it (the public catalogue) or when holding it is the proof of the right to use it.
 */
export const publicIdFields: Readonly<Record<string, string>> = {
  productId: 'catalogue product: the public catalogue lists them',
  productTypeId: 'catalogue product type',
  typeid: 'catalogue product type',
  typeIds: 'catalogue product types',
  packagetypeid: 'catalogue package type',
  packageTypeId: 'catalogue package type',
  subtypeid: 'catalogue sub-type',
  subTypeId: 'catalogue sub-type',
  vodSubTypeId: 'catalogue sub-type',
  tagIds: 'catalogue tags',
  genreId: 'catalogue genre',
  languageCode: 'catalogue language',
  basePackageId: 'catalogue base package',
  extraPackageIds: 'catalogue packages',
  idList: 'catalogue products',
  purchaseOptionId: 'catalogue purchase option (a price of a product)',
  productPOGroupId: 'catalogue purchase option group',
  selectedPOGID: 'catalogue purchase option group',
  code: 'a promotional voucher code: printed on banners, public by design',
  voucherId:
    'a promotional or gift voucher of the catalogue; in a purchase it only has to match voucherCode, which decides',
  voucherCode:
    'a promotional code (public) or a bought voucher code, a bearer secret: a gift is meant to be handed over, and an own voucher of another connection is refused as an invalid code (vouchers/redemption tests)',
  token: 'an e-mail confirmation link token: a 256-bit secret whose holder is the owner',
  'registration-token': "a registration's 256-bit secret; the matrix calls with a session instead",
  bridgeId: "the operator consent's bridge id, checked against the registration's connection",
};

const publicPathIds: readonly (readonly [RegExp, string])[] = [
  [/^\/api\/users\/v1\/allowedPrimaryPackages\/\{id\}$/, 'a base package of the catalogue'],
  [/^\/api\/products\/v1\/products\/type\/\{id\}\//, 'a catalogue product type'],
  [/^\/api\/products\/v1\/products\/parent-types\/\{id\}\//, 'a catalogue product type'],
  [/^\/api\/products\/v1\/products\/admin\/purchase-options-all\/\{id\}$/, 'a catalogue product'],
  [/^\/api\/promotions\/v1\/vouchers\/gifts\/\{id\}$/, 'a gift voucher of the store'],
  [
    /^\/api\/media\/v1\/uploads\/\{id\}$/,
    "an image staff uploaded for the catalogue, shown on the portal's public pages",
  ],
];

export type Classification =
  | { kind: 'owned'; owned: OwnedKind }
  | { kind: 'public'; reason: string }
  | { kind: 'unknown' };

/**
 * The console's routes take a staff session, never a subscriber's: their ids (staff members, audit
 * subjects, TOTP and recovery codes) are no account's objects, and console/role-matrix.test.ts proves
 * that a subscriber's token gets 401 on every one of them.
 */
const CONSOLE_PATH = /^\/api\/console\/v1\//;

/**
 * Two-step sign-in's codes and second-step tokens are secrets checked against the caller's own account
 * (the session's, or the one whose password opened the second step), never ids of another's: the
 * matrix's 'two-step sign-in' tests call each route with another account's codes and tokens.
 */
const TWO_STEP_PATH = /^\/api\/auth\/v1\/(two-step|login\/second-step)(\/|$)/;
const TWO_STEP_SECRETS = new Set(['code', 'token']);

export function classify(operation: Pick<Operation, 'path'>, field: IdField): Classification {
  if (CONSOLE_PATH.test(operation.path)) {
    return { kind: 'public', reason: 'a console route: staff sessions only (console/role-matrix.test.ts)' };
  }
  if (TWO_STEP_PATH.test(operation.path) && TWO_STEP_SECRETS.has(field.name)) {
    return { kind: 'public', reason: "a two-step code or second step's token, checked against the caller's account" };
  }
  if (field.in === 'path' && field.name === 'id') {
    const owned = ownedPathIds.find(([pattern]) => pattern.test(operation.path));
    if (owned) return { kind: 'owned', owned: owned[1] };
    const open = publicPathIds.find(([pattern]) => pattern.test(operation.path));
    return open ? { kind: 'public', reason: open[1] } : { kind: 'unknown' };
  }
  const owned = ownedByName[field.name];
  if (owned === 'connection' && REGISTRATION_PATH.test(operation.path)) {
    return { kind: 'owned', owned: 'registeringConnection' };
  }
  if (owned) return { kind: 'owned', owned };
  const reason = publicIdFields[field.name];
  return reason ? { kind: 'public', reason } : { kind: 'unknown' };
}

/** Every id-like field of an operation: its parameters and its JSON body's top-level properties. */
export function idFieldsOf(operation: Operation): IdField[] {
  const fields: IdField[] = operation.parameters
    .filter((parameter) => looksLikeId(parameter.name))
    .map((parameter) => ({ in: parameter.in, name: parameter.name }));
  for (const schema of bodyObjects(operation)) {
    for (const name of Object.keys(schema.properties ?? {})) {
      if (looksLikeId(name) && !fields.some((field) => field.in === 'body' && field.name === name)) {
        fields.push({ in: 'body', name });
      }
    }
  }
  return fields;
}

function bodyObjects(operation: Operation) {
  if (!operation.body) return [];
  const { schema } = operation.body;
  return schema.anyOf ?? schema.oneOf ?? [schema];
}
