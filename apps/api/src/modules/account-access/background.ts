import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route starts after its answer is decided, so the answer takes the same time whatever the work
 * finds (OWASP Forgot Password Cheat Sheet: "uniform response time", by an asynchronous call). Failures
 * are logged, never answered; `drain` lets the app finish the work before it closes the database.
 */
export class BackgroundWork {
  private readonly running = new Set<Promise<void>>();

  run(log: FastifyBaseLogger, description: string, work: () => Promise<void>): void {
    const task = work()
      .catch((error: unknown) => log.error({ err: error }, `${description} failed`))
      .finally(() => this.running.delete(task));
    this.running.add(task);
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.allSettled([...this.running]);
  }
}
