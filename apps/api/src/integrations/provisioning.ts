/**
 * Provisioning to the TV platform (and data bundles to the broadband system) after payment
 * (DESIGN.md section 6). The status it answers is what the provisioning checks read.
 */
export type ProvisioningOutcome = 'SUCCESS' | 'PENDING' | 'FAILURE';

export interface ProvisioningRequest {
  purchaseId: string;
  connectionId: string;
  productId: string;
}

export interface Provisioning {
  provision(request: ProvisioningRequest): Promise<ProvisioningOutcome>;
  /**
   * Takes an ended purchase's product off the connection: SUCCESS once done, PENDING while under way,
   * FAILURE when the platform refused. Asking again about the same purchase must not remove twice.
   */
  remove(request: ProvisioningRequest): Promise<ProvisioningOutcome>;
}

/**
 * The platform's answer, or PENDING when the call failed or timed out (logged by the adapter's
 * deadline, integrations/deadline.ts): the purchase is paid by then, so it must be recorded as paid and
 * waiting for the platform, never answered as a server error.
 */
export async function provisionOrPending(
  provisioning: Provisioning,
  request: ProvisioningRequest,
): Promise<ProvisioningOutcome> {
  try {
    return await provisioning.provision(request);
  } catch {
    return 'PENDING';
  }
}

/**
 * The sandbox platform: provisions at once, except products a tester has told it to fail (from the
 * sandbox page or a test), and removes at once. Kept in memory: it stands in for an external system,
 * per process.
 */
export class SandboxProvisioning implements Provisioning {
  private readonly failing = new Set<string>();

  failProduct(productId: string, fail: boolean): void {
    if (fail) this.failing.add(productId);
    else this.failing.delete(productId);
  }

  failingProducts(): string[] {
    return [...this.failing];
  }

  async provision(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    return this.failing.has(request.productId) ? 'FAILURE' : 'SUCCESS';
  }

  /** The sandbox platform removes at once; it keeps the purchases it was asked to remove, for tests. */
  readonly removed: string[] = [];

  async remove(request: ProvisioningRequest): Promise<ProvisioningOutcome> {
    this.removed.push(request.purchaseId);
    return 'SUCCESS';
  }
}
