import { expect } from 'vitest';

/** What `work` was rejected with, checked to be a `kind`, to read its fields (a status, whether permanent). */
export async function rejectionOf<T>(work: Promise<unknown>, kind: abstract new (...args: never[]) => T): Promise<T> {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(kind);
  return error as T;
}
