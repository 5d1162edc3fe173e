import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { outboxMessages } from '../db/schema';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const recipient = () => `tester-${crypto.randomUUID()}@example.com`;

describe('GET /sandbox/outbox', () => {
  it('lists a sent message with every field, HTML escaped, and its link clickable', async () => {
    const to = recipient();
    await t.db.insert(outboxMessages).values({
      channel: 'email',
      recipient: to,
      subject: 'Confirm <b>now</b> & "today"',
      body: 'Hello <script>alert(1)</script>\nOpen https://selfcare.example/confirm?t=a&b=c to confirm.',
    });

    const response = await t.app.inject({ url: `/sandbox/outbox?recipient=${encodeURIComponent(to)}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    const page = response.body;
    expect(page).toContain(to);
    expect(page).toContain('E-mail');
    expect(page).toContain('Confirm &lt;b&gt;now&lt;/b&gt; &amp; &quot;today&quot;');
    expect(page).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>');
    expect(page).not.toContain('<b>now');
    expect(page).toContain(
      '<a href="https://selfcare.example/confirm?t=a&amp;b=c">https://selfcare.example/confirm?t=a&amp;b=c</a>',
    );
    expect(page).toMatch(/<time datetime="\d{4}-\d\d-\d\dT[^"]+">/);
  });

  it('shows the newest message first', async () => {
    const to = recipient();
    await t.db.insert(outboxMessages).values([
      { channel: 'sms', recipient: to, body: 'older OTP 111111', createdAt: new Date(Date.now() - 60_000) },
      { channel: 'sms', recipient: to, body: 'newer OTP 222222' },
    ]);
    const page = (await t.app.inject({ url: `/sandbox/outbox?recipient=${encodeURIComponent(to)}` })).body;
    expect(page.indexOf('222222')).toBeGreaterThan(-1);
    expect(page.indexOf('222222')).toBeLessThan(page.indexOf('111111'));
  });

  it('filters by recipient, and says so when there is nothing', async () => {
    const to = recipient();
    const page = (await t.app.inject({ url: `/sandbox/outbox?recipient=${encodeURIComponent(to)}` })).body;
    expect(page).toContain(`No messages for ${to} yet.`);
    expect(page).not.toContain('<table>');
  });

  it('uses no inline script or style, only the sandbox stylesheet', async () => {
    const response = await t.app.inject({ url: '/sandbox/outbox' });
    expect(response.body).not.toMatch(/<script|<style|style=/);
    expect(response.body).toContain('<link rel="stylesheet" href="/sandbox/sandbox.css">');
    const css = await t.app.inject({ url: '/sandbox/sandbox.css' });
    expect(css.statusCode).toBe(200);
    expect(css.headers['content-type']).toMatch(/^text\/css/);
  });

  it('has an index page that links to the outbox', async () => {
    const response = await t.app.inject({ url: '/sandbox' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<a href="/sandbox/outbox">Test inbox</a>');
  });

  it('says plainly that it is a test inbox whose messages reach nobody', async () => {
    const page = (await t.app.inject({ url: '/sandbox/outbox' })).body;
    expect(page).toContain('<h1>Test inbox</h1>');
    expect(page).toContain(
      '<p class="notice" role="note"><strong>This is a test inbox.</strong> The messages here were not sent to anybody',
    );
    expect(page).toContain('This page does not exist in production.');
  });
});

describe('in production', () => {
  // The account takeover of issue 25: a reset link read here set a new password for anyone's account.
  it('has no sandbox pages, so no reset link can be read there', async () => {
    const disabled = await createTestApp({ env: 'production' });
    try {
      for (const url of ['/sandbox', '/sandbox/outbox', '/sandbox/sandbox.css']) {
        expect((await disabled.app.inject({ url })).statusCode).toBe(404);
      }
    } finally {
      await disabled.close();
    }
  });
});
