import type { CardReplacement } from '@selfcare/contracts';
import type { Transaction } from '../../db/client';
import { cardPreapprovals } from '../../db/schema';
import type { CardGateway } from '../../integrations/card-gateway';
import { recordAudit } from '../../lib/audit';
import { newReferenceNo } from '../../lib/reference-number';
import { DEFAULT_ADDRESS, NOTIFY_PATH } from '../card-payments/start-card-payment';
import type { Buyer } from '../purchasing/load-buyer';

/** What the gateway's pages name the preapproval after. */
const ITEM = { id: 'card-on-file', name: 'Card for automatic renewals' } as const;

/**
 * Starts replacing the card on file (decision 0058): a preapproval with no payment, whose approval
 * keeps the new card and forgets the old one (card-payments/receive-preapproval.ts). Nothing changes
 * until PayHere's verified notification.
 */
export async function startCardReplacement(
  tx: Transaction,
  context: { gateway: CardGateway; publicUrl: string; buyer: Buyer },
): Promise<CardReplacement> {
  const { buyer, publicUrl } = context;
  const orderId = newReferenceNo('PRE');
  const [preapproval] = await tx
    .insert(cardPreapprovals)
    .values({ accountId: buyer.accountId, connectionId: buyer.connectionId, orderId })
    .returning({ id: cardPreapprovals.id });
  if (!preapproval) throw new Error('preapproval insert returned no row');
  await recordAudit(tx, {
    action: 'payment.card_replacement_started',
    outcome: 'success',
    accountId: buyer.accountId,
    ipAddress: buyer.ipAddress,
    subjectType: 'card_preapproval',
    subjectId: preapproval.id,
    details: { connectionId: buyer.connectionId },
  });
  const signed = context.gateway.signPreapproval({ orderId, itemName: ITEM.name });
  const page = `${publicUrl}/profile?tab=3&preapproval=${preapproval.id}`;
  return {
    preapprovalId: preapproval.id,
    sdkUrl: signed.sdkUrl,
    sandbox: signed.sandbox,
    merchantId: signed.merchantId,
    returnUrl: page,
    cancelUrl: `${page}&cancelled=true`,
    notifyUrl: `${publicUrl}${NOTIFY_PATH}`,
    referenceNumber: orderId,
    purchaseItemName: ITEM.name,
    purchaseItemId: ITEM.id,
    amount: '',
    currency: 'LKR',
    recurrence: null,
    duration: null,
    preapprove: true,
    hash: signed.hash,
    customer: {
      firstName: buyer.firstName,
      lastName: buyer.lastName,
      email: buyer.email,
      phone: buyer.mobile ?? buyer.telephoneNumber ?? '',
      ...DEFAULT_ADDRESS,
    },
  };
}
