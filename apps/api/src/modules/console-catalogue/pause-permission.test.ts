import type { ConsolePausePermission, ConsoleProduct } from '@selfcare/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { channelForm, consoleCaller } from './test-kit';

let t: TestApp;
let manager: Awaited<ReturnType<typeof consoleCaller>>;
beforeAll(async () => {
  t = await createSeededTestApp();
  manager = await consoleCaller(t, 'catalogue_manager');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe("a base package's pause permission in the console", () => {
  it('is off at first, then turned on and off, each audited with its reason', async () => {
    const productId = demo.productId('peo-premium');
    const path = `/products/${productId}/pause-permission`;
    expect((await manager.call('GET', path)).json<ConsolePausePermission>()).toEqual({ productId, allowed: false });

    const on = await manager.call('PUT', path, { allowed: true, reason: 'Holiday season pause trial' });
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json<ConsolePausePermission>()).toEqual({ productId, allowed: true });
    expect((await manager.call('GET', path)).json<ConsolePausePermission>().allowed).toBe(true);
    const off = await manager.call('PUT', path, { allowed: false, reason: 'Trial over' });
    expect(off.json<ConsolePausePermission>().allowed).toBe(false);

    const rows = await manager.audit(`action=console.set_pause_permission&subjectId=${productId}`);
    expect(rows.map((row) => row.details)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          reason: 'Holiday season pause trial',
          before: { pauseAllowed: false },
          after: { pauseAllowed: true },
        }),
        expect.objectContaining({
          reason: 'Trial over',
          before: { pauseAllowed: true },
          after: { pauseAllowed: false },
        }),
      ]),
    );
  });

  it('refuses a product other than a base package, a missing reason and unknown fields', async () => {
    const channel = (await manager.call('POST', '/products', channelForm('Pause flag TV', 400))).json<ConsoleProduct>();
    const refused = await manager.call('PUT', `/products/${channel.id}/pause-permission`, {
      allowed: true,
      reason: 'Not a package',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<{ message: string }>().message).toBe(
      'Only a base package has a pause permission; other monthly subscriptions may always be paused.',
    );
    const path = `/products/${demo.productId('peo-lite')}/pause-permission`;
    for (const body of [
      { allowed: true },
      { allowed: true, reason: ' ' },
      { allowed: 'yes', reason: 'Bad flag' },
      { allowed: true, reason: 'Extra', extra: 1 },
    ]) {
      expect((await manager.call('PUT', path, body)).statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await manager.call('GET', path)).json<ConsolePausePermission>().allowed).toBe(false);
    expect(await manager.audit(`action=console.set_pause_permission&subjectId=${channel.id}`)).toEqual([]);
  });

  it('answers 404 for an unknown product', async () => {
    const path = `/products/${UNKNOWN}/pause-permission`;
    expect((await manager.call('GET', path)).statusCode).toBe(404);
    expect((await manager.call('PUT', path, { allowed: true, reason: 'No such product' })).statusCode).toBe(404);
  });
});
