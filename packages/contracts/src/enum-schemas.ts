import { z } from 'zod';
import { ConnectionType, connectionStatuses, ServiceType } from './enums';

export const connectionTypeSchema = z.number().int().min(ConnectionType.existingTv).max(ConnectionType.prepaidCard);
export const connectionStatusSchema = z.enum(connectionStatuses);
export const serviceTypeSchema = z.enum(Object.values(ServiceType));
