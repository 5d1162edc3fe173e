/** The on-demand sub types shown as tabs, by display name, in the spec's order (spec 001 section 2). */
export const ON_DEMAND_TAB_NAMES = [
  'Educational',
  'Movies',
  'Music',
  'Handmade',
  'Sinhala Tele Drama',
  'Helawood Popcorn',
  'Highlights',
  'PEO Originals',
  'PEO Tunes',
  'Dishes',
  'Short Films',
  'Premiere Movies',
] as const;

/** The location-hash anchors of the tabs; each is the sub type's typeName ('/ondemand/#MVOD'). */
export const ON_DEMAND_ANCHORS = [
  'PremiereMovies',
  'MVOD',
  'MUSIC',
  'EOD',
  'PEOOriginals',
  'HelawoodPopcorn',
  'PEOTunes',
  'Dishes',
  'Handmade',
  'SF',
  'STD',
  'Highlights',
] as const;

export type OnDemandAnchor = (typeof ON_DEMAND_ANCHORS)[number];

const PREMIERE_MOVIES = 'PremiereMovies';

/** The sub types that get a tab, in the order given (the api's order); others are left out. */
export function onDemandTabs<SubType extends { displayName: string }>(subTypes: readonly SubType[]): SubType[] {
  const names: readonly string[] = ON_DEMAND_TAB_NAMES;
  return subTypes.filter((subType) => names.includes(subType.displayName));
}

function isAnchor(value: string): value is OnDemandAnchor {
  const anchors: readonly string[] = ON_DEMAND_ANCHORS;
  return anchors.includes(value);
}

/** The anchor for a sub type's typeName, or null when it has none. */
export function onDemandAnchor(typeName: string): OnDemandAnchor | null {
  return isAnchor(typeName) ? typeName : null;
}

/** The typeName a location hash ('#MVOD' or 'MVOD') selects, or null for an unknown or empty hash. */
export function onDemandTypeNameFromHash(hash: string): OnDemandAnchor | null {
  const value = hash.startsWith('#') ? hash.slice(1) : hash;
  return isAnchor(value) ? value : null;
}

/** The tab a location opens: the hash's ('#MVOD'), else the '/ondemand/{tab}' segment's, else the first. */
export function selectedOnDemandTab<Tab extends { typeName: string }>(
  tabs: readonly Tab[],
  hash: string,
  segment: string,
): Tab | undefined {
  const requested = onDemandTypeNameFromHash(hash) ?? onDemandTypeNameFromHash(segment);
  return tabs.find((tab) => tab.typeName === requested) ?? tabs[0];
}

/** The link to a tab ('/ondemand/#MVOD'), as the landing page's sub type links use. */
export function onDemandTabHref(anchor: OnDemandAnchor): string {
  return `/ondemand/#${anchor}`;
}

/** Premiere Movies has no language or genre filter. */
export function hasLanguageFilter(typeName: string): boolean {
  return typeName !== PREMIERE_MOVIES;
}

/** The genre filter is hidden for Premiere Movies and when there are one or no genres. */
export function hasGenreFilter(typeName: string, genreCount: number): boolean {
  return hasLanguageFilter(typeName) && genreCount > 1;
}
