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
}

/**
 * The sandbox platform: provisions at once, except products a tester has told it to fail (from the
 * sandbox page or a test). Kept in memory: it stands in for an external system, per process.
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
}
