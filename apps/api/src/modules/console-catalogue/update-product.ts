import type { ConsoleProduct, consoleUpdateProductRequestSchema } from '@selfcare/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { products } from '../../db/schema';
import { invalidInput } from '../console/console-errors';
import { recordStaffAudit } from '../console/staff-audit';
import type { Actor } from './actor';
import { auditedProduct, findProduct, productNotFound } from './find-product';
import { replaceLinks } from './product-link-rows';
import { checkProductFields } from './product-rules';
import { uniquelyWritten } from './write-guard';

type UpdateProduct = z.infer<typeof consoleUpdateProductRequestSchema>;

/** A full edit of a product: every field, and its links replaced, in one transaction; before and after audited. */
export function updateProduct(db: Database, id: string, input: UpdateProduct, actor: Actor): Promise<ConsoleProduct> {
  return uniquelyWritten(
    () =>
      db.transaction(async (tx) => {
        const [current] = await tx
          .select({ purchaseOptionGroupId: products.purchaseOptionGroupId })
          .from(products)
          .where(eq(products.id, id))
          .for('update');
        if (!current) throw productNotFound();
        const before = await findProduct(tx, id);
        if (input.purchaseMode === 'PURCHASE_MODE_STANDALONE' && before.purchaseOptions.length === 0)
          throw invalidInput('A standalone product needs a purchase option: add one before making it standalone.');
        const { values, links } = await checkProductFields(tx, input, id);
        await tx.update(products).set(values).where(eq(products.id, id));
        await replaceLinks(tx, id, links);
        const after = await findProduct(tx, id);
        await recordStaffAudit(tx, {
          action: 'console.update_product',
          outcome: 'success',
          staffId: actor.staffId,
          ipAddress: actor.ipAddress,
          subjectType: 'product',
          subjectId: id,
          before: auditedProduct(before),
          after: auditedProduct(after),
        });
        return after;
      }),
    'The channel number is already used by another product.',
  );
}
