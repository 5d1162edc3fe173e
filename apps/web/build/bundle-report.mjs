// What the production build sends: every chunk's size as served (gzip and brotli, the files
// precompress.ts wrote next to it), and per page the JavaScript and CSS a first visit loads: the entry
// with its static imports, plus the page's lazy chunk with its own. Read from Vite's manifest, so the
// figures are the same on every machine.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

function servedSizes(distDir, file) {
  const path = join(distDir, file);
  const raw = statSync(path).size;
  if (existsSync(`${path}.gz`) && existsSync(`${path}.br`)) {
    return { raw, gzip: statSync(`${path}.gz`).size, brotli: statSync(`${path}.br`).size };
  }
  const content = readFileSync(path);
  return {
    raw,
    gzip: gzipSync(content, { level: 9 }).length,
    brotli: brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

function readManifest(distDir) {
  const path = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(path)) throw new Error(`${path} is missing: build the web app first (npm run build)`);
  return JSON.parse(readFileSync(path, 'utf8'));
}

/** The manifest keys a chunk loads before it runs (itself and its static imports, transitively). */
function staticClosure(manifest, key, into = new Set()) {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

/**
 * @param {string} distDir the web build (apps/web/dist)
 * @param {Record<string, string>} routes page path -> the source file its route imports lazily
 */
export function bundleReport(distDir, routes) {
  const manifest = readManifest(distDir);
  const sizes = new Map();
  const sizeOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, servedSizes(distDir, file));
    return sizes.get(file);
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('the manifest has no entry chunk');
  const initial = staticClosure(manifest, entryKey);

  const chunks = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js'))
    .map(([key, chunk]) => ({
      file: chunk.file,
      source: chunk.src ?? key,
      kind: chunk.isEntry ? 'entry' : chunk.isDynamicEntry ? 'lazy' : initial.has(key) ? 'initial' : 'shared',
      ...sizeOf(chunk.file),
    }))
    .sort((a, b) => b.gzip - a.gzip);

  // Without CSS code splitting the build writes one style sheet for every page, which index.html links:
  // the manifest lists it on its own rather than under a chunk.
  const sharedSheets = Object.values(manifest)
    .filter((chunk) => chunk.file.endsWith('.css'))
    .map((chunk) => chunk.file);
  const pages = Object.entries(routes).map(([path, source]) => {
    if (!manifest[source]) throw new Error(`${path}: ${source} is not a chunk of the build`);
    const keys = staticClosure(manifest, source, new Set(initial));
    const js = [...keys].map((key) => manifest[key].file);
    const css = [...new Set([...sharedSheets, ...[...keys].flatMap((key) => manifest[key].css ?? [])])];
    const total = (files, measure) => files.reduce((sum, file) => sum + sizeOf(file)[measure], 0);
    return {
      path,
      source,
      jsFiles: js.length,
      jsGzip: total(js, 'gzip'),
      jsBrotli: total(js, 'brotli'),
      cssGzip: total(css, 'gzip'),
      cssBrotli: total(css, 'brotli'),
    };
  });
  return { chunks, pages };
}
