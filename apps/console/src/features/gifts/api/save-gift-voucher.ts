import type { ConsoleGiftVoucher, ConsoleGiftVoucherRequest } from '@selfcare/contracts';
import { apiJson } from '@/shared/api/api-client';

/** Creates an offer, or replaces the one named by `id`. */
export const saveGiftVoucher = (body: ConsoleGiftVoucherRequest, id?: string) =>
  apiJson<ConsoleGiftVoucher>(id ? `/gift-vouchers/${id}` : '/gift-vouchers', { method: id ? 'PUT' : 'POST', body });
