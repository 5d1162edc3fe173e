import { z } from 'zod';

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
export const connectionTypeSchema = z.number().int().min(1).max(7);
export type ConnectionTypeCode = z.infer<typeof connectionTypeSchema>;

export const connectionStatuses = ['active', 'pending_terminated', 'suspended', 'unsubscribed'] as const;
export const connectionStatusSchema = z.enum(connectionStatuses);
export type ConnectionStatus = z.infer<typeof connectionStatusSchema>;

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
export const serviceTypeSchema = z.enum([
  ServiceType.fixedLineTv,
  ServiceType.product,
  ServiceType.prepaid,
  ServiceType.mobileOperator,
  ServiceType.guest,
]);
export type ServiceTypeLabel = z.infer<typeof serviceTypeSchema>;

/** Any status the spec does not name is treated as suspended (spec 000 section 3). */
export function effectiveConnectionStatus(status: string): ConnectionStatus {
  return (connectionStatuses as readonly string[]).includes(status) ? (status as ConnectionStatus) : 'suspended';
}
