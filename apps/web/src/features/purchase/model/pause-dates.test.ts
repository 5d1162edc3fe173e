import { describe, expect, it } from 'vitest';
import { resumeDate } from './pause-dates';

describe('resumeDate', () => {
  it('counts calendar months from the end of the paid period', () => {
    expect(resumeDate('2026-12-10', 1)).toBe('2027-01-10');
    expect(resumeDate('2026-12-10', 3)).toBe('2027-03-10');
  });

  it("lands on the month's last day when the day does not exist there", () => {
    expect(resumeDate('2027-01-31', 1)).toBe('2027-02-28');
    expect(resumeDate('2027-01-31', 3)).toBe('2027-04-30');
  });
});
