import { describe, expect, it } from 'vitest';
import { i18n } from '@/shared/i18n/i18n';
import { dataQuotaText } from './data-quota';

describe('dataQuotaText', () => {
  it.each([
    [-1, 'Unlimited Data'],
    [0, '0 GB'],
    [50, '50 GB'],
    [1.5, '1.5 GB'],
  ])('%s reads %j', (quota, text) => {
    expect(dataQuotaText(i18n.t, quota)).toBe(text);
  });
});
