import type { RegistrationOrder, RegistrationQuote } from '@selfcare/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { RegistrationState } from '../model/registration-store';
import { registrationRequest } from './registration-request';

/**
 * The chosen package and extra screens priced as subscribe will charge them (decision 0030). A read,
 * although a POST: the order is a body.
 */
export function registrationQuoteQueryOptions(registration: RegistrationState, order: RegistrationOrder) {
  return queryOptions({
    queryKey: [
      'registration',
      'quote',
      order.connectionId,
      order.productId,
      order.purchaseOptionId,
      ...(order.extraPackageIds ?? []),
    ],
    queryFn: ({ signal }) =>
      registrationRequest<RegistrationQuote>('/registration/quote', registration, {
        method: 'POST',
        body: order,
        signal,
      }),
  });
}
