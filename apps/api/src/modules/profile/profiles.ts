import type { ProfileMessageResponse, UiLanguage } from '@selfcare/contracts';
import { messageTextIn } from '@selfcare/contracts/messages/in-language';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { connections, profiles } from '../../db/schema';
import { notFound } from '../../lib/api-error';
import { recordAudit } from '../../lib/audit';
import { listedConnection } from '../products/listed-connection';
import { profileConflict } from './errors';

/**
 * Removes a viewing profile of one of the caller's connections. The default (primary) profile stays:
 * every connection keeps exactly one (spec 002 section 6).
 */
export function removeProfile(
  db: Database,
  input: { accountId: string; profileId: string; language: UiLanguage; ipAddress: string },
): Promise<ProfileMessageResponse> {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select({ id: profiles.id, connectionId: profiles.connectionId, defaultProfile: profiles.defaultProfile })
      .from(profiles)
      .innerJoin(connections, eq(connections.id, profiles.connectionId))
      .where(and(eq(profiles.id, input.profileId), eq(connections.accountId, input.accountId), listedConnection()))
      .for('update', { of: profiles });
    if (!profile) throw notFound();
    if (profile.defaultProfile) throw profileConflict('profile.primaryProfile');
    await tx.delete(profiles).where(eq(profiles.id, profile.id));
    await recordAudit(tx, {
      action: 'profile.profile_remove',
      outcome: 'success',
      accountId: input.accountId,
      ipAddress: input.ipAddress,
      subjectType: 'profile',
      subjectId: profile.id,
      details: { connectionId: profile.connectionId },
    });
    return { message: messageTextIn(input.language, 'profile.profileRemoved') };
  });
}
