// What the api's index.html answer tells the browser to fetch at once for the pages people land on
// (decision 0040). The app renders on the client: without hints a page's chunks are
// only discovered once the entry has run, and its largest image once its data has arrived, each a round
// trip after the other. The build writes page-hints.json beside index.html; the api (plugins/web.ts)
// adds a <link rel="modulepreload"> per chunk, a <link rel="preload" as="style"> per style sheet, a
// <link rel="preload" as="fetch"> per api answer the page reads first (a visitor's; the browser hands it
// to the page's own fetch) and, where the page names one, a preload of its largest image, which it reads
// from the page's own api answer.
import { createHash } from 'node:crypto';
import { resolve } from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { EARLY_INPUT_HANDOFF, importInTurns, startAfterFirstPaint } from '../src/app/early-input.ts';
import { REACT_CHUNK } from './chunk-groups.ts';

export interface HintedPage {
  /** The route as react-router writes it: `:name` a segment, `:name?` an optional one. */
  path: string;
  /** The source file the route loads lazily. */
  module: string;
  /** Chunks fetched alongside the page: the pages' strings (lazyNamed), the route's prefetch. */
  with?: string[];
  /** The api answers (GET, a visitor's) the page reads first, `:name` filled from the path. */
  data?: string[];
  /** The page's largest image: a field of a visitor's answer of `api` (`:name` filled from the path). */
  image?: { api: string; field: string };
}

export const HINTED_PAGES: HintedPage[] = [
  {
    path: '/',
    module: 'src/features/landing/components/landing-page.tsx',
    data: ['/api/promotions/v1/promotions/all/banners', '/api/products/v1/products/product-types'],
    with: ['src/features/landing/prefetch.ts'],
    image: { api: '/api/promotions/v1/promotions/all/banners', field: '0.imageURL' },
  },
  {
    path: '/packages',
    module: 'src/app/routes/packages.tsx',
    data: ['/api/products/v1/products/product-types'],
    with: ['src/shared/i18n/en-pages.ts', 'src/features/packages/prefetch.ts'],
  },
  {
    path: '/ondemand/:tab?',
    module: 'src/features/ondemand/components/ondemand-page.tsx',
    data: ['/api/products/v1/products/product-types'],
    with: ['src/shared/i18n/en-pages.ts', 'src/features/ondemand/prefetch.ts'],
  },
  {
    path: '/products/:productId/:purchasable?',
    module: 'src/app/routes/product.tsx',
    data: ['/api/products/v1/products/:productId'],
    with: ['src/shared/i18n/en-pages.ts', 'src/features/catalogue/prefetch.ts'],
    image: { api: '/api/products/v1/products/:productId', field: 'imageURL' },
  },
];

/** One page in page-hints.json: its route, the files to fetch at once (from the site root), its data and image. */
export interface PageHints {
  path: string;
  scripts: string[];
  styles: string[];
  data?: string[];
  image?: HintedPage['image'];
}

type Chunk = Rolldown.OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's file and those it imports statically, transitively. */
function staticClosure(chunk: Chunk, byFile: Map<string, Chunk>, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const file of chunk.imports) {
    const imported = byFile.get(file);
    if (imported) staticClosure(imported, byFile, into);
  }
  return into;
}

/** Each page's scripts and styles beyond what index.html already loads. */
export function pageHints(bundle: Rolldown.OutputBundle, root: string, pages: HintedPage[]): PageHints[] {
  const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page hints: the bundle has no entry chunk');
  const initial = staticClosure(entry, byFile);
  const lazyChunk = (module: string) => {
    const chunk = chunks.find(
      (candidate) => candidate.isDynamicEntry && candidate.facadeModuleId === resolve(root, module),
    );
    if (!chunk) throw new Error(`page hints: ${module} is not a lazily loaded chunk of the build`);
    return chunk;
  };
  return pages.map((page) => {
    const files = new Set<string>();
    for (const module of [page.module, ...(page.with ?? [])]) staticClosure(lazyChunk(module), byFile, files);
    const scripts = [...files].filter((file) => !initial.has(file));
    const styles = new Set(scripts.flatMap((file) => [...(byFile.get(file)?.viteMetadata?.importedCss ?? [])]));
    return {
      path: page.path,
      scripts: scripts.map((file) => `/${file}`),
      styles: [...styles].map((file) => `/${file}`),
      ...(page.data ? { data: page.data } : {}),
      ...(page.image ? { image: page.image } : {}),
    };
  });
}

/** How long a page never painted (a tab opened in the background) waits before starting the app. */
const LATEST_START_MS = 2000;

/**
 * The script a server-drawn page starts the app with (decision 0044): it keeps what the
 * visitor presses or chooses meanwhile and, after the page's first contentful paint, fetches the entry
 * with every chunk it imports (`preloads`) and imports `modules` (React's chunk, then the entry) a task
 * apart (src/app/early-input.ts), so the app's bytes do not compete with the page's style sheet and
 * largest image for it.
 */
export function deferredStart(
  modules: readonly string[],
  preloads: readonly string[],
): { fileName: string; source: string } {
  const absolute = (files: readonly string[]) => JSON.stringify(files.map((file) => `/${file}`));
  const importApp = `() => (${String(importInTurns)})(${absolute(modules)}, ${absolute(preloads)})`;
  const source = `(${String(startAfterFirstPaint)})(${importApp}, ${JSON.stringify(EARLY_INPUT_HANDOFF)}, ${LATEST_START_MS});\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/start-${hash}.js`, source };
}

export function pageHintsFile(pages: HintedPage[] = HINTED_PAGES): Plugin {
  let root = '';
  return {
    name: 'selfcare:page-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((output): output is Chunk => output.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) throw new Error('page hints: the bundle has no entry chunk');
      const react = chunks.find((chunk) => chunk.name === REACT_CHUNK);
      const preloads = staticClosure(entry, new Map(chunks.map((chunk) => [chunk.fileName, chunk])));
      const start = deferredStart(react ? [react.fileName, entry.fileName] : [entry.fileName], [...preloads]);
      this.emitFile({ type: 'asset', fileName: start.fileName, source: start.source });
      const hints = { start: `/${start.fileName}`, pages: pageHints(bundle, root, pages) };
      this.emitFile({ type: 'asset', fileName: 'page-hints.json', source: `${JSON.stringify(hints, null, 2)}\n` });
    },
  };
}
