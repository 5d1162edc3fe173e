import type { BaseProvisionStatus } from '@selfcare/contracts';
import type { DbOrTx } from '../../db/client';
import { notFound } from '../../lib/api-error';
import type { Buyer } from '../purchasing/load-buyer';
import { latestBasePurchase, latestPayment } from './base-package';

/**
 * The base package's provisioning and payment status for the provisioning check (spec 000 section 4):
 * a suspended connection's package is not on the platform (FAILURE); otherwise the platform's answer
 * for it. paymentStatus and description are its latest renewal or reactivation payment's, else the
 * purchase's own. A connection without a base package answers 404 ("no package purchase status").
 */
export async function baseProvisionStatus(db: DbOrTx, buyer: Buyer): Promise<BaseProvisionStatus> {
  const base = await latestBasePurchase(db, buyer.connectionId);
  if (!base) throw notFound();
  const payment = await latestPayment(db, base.id);
  const suspended = buyer.status !== 'active' && buyer.status !== 'pending_terminated';
  return {
    status: suspended ? 'FAILURE' : base.provisioningStatus,
    paymentStatus: payment ? payment.status : base.paymentStatus,
    description: payment && payment.status !== 'SUCCESS' ? payment.description : null,
  };
}
