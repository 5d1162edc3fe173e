import type { AnalyticsEvent, AnalyticsReport } from '@selfcare/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { analyticsEvents, analyticsSalts, rateLimitCounters } from '../../db/schema';
import { reportReader } from '../console-reports/test-kit';
import { deviceClass, normalisePath, referrerHost } from './privacy';
import { recordEvents } from './record-events';

const EVENTS = '/api/analytics/v1/events';
const ADDRESS = '203.0.113.77';
const PHONE = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

const pageView = (
  path: string,
  extra: Partial<Extract<AnalyticsEvent, { type: 'page_view' }>> = {},
): AnalyticsEvent => ({
  type: 'page_view',
  path,
  language: 'si',
  ...extra,
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(analyticsEvents);
});

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: EVENTS,
    payload: payload as object,
    remoteAddress: ADDRESS,
    headers: { 'user-agent': PHONE, ...headers },
  });

const stored = () => t.db.select().from(analyticsEvents).orderBy(analyticsEvents.id);

describe('POST /api/analytics/v1/events', () => {
  it('stores a batch without a session, and nothing personal', async () => {
    const response = await post({
      events: [
        pageView('/connection/3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b/devices?t=secret-token#x', {
          referrer: 'https://www.Google.com:443/search?q=peo+tv+nimal@example.com',
        }),
        { type: 'funnel_step', funnel: 'registration', step: 'verify', connectionType: 6 },
      ],
    });
    expect(response.statusCode, response.body).toBe(204);
    const rows = await stored();
    expect(rows).toHaveLength(2);
    const [view, step] = rows;
    // Every column, so that a new one holding something personal fails here.
    expect(Object.keys(view ?? {}).sort()).toEqual(
      [
        'id',
        'day',
        'occurredAt',
        'type',
        'visitor',
        'device',
        'path',
        'referrerHost',
        'language',
        'funnel',
        'step',
        'connectionType',
      ].sort(),
    );
    expect(view).toMatchObject({
      type: 'page_view',
      path: '/connection/:id/devices',
      referrerHost: 'www.google.com',
      language: 'si',
      device: 'mobile',
      funnel: null,
      step: null,
      connectionType: null,
    });
    expect(step).toMatchObject({
      type: 'funnel_step',
      funnel: 'registration',
      step: 'verify',
      connectionType: 6,
      path: null,
    });
    expect(view?.visitor).toMatch(/^[0-9a-f]{32}$/);
    expect(step?.visitor).toBe(view?.visitor);
    const everything = JSON.stringify(rows);
    for (const personal of [ADDRESS, 'Pixel 8', 'Android', 'secret-token', 'nimal', 'search']) {
      expect(everything).not.toContain(personal);
    }
  });

  it.each([
    ['DNT: 1', { dnt: '1' }],
    ['Sec-GPC: 1', { 'sec-gpc': '1' }],
  ])('stores nothing with %s, and still answers 204', async (_name, headers) => {
    const countersBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(rateLimitCounters);
    const response = await post({ events: [pageView('/home')] }, headers);
    expect(response.statusCode).toBe(204);
    expect(await stored()).toEqual([]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(rateLimitCounters)).toEqual(countersBefore);
  });

  it('tells the same visitor apart from another within a day, and not across days', async () => {
    const day = (date: string) => new Date(`${date}T10:00:00+05:30`);
    const source = { address: ADDRESS, userAgent: PHONE };
    await recordEvents(t.db, [pageView('/a')], { ...source, at: day('2026-01-10') });
    await recordEvents(t.db, [pageView('/b')], { ...source, at: day('2026-01-10') });
    await recordEvents(t.db, [pageView('/c')], { ...source, address: '203.0.113.78', at: day('2026-01-10') });
    await recordEvents(t.db, [pageView('/d')], { ...source, at: day('2026-01-11') });
    const [a, b, other, nextDay] = await stored();
    expect(b?.visitor).toBe(a?.visitor);
    expect(other?.visitor).not.toBe(a?.visitor);
    expect(nextDay?.visitor).not.toBe(a?.visitor);
    expect([a?.day, nextDay?.day]).toEqual(['2026-01-10', '2026-01-11']);
    // The earlier day's salt is gone: its hashes can no longer be recomputed.
    expect(await t.db.select().from(analyticsSalts).where(eq(analyticsSalts.day, '2026-01-10'))).toEqual([]);
  });

  it.each([
    ['no events', { events: [] }],
    ['51 events', { events: Array.from({ length: 51 }, () => pageView('/home')) }],
    ['an unknown field', { events: [{ ...pageView('/home'), userId: 'x' }] }],
    ['an unknown type', { events: [{ type: 'click', path: '/home' }] }],
    ['a path that is no path', { events: [pageView('https://evil.example/')] }],
    ['an unknown language', { events: [pageView('/home', { language: 'fr' as 'en' })] }],
    ['an unknown step', { events: [{ type: 'funnel_step', funnel: 'registration', step: 'anything' }] }],
    ['a bare array', [pageView('/home')]],
  ])('refuses %s with 400 and stores nothing', async (_name, payload) => {
    const response = await post(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(await stored()).toEqual([]);
  });

  it('takes 50 events', async () => {
    expect((await post({ events: Array.from({ length: 50 }, () => pageView('/home')) })).statusCode).toBe(204);
    expect(await stored()).toHaveLength(50);
  });
});

describe('what is kept of a request', () => {
  it.each([
    ['/', '/'],
    ['/home?x=1', '/home'],
    ['/connection/3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b', '/connection/:id'],
    ['/products/12345/details/', '/products/:id/details'],
    ['/vouchers/AB12CD34EF56GH78', '/vouchers/:id'],
    ['/channels/hbo', '/channels/hbo'],
    ['/personaldetails', '/personaldetails'],
  ])('normalises %s to %s', (path, expected) => {
    expect(normalisePath(path)).toBe(expected);
  });

  it.each([
    [PHONE, 'mobile'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148', 'mobile'],
    ['Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 'tablet'],
    ['Mozilla/5.0 (Linux; Android 13; SM-X200) AppleWebKit/537.36 Safari/537.36', 'tablet'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0', 'desktop'],
    ['', 'desktop'],
  ])('classes %s as %s', (userAgent, device) => {
    expect(deviceClass(userAgent)).toBe(device);
  });

  it('keeps only an http(s) referrer host', () => {
    expect(referrerHost('https://m.facebook.com/l.php?u=x')).toBe('m.facebook.com');
    expect(referrerHost('android-app://com.google.android.gm/')).toBeNull();
    expect(referrerHost('not a url')).toBeNull();
    expect(referrerHost(undefined)).toBeNull();
  });
});

describe('the console analytics report', () => {
  it('counts views and visitors per day, path, referrer, language and device, and the funnel', async () => {
    const day = new Date('2025-05-05T09:00:00+05:30');
    const desktop = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)';
    await recordEvents(
      t.db,
      [
        pageView('/home', { referrer: 'https://www.google.com/', language: 'en' }),
        pageView('/home', { language: 'en' }),
        pageView('/connection/3f2b1c9e-8a7d-4e6f-9b0a-1c2d3e4f5a6b', { language: 'en' }),
        { type: 'funnel_step', funnel: 'registration', step: 'connection_type' },
      ],
      { address: '192.0.2.1', userAgent: desktop, at: day },
    );
    await recordEvents(t.db, [pageView('/home')], { address: '192.0.2.2', userAgent: PHONE, at: day });
    const { get } = await reportReader(t, 'read_only');
    const response = await get('/analytics?from=2025-05-05&to=2025-05-06');
    expect(response.statusCode, response.body).toBe(200);
    const report = response.json<AnalyticsReport>();
    expect(report.days).toEqual([
      { day: '2025-05-05', views: 4, visitors: 2 },
      { day: '2025-05-06', views: 0, visitors: 0 },
    ]);
    expect(report.pages).toEqual([
      { path: '/home', views: 3, visitors: 2 },
      { path: '/connection/:id', views: 1, visitors: 1 },
    ]);
    expect(report.referrers).toEqual([
      { key: '', views: 3, visitors: 2 },
      { key: 'www.google.com', views: 1, visitors: 1 },
    ]);
    expect(report.languages).toEqual([
      { key: 'en', views: 3, visitors: 1 },
      { key: 'si', views: 1, visitors: 1 },
    ]);
    expect(report.devices).toEqual([
      { key: 'desktop', views: 3, visitors: 1 },
      { key: 'mobile', views: 1, visitors: 1 },
    ]);
    expect(report.funnel).toEqual([{ step: 'connection_type', connectionType: null, events: 1, visitors: 1 }]);
    const csv = await get('/analytics.csv?from=2025-05-05&to=2025-05-06');
    expect(csv.body).toBe('path,views,visitors\r\n/home,3,2\r\n/connection/:id,1,1\r\n');
  });
});
