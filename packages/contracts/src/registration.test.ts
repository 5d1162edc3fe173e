import { describe, expect, it } from 'vitest';
import { nonProviderDetailsSchema } from './registration';

const issuesOf = (input: unknown) =>
  nonProviderDetailsSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

describe('non-provider details', () => {
  it('lists every missing item of an empty form at once, the contact rule included', () => {
    expect(issuesOf({ name: '', mobile: '', email: '', district: '' })).toEqual(
      expect.arrayContaining([
        ['name', 'registration.npNameRequired'],
        ['district', 'registration.districtRequired'],
        ['mobile', 'registration.npContactRequired'],
      ]),
    );
  });

  it('takes either a mobile or an e-mail address', () => {
    const district = '0f8c6a52-7a53-4d8b-9a43-3b1d1c2f7e10';
    expect(issuesOf({ name: 'Sunil', mobile: '0771234567', email: '', district })).toEqual([]);
    expect(issuesOf({ name: 'Sunil', mobile: '', email: 'sunil@example.lk', district })).toEqual([]);
  });

  it('says which contact detail is malformed rather than asking for one', () => {
    expect(issuesOf({ name: 'Sunil', mobile: '12345', email: '', district: '' })).toContainEqual([
      'mobile',
      'registration.npInvalidMobile',
    ]);
    expect(issuesOf({ name: 'Sunil', mobile: '12345', email: '', district: '' })).not.toContainEqual([
      'mobile',
      'registration.npContactRequired',
    ]);
  });
});
