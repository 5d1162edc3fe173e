import { expect } from 'vitest';
import { DeliveryError } from '../src/integrations/delivery';

/** What a transport's `deliver` threw, checked to be a DeliveryError, to read whether it is permanent. */
export async function deliveryFailureOf(work: Promise<unknown>): Promise<DeliveryError> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DeliveryError);
  return error as DeliveryError;
}
