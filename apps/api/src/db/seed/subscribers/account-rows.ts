import { ServiceType } from '@selfcare/contracts';
import { SANDBOX_RENEWING_CARD, sandboxCustomerToken } from '../../../integrations/sandbox-payhere-merchant';
import type {
  accounts,
  cardTokens,
  connectionRegistrations,
  connections,
  devices,
  nonProviderDetails,
  operatorConsents,
  profiles,
} from '../../schema';
import { addMinutes, isoDate, type SeedClock } from '../clock';
import { demoSubscriber, demoSubscribers } from '../demo-subscribers';
import { stableCode, stableDigits, stableId } from '../ids';
import { districtId } from '../onboarding';
import { connectionId, connectionSeeds } from './connections';
import { currentBasePackage, type PlannedPurchase } from './plan';

/** The two secrets every demo login shares, hashed once. */
export interface DemoSecrets {
  passwordHash: string;
  parentalPinHash: string;
}

const accountId = (email: string) => stableId('account', email);

function terminationDate(connectionKey: string, planned: readonly PlannedPurchase[]): string {
  const basePackage = currentBasePackage(planned, connectionKey);
  if (!basePackage?.billingEnd) throw new Error(`Demo connection ${connectionKey} is terminating without a package`);
  return isoDate(basePackage.billingEnd);
}

/** Logins, their connections and what hangs off a connection: profiles, devices, registration, consent. */
export function accountRows(secrets: DemoSecrets, planned: readonly PlannedPurchase[], clock: SeedClock) {
  const accountRowsList = demoSubscribers.map((subscriber): typeof accounts.$inferInsert => {
    const oldest = Math.max(
      ...connectionSeeds.filter((seed) => seed.account === subscriber.email).map((seed) => seed.sinceDaysAgo),
    );
    const createdAt = clock.daysAgo(oldest);
    return {
      id: accountId(subscriber.email),
      email: subscriber.email,
      passwordHash: secrets.passwordHash,
      firstName: subscriber.firstName,
      lastName: subscriber.lastName,
      emailConfirmedAt: subscriber.emailConfirmed ? addMinutes(createdAt, 30) : null,
      createdAt,
      updatedAt: createdAt,
    };
  });
  const connectionRows = connectionSeeds.map((seed): typeof connections.$inferInsert => ({
    id: connectionId(seed.key),
    accountId: accountId(seed.account),
    position: seed.position,
    connectionType: seed.connectionType,
    serviceType: seed.serviceType,
    status: seed.status,
    name: seed.name,
    broadband: seed.broadband,
    telephoneNumber: seed.telephoneNumber ?? null,
    accountNumber: seed.accountNumber ?? null,
    mobile: seed.mobile ?? null,
    validationCode: stableCode('validation-code', seed.key, 8),
    parentalPinHash: secrets.parentalPinHash,
    pendingTerminationDate: seed.status === 'pending_terminated' ? terminationDate(seed.key, planned) : null,
    createdAt: clock.daysAgo(seed.sinceDaysAgo),
    updatedAt: clock.daysAgo(seed.sinceDaysAgo),
  }));
  const profileRows = connectionSeeds.flatMap((seed) =>
    seed.profiles.map((profile, index): typeof profiles.$inferInsert => ({
      id: stableId('profile', `${seed.key}/${profile.name}`),
      connectionId: connectionId(seed.key),
      name: profile.name,
      defaultProfile: index === 0,
      parentalRating: profile.parentalRating,
      authPin: stableDigits('profile-pin', `${seed.key}/${profile.name}`, 4),
      createdAt: clock.daysAgo(seed.sinceDaysAgo),
    })),
  );
  const deviceRows = connectionSeeds.flatMap((seed) =>
    seed.devices.map((device, index): typeof devices.$inferInsert => ({
      id: stableId('device', `${seed.key}/${device.name}`),
      connectionId: connectionId(seed.key),
      name: device.name,
      deviceUid: stableCode('device-uid', `${seed.key}/${device.name}`, 12),
      deviceModel: device.model,
      createdAt: clock.daysAgo(seed.sinceDaysAgo - index),
    })),
  );
  const registrationRows = connectionSeeds.map((seed): typeof connectionRegistrations.$inferInsert => {
    const subscriber = demoSubscriber(seed.account);
    const startedAt = clock.daysAgo(seed.sinceDaysAgo);
    return {
      connectionId: connectionId(seed.key),
      step: 'completed',
      firstName: subscriber.firstName,
      lastName: subscriber.lastName,
      country: 'Sri Lanka',
      city: seed.city,
      address: seed.address,
      contactNo: seed.mobile ?? null,
      otpVerifiedAt: addMinutes(startedAt, 5),
      completedAt: addMinutes(startedAt, 10),
      createdAt: startedAt,
    };
  });
  const guests = connectionSeeds.filter((seed) => seed.serviceType === ServiceType.guest);
  const nonProviderRows = guests.map((seed): typeof nonProviderDetails.$inferInsert => ({
    id: stableId('non-provider-details', seed.key),
    accountId: accountId(seed.account),
    connectionId: connectionId(seed.key),
    name: 'Guest User',
    email: seed.account,
    districtId: districtId('Colombo'),
    createdAt: clock.daysAgo(seed.sinceDaysAgo),
  }));
  const consentRows = connectionSeeds
    .filter((seed) => seed.connectionType === 6)
    .map((seed): typeof operatorConsents.$inferInsert => {
      if (!seed.mobile) throw new Error(`Demo mobile connection ${seed.key} has no mobile number`);
      const askedAt = clock.daysAgo(seed.sinceDaysAgo);
      return {
        id: stableId('operator-consent', seed.key),
        connectionId: connectionId(seed.key),
        msisdn: `94${seed.mobile.slice(1)}`,
        bridgeId: `BR${stableCode('bridge-id', seed.key, 16)}`,
        status: 'GRANTED',
        createdAt: askedAt,
        decidedAt: addMinutes(askedAt, 2),
      };
    });
  // The card each card payer approved (one an account): renewals are charged on it (decision 0056).
  const carded = connectionSeeds.filter(
    (seed, index, all) => seed.card && all.findIndex((other) => other.card && other.account === seed.account) === index,
  );
  const cardTokenRows = carded.flatMap((seed): (typeof cardTokens.$inferInsert)[] => {
    if (!seed.card) return [];
    const owner = demoSubscriber(seed.account);
    return [
      {
        id: stableId('card-token', seed.account),
        accountId: accountId(seed.account),
        customerToken: sandboxCustomerToken(SANDBOX_RENEWING_CARD, stableId('customer-token', seed.account)),
        method: seed.card.brand,
        cardMask: seed.card.mask,
        cardHolderName: `${owner.firstName} ${owner.lastName}`,
        cardExpiry: seed.card.expiry,
        createdAt: clock.daysAgo(seed.sinceDaysAgo),
      },
    ];
  });
  return {
    accounts: accountRowsList,
    cardTokens: cardTokenRows,
    connections: connectionRows,
    profiles: profileRows,
    devices: deviceRows,
    connectionRegistrations: registrationRows,
    nonProviderDetails: nonProviderRows,
    operatorConsents: consentRows,
  };
}
