// The console's byte budget against its production build (run after `npm run build`; part of
// `npm test`): the script its first page loads (the entry chunk and what it imports statically), and
// the largest lazy chunk, in KB of gzip level 9 as served. Deterministic, unlike timings.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const LIMITS_KB = { initialJs: 175, lazyChunk: 40 };

const distDir = process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const manifest = JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8'));
const gzipKB = (file) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length / 1024;

const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
const initial = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || initial.has(chunk.file)) return;
  initial.add(chunk.file);
  for (const imported of chunk.imports ?? []) visit(imported);
};
visit(entry);
const initialKB = [...initial].reduce((sum, file) => sum + gzipKB(file), 0);
const lazy = Object.values(manifest)
  .filter((chunk) => chunk.file.endsWith('.js') && !initial.has(chunk.file))
  .map((chunk) => ({ file: chunk.file, kb: gzipKB(chunk.file) }))
  .sort((a, b) => b.kb - a.kb);

process.stdout.write(
  `console initial js ${initialKB.toFixed(1)} KB; largest lazy chunk ${lazy[0]?.kb.toFixed(1) ?? 0} KB\n`,
);
const over = [
  ...(initialKB > LIMITS_KB.initialJs ? [`initial js ${initialKB.toFixed(1)} KB > ${LIMITS_KB.initialJs} KB`] : []),
  ...lazy
    .filter((chunk) => chunk.kb > LIMITS_KB.lazyChunk)
    .map((chunk) => `${chunk.file} ${chunk.kb.toFixed(1)} KB > ${LIMITS_KB.lazyChunk} KB`),
];
if (over.length > 0) {
  process.stderr.write(`Console budgets exceeded (apps/console/build/check-budget.mjs):\n  ${over.join('\n  ')}\n`);
  process.exit(1);
}
process.stdout.write('Console budgets met.\n');
