// The byte budgets of budgets.json against the production build (run after `npm run build`; part of
// `npm test`). Deterministic, unlike timings: the same source gives the same bytes on every machine.
// Fails naming each chunk or page over its limit and by how much.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetFindings, readBudgets } from './budgets.mjs';
import { bundleReport } from './bundle-report.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const distDir = process.argv[2] ?? join(here, '..', 'dist');
const budgets = readBudgets();
const report = bundleReport(distDir, budgets.pages);
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

for (const page of report.pages) {
  process.stdout.write(
    `${page.path.padEnd(16)} js ${kb(page.jsGzip).padStart(9)}  css ${kb(page.cssGzip).padStart(8)}\n`,
  );
}
const findings = budgetFindings(report, budgets);
for (const finding of findings.filter((candidate) => !candidate.overLimit && !candidate.met)) {
  process.stdout.write(`note: ${finding.name} is ${finding.measured}, over its target of ${finding.target}\n`);
}
const over = findings.filter((finding) => finding.overLimit);
if (over.length > 0) {
  const lines = over.map((finding) => `  ${finding.name}: ${finding.measured} > ${finding.limit}`);
  process.stderr.write(`Bundle budgets exceeded (apps/web/build/budgets.json):\n${lines.join('\n')}\n`);
  process.exit(1);
}
process.stdout.write('Bundle budgets met.\n');
