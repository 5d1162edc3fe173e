/**
 * Plain constants, no zod: the web app's first page load imports these, and zod should load only with
 * the forms that need it. Their schemas are in enum-schemas.ts.
 */

/** Numeric connection-type codes used by registration and purchasing (spec 000 section 1). */
export const ConnectionType = {
  existingTv: 1,
  fixedLineVoice: 2,
  fixedLineBroadband: 3,
  fixedLineFibre: 4,
  fixedLineLte: 5,
  mobileOperator: 6,
  prepaidCard: 7,
} as const;
export type ConnectionTypeCode = (typeof ConnectionType)[keyof typeof ConnectionType];

export const connectionStatuses = ['active', 'pending_terminated', 'suspended', 'unsubscribed'] as const;
export type ConnectionStatus = (typeof connectionStatuses)[number];

/**
 * Service-type labels shown on connections. The spec writes the fixed-line brand as 'SLT {product}'
 * and '{product}'; the product is PEOTVGO (docs/decisions/0002-service-type-labels.md).
 */
export const ServiceType = {
  fixedLineTv: 'SLT PEOTVGO',
  product: 'PEOTVGO',
  prepaid: 'Prepaid',
  mobileOperator: 'Mobitel',
  guest: 'Guest',
} as const;
export type ServiceTypeLabel = (typeof ServiceType)[keyof typeof ServiceType];

/** Any status the spec does not name is treated as suspended (spec 000 section 3). */
export function effectiveConnectionStatus(status: string): ConnectionStatus {
  return (connectionStatuses as readonly string[]).includes(status) ? (status as ConnectionStatus) : 'suspended';
}
