import type { FastifyBaseLogger } from 'fastify';
import { ServiceUnavailableError, unavailableFor } from '../lib/database-unavailable';
import type { FixedLineRecord, FixedLineRecords } from './fixed-line-records';
import type { TmfApiClient } from './tmf-api-client';
import { customerQuery, holdsLine, toFixedLineRecord } from './tmf629-customer-mapping';
import { customerListSchema } from './tmf629-schemas';

/** A lookup changes nothing, so a 5xx or a dropped connection is asked again. */
const LOOKUP_RETRIES = 2;
/** When a visitor whose lookup failed is told to try again. */
const RETRY_AFTER_SECONDS = 30;

/**
 * The provider's customer records over TM Forum TMF629 Customer Management v4: `GET /customer` filtered
 * by the line's number and the account number (tmf629-customer-mapping.ts), then checked here, since a
 * server may ignore a filter. The caller's database handle is not needed: the records live elsewhere.
 * A lookup that fails (after its retries, or refused by an open circuit) is a 503 with Retry-After.
 */
export class Tmf629FixedLineRecords implements FixedLineRecords {
  constructor(
    private readonly api: TmfApiClient,
    private readonly log: FastifyBaseLogger,
  ) {}

  async find(_db: unknown, query: { telephoneNumber: string; accountNumber: string }): Promise<FixedLineRecord | null> {
    const customers = await this.api
      .get('findCustomer', '/customer', customerQuery(query), customerListSchema, LOOKUP_RETRIES)
      .catch((error: unknown) => {
        // Logged by the ExternalSystem already; the visitor did nothing wrong and may try again (503).
        throw error instanceof ServiceUnavailableError ? error : unavailableFor(RETRY_AFTER_SECONDS);
      });
    const customer = customers.find((candidate) => holdsLine(candidate, query));
    if (!customer) return null;
    const record = toFixedLineRecord(customer, query);
    // The customer's id only: no name, number or address in the log.
    if (!record)
      this.log.warn({ system: 'tmf629', customerId: customer.id }, 'customer record lacks a field registration needs');
    return record;
  }
}
