/** A new Idempotency-Key: one per confirmation, sent again with every retry of it (DESIGN.md section 5). */
export function newIdempotencyKey(): string {
  return crypto.randomUUID();
}

export function idempotencyHeaders(key: string): Record<string, string> {
  return { 'Idempotency-Key': key };
}
