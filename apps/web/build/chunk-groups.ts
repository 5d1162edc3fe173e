// How the production build groups modules into chunks (decision 0039). Left to itself the
// bundler gives every module shared by two pages a chunk of its own: '/' loaded 30 files and a product
// page 57, most under 1 KB, and on a phone every extra file costs a round trip. Groups instead:
//
// - React (react, react-dom, the scheduler) is one chunk, and everything else the entry imports
//   statically (the router, i18n, TanStack Query, the shell) another, both loaded by every page: a page
//   the server drew evaluates them a task apart (build/page-hints.ts), each a shorter task on a phone;
// - the catalogue kit (the cards, prices, badges, list helpers and the query hooks the catalogue pages
//   share) is one chunk, loaded with the first catalogue page. Modules that pull Radix or form fields
//   stay out of it, so a page showing cards does not download dialogs. The Viewer shape
//   (shared/account/viewer.ts) is in it; useViewer and the connection reads it makes are a chunk of
//   their own, which the server-drawn visitor landing does not need.
import type { Rolldown } from 'vite';

const CATALOGUE_KIT =
  /[\\/]src[\\/]shared[\\/](ui|catalogue|format)[\\/]|[\\/]src[\\/]shared[\\/]account[\\/]viewer\.ts$|node_modules[\\/]@tanstack[\\/]|[\\/]contracts[\\/]src[\\/](catalogue-)?enums\.ts$/;
/**
 * Shared UI that brings Radix, a form field or the carousel's engine: each keeps its own chunk. So do
 * the "Load more" lists and TanStack's infinite queries behind them: On Demand and MY PURCHASES share
 * them, and in the kit they would weigh on the landing's first paint, which lists nothing that way.
 */
const NOT_IN_KIT =
  /[\\/]shared[\\/]ui[\\/](modal|select-field|text-field|tabs|tax-table|close-icon|infinite-list|use-load-more-on-scroll)\.tsx?$|[\\/]@tanstack[\\/][\w-]+[\\/]build[\\/]modern[\\/](useInfiniteQuery|infiniteQueryObserver|infiniteQueryBehavior|infiniteQueryOptions)\.js$/;

export function isCatalogueKitModule(id: string): boolean {
  return CATALOGUE_KIT.test(id) && !NOT_IN_KIT.test(id);
}

/** The name of React's chunk, which the start script imports before the entry. */
export const REACT_CHUNK = 'react';
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;

/** useViewer and the connection queries it reads (decision 0034). */
const VIEWER =
  /[\\/]src[\\/]shared[\\/]account[\\/](use-viewer|api[\\/]get-connections|api[\\/]get-connection-details)\.ts$/;

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: REACT_CHUNK, test: REACT, tags: ['$initial'], priority: 1 },
  { name: 'initial', tags: ['$initial'] },
  { name: 'catalogue-kit', test: isCatalogueKitModule, minShareCount: 2 },
  { name: 'viewer', test: VIEWER, minShareCount: 2 },
];
