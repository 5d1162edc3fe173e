import type { ConsoleProduct, consoleCreateProductRequestSchema } from '@selfcare/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { products, purchaseOptionGroups } from '../../db/schema';
import { invalidInput } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { auditedProduct, findProduct } from './find-product';
import { replaceLinks } from './product-link-rows';
import { checkProductFields } from './product-rules';
import { insertOption } from './purchase-option-rows';
import { uniquelyWritten } from './write-guard';

type CreateProduct = z.infer<typeof consoleCreateProductRequestSchema>;

/**
 * A new product of any type, active, with its links; with `purchaseOption`, its purchase option group
 * and first (default) option too. A standalone product cannot be sold without one. One transaction.
 */
export function createProduct(db: Database, input: CreateProduct, actor: Actor): Promise<ConsoleProduct> {
  const { purchaseOption, ...fields } = input;
  return uniquelyWritten(
    () =>
      db.transaction(async (tx) => {
        if (fields.purchaseMode === 'PURCHASE_MODE_STANDALONE' && !purchaseOption)
          throw invalidInput('A standalone product needs a purchaseOption: the first way to buy it.');
        const { values, links } = await checkProductFields(tx, fields, null);
        let purchaseOptionGroupId: string | null = null;
        if (purchaseOption) {
          const [group] = await tx
            .insert(purchaseOptionGroups)
            .values({ name: `${fields.name} purchase options` })
            .returning({ id: purchaseOptionGroups.id });
          purchaseOptionGroupId = group?.id ?? null;
        }
        const [row] = await tx
          .insert(products)
          .values({ ...values, purchaseOptionGroupId, status: 'PRODUCT_STATUS_ACTIVE' })
          .returning({ id: products.id });
        if (!row) throw new Error('product insert returned nothing');
        await replaceLinks(tx, row.id, links);
        if (purchaseOption && purchaseOptionGroupId) await insertOption(tx, purchaseOptionGroupId, purchaseOption);
        const created = await findProduct(tx, row.id);
        await recordStaffAudit(tx, {
          action: 'console.create_product',
          outcome: 'success',
          staffId: actor.staffId,
          ipAddress: actor.ipAddress,
          subjectType: 'product',
          subjectId: row.id,
          after: { ...auditedProduct(created), purchaseOptions: created.purchaseOptions.map(auditedOption) },
        });
        return created;
      }),
    'The channel number is already used by another product.',
  );
}

/** An option as audit rows keep it. */
export function auditedOption(option: ConsoleProduct['purchaseOptions'][number]): Record<string, unknown> {
  const { scheduledPriceChanges: _scheduled, ...rest } = option;
  return rest;
}
