import { expect, it } from 'vitest';
import { dropOldest } from './drop-oldest';

it('drops the entries inserted first until the map holds the limit', () => {
  const map = new Map([
    ['a', 1],
    ['b', 2],
    ['c', 3],
  ]);
  map.delete('a');
  map.set('a', 4);
  dropOldest(map, 2);
  expect([...map.keys()]).toEqual(['c', 'a']);
  dropOldest(map, 5);
  expect(map.size).toBe(2);
});
