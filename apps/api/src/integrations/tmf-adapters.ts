import type { FastifyBaseLogger } from 'fastify';
import { ExternalSystem, type RecordAdapterCall } from './external-system';
import type { FixedLineRecordsSettings } from './fixed-line-records-settings';
import { ClientCredentialsToken } from './oauth-client-credentials';
import type { ProvisioningSettings } from './provisioning-settings';
import { TmfApiClient } from './tmf-api-client';
import { Tmf629FixedLineRecords } from './tmf629-fixed-line-records';
import { Tmf641Provisioning } from './tmf641-provisioning';

/** The provider's TMF629 customer records, as the settings name them. */
export function tmf629FixedLineRecords(
  settings: Extract<FixedLineRecordsSettings, { kind: 'tmf629' }>,
  timeoutMs: number,
  log: FastifyBaseLogger,
  record?: RecordAdapterCall,
): Tmf629FixedLineRecords {
  const system = new ExternalSystem({ name: 'tmf629', log, timeoutMs, record });
  const api = new TmfApiClient(system, new ClientCredentialsToken(settings.credentials), settings.baseUrl);
  return new Tmf629FixedLineRecords(api, log);
}

/** The provider's TMF641 service ordering, as the settings name it. */
export function tmf641Provisioning(
  settings: Extract<ProvisioningSettings, { kind: 'tmf641' }>,
  timeoutMs: number,
  log: FastifyBaseLogger,
  record?: RecordAdapterCall,
): Tmf641Provisioning {
  const system = new ExternalSystem({ name: 'tmf641', log, timeoutMs, record });
  return new Tmf641Provisioning(
    new TmfApiClient(system, new ClientCredentialsToken(settings.credentials), settings.baseUrl),
  );
}
