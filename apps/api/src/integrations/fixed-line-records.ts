import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { fixedLineCustomers } from '../db/schema';

/** A fixed-line customer as the provider's customer database knows it (types 1-5). */
export interface FixedLineRecord {
  connectionType: number;
  /** As the records hold it: '0' and 9 digits. */
  telephoneNumber: string;
  accountNumber: string;
  name: string;
  address: string;
  /** The TV base package (type 1) or the access medium (types 2-5). */
  basePackage: string;
}

/**
 * The provider's fixed-line customer records (DESIGN.md section 7): registration of types 1-5 looks a
 * line up by telephone and account number. Takes the caller's database handle so a lookup can run in the
 * sign-up's transaction.
 */
export interface FixedLineRecords {
  find(db: DbOrTx, query: { telephoneNumber: string; accountNumber: string }): Promise<FixedLineRecord | null>;
}

/** The sandbox: the seeded `fixed_line_customers` table (README lists the demo lines). */
export class SandboxFixedLineRecords implements FixedLineRecords {
  async find(db: DbOrTx, query: { telephoneNumber: string; accountNumber: string }): Promise<FixedLineRecord | null> {
    const [row] = await db
      .select()
      .from(fixedLineCustomers)
      .where(
        and(
          eq(fixedLineCustomers.telephoneNumber, query.telephoneNumber),
          eq(fixedLineCustomers.accountNumber, query.accountNumber),
        ),
      );
    if (!row) return null;
    return {
      connectionType: row.connectionType,
      telephoneNumber: row.telephoneNumber,
      accountNumber: row.accountNumber,
      name: row.name,
      address: row.address,
      basePackage: row.basePackageName,
    };
  }
}
