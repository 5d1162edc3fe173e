// How the production build groups modules into chunks (decision 0012, addendum). Left to itself the
// bundler gives every module shared by two pages a chunk of its own: '/' loaded 30 files and a product
// page 57, most under 1 KB, and on a phone every extra file costs a round trip. Two groups instead:
//
// - everything the entry imports statically (React, the router, i18n, TanStack Query, the shell) is
//   one chunk, loaded by every page;
// - the catalogue kit (the cards, prices, badges, list helpers and the query hooks the catalogue pages
//   share) is one chunk, loaded with the first catalogue page. Modules that pull Radix or form fields
//   stay out of it, so a page showing cards does not download dialogs.
import type { Rolldown } from 'vite';

const CATALOGUE_KIT =
  /[\\/]src[\\/]shared[\\/](ui|catalogue|format)[\\/]|node_modules[\\/]@tanstack[\\/]|[\\/]contracts[\\/]src[\\/](catalogue-)?enums\.ts$/;
/** Shared UI that brings Radix, a form field or the carousel's engine: each keeps its own chunk. */
const NOT_IN_KIT = /[\\/]shared[\\/]ui[\\/](modal|select-field|text-field|tabs|tax-table|close-icon)\.tsx$/;

export function isCatalogueKitModule(id: string): boolean {
  return CATALOGUE_KIT.test(id) && !NOT_IN_KIT.test(id);
}

export const chunkGroups: Rolldown.CodeSplittingGroup[] = [
  { name: 'initial', tags: ['$initial'] },
  { name: 'catalogue-kit', test: isCatalogueKitModule, minShareCount: 2 },
];
