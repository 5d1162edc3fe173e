/**
 * How long catalogue answers stay fresh. Pages of one visit (the SVOD page, its videos, a video) reuse
 * them instead of asking again; reference lists (types, sub types, languages, genres) change even less.
 */
export const CATALOGUE_STALE_TIME = 5 * 60_000;
