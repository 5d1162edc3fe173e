import { describe, expect, it } from 'vitest';
import { product } from '@/testing/catalogue-fixtures';
import { groupFeatured } from './featured-groups';

const featured = [
  product('ch1', 'channel'),
  product('bundle', 'channelbundle'),
  product('p1', 'package'),
  product('p2', 'package'),
  product('p3', 'package'),
  product('p4', 'package'),
  product('v1', 'vod'),
  product('s1', 'svod'),
  product('s2', 'svod'),
  product('s3', 'svod'),
  product('s4', 'svod'),
];
const ids = (items: { id: string }[]) => items.map((item) => item.id);

describe('groupFeatured', () => {
  it('puts channels and channel bundles together and keeps the api order', () => {
    const groups = groupFeatured(featured, { loggedIn: false });
    expect(ids(groups.channels)).toEqual(['ch1', 'bundle']);
    expect(ids(groups.onDemand)).toEqual(['v1']);
  });

  it('shows visitors up to 3 featured packages and subscribers 1', () => {
    expect(ids(groupFeatured(featured, { loggedIn: false }).packages)).toEqual(['p1', 'p2', 'p3']);
    expect(ids(groupFeatured(featured, { loggedIn: true }).packages)).toEqual(['p1']);
  });

  it('shows at most 3 featured svods', () => {
    expect(ids(groupFeatured(featured, { loggedIn: true }).svods)).toEqual(['s1', 's2', 's3']);
  });
});
