// budgets.json read and compared with a bundle report, for the CI check and the bench alike.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const KB = 1024;
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

export function readBudgets() {
  return JSON.parse(readFileSync(join(here, 'budgets.json'), 'utf8'));
}

/**
 * One finding per budget and measured item: its name, the target and the limit (a limit above the
 * target is a ratchet, decision 0012), what was measured, and whether it meets the target and the limit.
 */
export function budgetFindings(report, budgets) {
  const finding = (name, bytes, targetKB, limitKB = targetKB) => ({
    name,
    target: `${targetKB} KB`,
    limit: `${limitKB} KB`,
    measured: kb(bytes),
    met: bytes <= targetKB * KB,
    overLimit: bytes > limitKB * KB,
  });
  const findings = [];
  const initialPage = report.pages.find((page) => page.path === budgets.initialJs.page);
  if (!initialPage) throw new Error(`budgets.json: ${budgets.initialJs.page} is not among its pages`);
  findings.push(
    finding(
      `initial JavaScript for ${initialPage.path} (gzip)`,
      initialPage.jsGzip,
      budgets.initialJs.targetKB,
      budgets.initialJs.limitKB,
    ),
  );
  for (const page of report.pages) {
    findings.push(finding(`CSS for ${page.path} (gzip)`, page.cssGzip, budgets.cssGzipKB));
  }
  for (const chunk of report.chunks.filter((candidate) => candidate.kind === 'lazy')) {
    const over = chunk.gzip > budgets.lazyChunkGzipKB * KB;
    // Every lazy chunk is checked; only those over the budget are named, to keep the list readable.
    if (over) findings.push(finding(`lazy chunk ${chunk.file} (${chunk.source})`, chunk.gzip, budgets.lazyChunkGzipKB));
  }
  const largestLazy = report.chunks.filter((candidate) => candidate.kind === 'lazy').sort((a, b) => b.gzip - a.gzip)[0];
  if (largestLazy && largestLazy.gzip <= budgets.lazyChunkGzipKB * KB) {
    findings.push(finding(`largest lazy chunk (${largestLazy.source})`, largestLazy.gzip, budgets.lazyChunkGzipKB));
  }
  return findings;
}
