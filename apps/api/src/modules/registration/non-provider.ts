import { ErrorCode, type nonProviderDetailsSchema } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { districts, nonProviderDetails } from '../../db/schema';
import { ApiError } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { enforceLimits, perAddress } from '../account-access/account-access-context';
import type { RegistrationContext } from './registration-context';

type NonProviderInput = z.output<typeof nonProviderDetailsSchema>;

/** POST /non-provider-details: the further-details form of a visitor without a provider connection. */
export async function saveNonProviderDetails(
  context: RegistrationContext,
  input: NonProviderInput,
  caller: { accountId: string | null; ipAddress: string },
): Promise<void> {
  await enforceLimits(context.db, [perAddress('non-provider-details', caller.ipAddress, context.lookupLimits)], {
    action: 'registration.non_provider_details',
    ipAddress: caller.ipAddress,
  });
  const [district] = await context.db
    .select({ id: districts.id })
    .from(districts)
    .where(eq(districts.id, input.district));
  if (!district) throw new ApiError(400, ErrorCode.validation, 'registration.districtRequired');
  await context.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(nonProviderDetails)
      .values({
        accountId: caller.accountId,
        name: input.name,
        mobile: input.mobile || null,
        email: input.email || null,
        districtId: district.id,
        sltNumber: input.sltNumber || null,
      })
      .returning({ id: nonProviderDetails.id });
    await recordAudit(tx, {
      action: 'registration.non_provider_details',
      outcome: 'success',
      accountId: caller.accountId,
      subjectType: 'non_provider_details',
      subjectId: row?.id,
      ipAddress: caller.ipAddress,
    });
  });
}
