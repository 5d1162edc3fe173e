import type { TestApp } from '../../../test/app';
import { bearer } from '../../../test/factories';
import { signedInStaff } from '../console/test-kit';

export const REPORTS = '/api/console/v1/reports';

/** A signed-in member of `role` and a GET that speaks for them. */
export async function reportReader(t: TestApp, role: 'administrator' | 'finance' | 'read_only' = 'finance') {
  const staff = await signedInStaff(t, role);
  const get = (path: string) => t.app.inject({ method: 'GET', url: `${REPORTS}${path}`, headers: bearer(staff.token) });
  return { staff, get };
}

/** The instant of a Sri Lanka wall-clock time, e.g. at('2020-03-01', '23:45'). */
export const at = (day: string, time = '12:00') => new Date(`${day}T${time}:00+05:30`);
