import { z } from 'zod';

/** Who sells: the operator as its receipts name it (docs/payments.md, "Receipts"). */
export interface ReceiptSeller {
  name: string;
  /** Lines of the postal address, as printed. */
  address: string[];
  /** The seller's tax (VAT) registration number. */
  taxRegistration: string;
}

/** The demo operator's, for development and tests; production refuses them. */
export const DEMO_SELLER: ReceiptSeller = {
  name: 'PEOTVGO Demo Telecom (Pvt) Ltd',
  address: ['Demo Tower, 1 Lotus Road', 'Colombo 01', 'Sri Lanka'],
  taxRegistration: '000000000-7000',
};

const text = z.string().trim().min(1).max(200);

/** The seller's settings in the environment (config.ts spreads them into its schema). */
export const receiptSellerEnv = {
  RECEIPT_SELLER_NAME: text.optional(),
  /** Address lines separated by '|', e.g. 'Lotus Road|Colombo 01|Sri Lanka'. */
  RECEIPT_SELLER_ADDRESS: text.optional(),
  RECEIPT_SELLER_TAX_REGISTRATION: text.optional(),
};

type ReceiptSellerValues = z.infer<z.ZodObject<typeof receiptSellerEnv>>;

/**
 * The seller printed on every receipt: the settings, else the demo operator's. Production refuses to
 * start without all three, as a receipt naming the demo operator would be a false document.
 */
export function readReceiptSeller(
  values: ReceiptSellerValues | undefined,
  production: boolean,
  problems: string[],
): ReceiptSeller {
  const name = values?.RECEIPT_SELLER_NAME;
  const address = values?.RECEIPT_SELLER_ADDRESS;
  const taxRegistration = values?.RECEIPT_SELLER_TAX_REGISTRATION;
  if (production) {
    for (const [setting, value] of Object.entries({
      RECEIPT_SELLER_NAME: name,
      RECEIPT_SELLER_ADDRESS: address,
      RECEIPT_SELLER_TAX_REGISTRATION: taxRegistration,
    })) {
      if (value === undefined) problems.push(`${setting}: must be set in production (it is printed on every receipt)`);
    }
  }
  return {
    name: name ?? DEMO_SELLER.name,
    address: address
      ? address
          .split('|')
          .map((line) => line.trim())
          .filter(Boolean)
      : DEMO_SELLER.address,
    taxRegistration: taxRegistration ?? DEMO_SELLER.taxRegistration,
  };
}
