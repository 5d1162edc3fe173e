import type { FixedLineRecord } from './fixed-line-records';
import type { TmfCustomer } from './tmf629-schemas';

/**
 * How a fixed-line record sits in a TMF629 Customer (docs/integrations.md, "Fixed-line customer
 * records (TMF629)"). The one place the field names are written: a provider whose records use other
 * names changes this file alone.
 */
export const TMF629_FIELDS = {
  /** Filter on the line's number: a contactMedium's phoneNumber (TMF630 dotted-attribute filtering). */
  telephoneFilter: 'contactMedium.characteristic.phoneNumber',
  /** Filter on the account number: the id of one of the customer's AccountRefs. */
  accountFilter: 'account.id',
  /** Customer characteristics: the connection type (1-5) and the base package or access medium. */
  connectionType: 'connectionType',
  basePackage: 'basePackage',
  /** The contact medium holding the installation address. */
  postalAddress: 'postalAddress',
} as const;

/** The query asking for the customer with this line and account. */
export function customerQuery(query: { telephoneNumber: string; accountNumber: string }): Record<string, string> {
  return {
    [TMF629_FIELDS.telephoneFilter]: query.telephoneNumber,
    [TMF629_FIELDS.accountFilter]: query.accountNumber,
  };
}

/** '0' and 9 digits, as the records hold a number; a server may write it +94…, 94… or with spaces. */
export function localNumber(written: string): string {
  const digits = written.replace(/[\s()-]/g, '').replace(/^\+/, '');
  if (/^94\d{9}$/.test(digits)) return `0${digits.slice(2)}`;
  return digits;
}

/**
 * Whether the customer holds this line and account. Checked here as well as asked in the query: TMF630
 * lets a server ignore a filter it does not support, and answer every customer.
 */
export function holdsLine(customer: TmfCustomer, query: { telephoneNumber: string; accountNumber: string }): boolean {
  const line = (customer.contactMedium ?? []).some(
    (medium) =>
      medium.characteristic.phoneNumber !== undefined &&
      localNumber(medium.characteristic.phoneNumber) === query.telephoneNumber,
  );
  const account = (customer.account ?? []).some((ref) => ref.id?.trim() === query.accountNumber);
  return line && account;
}

/**
 * The record the portal needs from a customer holding the line, or null when the customer lacks one of
 * its fields (a connection type of 1-5, a base package, a name, an address): such a record cannot be
 * registered, and the adapter says so in its log.
 */
export function toFixedLineRecord(
  customer: TmfCustomer,
  query: { telephoneNumber: string; accountNumber: string },
): FixedLineRecord | null {
  const characteristic = (name: string) => customer.characteristic?.find((item) => item.name === name)?.value;
  const connectionType = Number(characteristic(TMF629_FIELDS.connectionType));
  const basePackage = characteristic(TMF629_FIELDS.basePackage);
  const name = customer.name ?? customer.engagedParty.name;
  const address = postalAddress(customer);
  if (!Number.isInteger(connectionType) || connectionType < 1 || connectionType > 5) return null;
  if (typeof basePackage !== 'string' || basePackage.trim() === '' || !name || !address) return null;
  return {
    connectionType,
    telephoneNumber: query.telephoneNumber,
    accountNumber: query.accountNumber,
    name,
    address,
    basePackage: basePackage.trim(),
  };
}

/** The installation address: the postalAddress medium (the preferred one first), its lines joined. */
function postalAddress(customer: TmfCustomer): string | null {
  const postal = (customer.contactMedium ?? [])
    .filter((medium) => medium.mediumType.toLowerCase() === TMF629_FIELDS.postalAddress.toLowerCase())
    .sort((a, b) => Number(b.preferred ?? false) - Number(a.preferred ?? false))[0];
  if (!postal) return null;
  const { street1, street2, city, postCode } = postal.characteristic;
  const lines = [street1, street2, city, postCode].map((line) => line?.trim()).filter(Boolean);
  return lines.length > 0 ? lines.join(', ') : null;
}
