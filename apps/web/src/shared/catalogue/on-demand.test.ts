import { describe, expect, it } from 'vitest';
import {
  hasGenreFilter,
  hasLanguageFilter,
  ON_DEMAND_ANCHORS,
  onDemandAnchor,
  onDemandTabHref,
  onDemandTabs,
  onDemandTypeNameFromHash,
} from './on-demand';

/** The demo catalogue's sub types: the 12 tabs plus three that get none. */
const subTypes = (
  [
    ['PremiereMovies', 'Premiere Movies'],
    ['MVOD', 'Movies'],
    ['MUSIC', 'Music'],
    ['EOD', 'Educational'],
    ['PEOOriginals', 'PEO Originals'],
    ['HelawoodPopcorn', 'Helawood Popcorn'],
    ['PEOTunes', 'PEO Tunes'],
    ['Dishes', 'Dishes'],
    ['Handmade', 'Handmade'],
    ['Highlights', 'Highlights'],
    ['SF', 'Short Films'],
    ['STD', 'Sinhala Tele Drama'],
    ['F4U', 'Fun 4 U'],
    ['DOCUMENTARY', 'Documentary'],
    ['TVOD', 'Rentals'],
  ] as const
).map(([typeName, displayName]) => ({ typeName, displayName }));

describe('onDemandTabs', () => {
  it('keeps only the listed display names, in the given order', () => {
    expect(onDemandTabs(subTypes).map((subType) => subType.displayName)).toEqual([
      'Premiere Movies',
      'Movies',
      'Music',
      'Educational',
      'PEO Originals',
      'Helawood Popcorn',
      'PEO Tunes',
      'Dishes',
      'Handmade',
      'Highlights',
      'Short Films',
      'Sinhala Tele Drama',
    ]);
  });

  it('gives every tab an anchor', () => {
    for (const { typeName } of onDemandTabs(subTypes)) expect(onDemandAnchor(typeName)).toBe(typeName);
  });
});

describe('anchors', () => {
  it.each(ON_DEMAND_ANCHORS)('reads #%s back from the hash', (anchor) => {
    expect(onDemandTypeNameFromHash(`#${anchor}`)).toBe(anchor);
    expect(onDemandTypeNameFromHash(anchor)).toBe(anchor);
  });

  it.each(['', '#', '#F4U', '#mvod', '#Movies'])('finds no tab for %j', (hash) => {
    expect(onDemandTypeNameFromHash(hash)).toBeNull();
  });

  it('has no anchor for a sub type without a tab', () => {
    expect(onDemandAnchor('TVOD')).toBeNull();
  });

  it('links to a tab by its hash', () => {
    expect(onDemandTabHref('MVOD')).toBe('/ondemand/#MVOD');
  });
});

describe('filters', () => {
  it('has no language or genre filter for Premiere Movies', () => {
    expect(hasLanguageFilter('PremiereMovies')).toBe(false);
    expect(hasGenreFilter('PremiereMovies', 5)).toBe(false);
  });

  it.each([
    [0, false],
    [1, false],
    [2, true],
  ])('with %s genres shows the genre filter: %s', (genres, shown) => {
    expect(hasLanguageFilter('MVOD')).toBe(true);
    expect(hasGenreFilter('MVOD', genres)).toBe(shown);
  });
});
