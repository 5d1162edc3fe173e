import { describe, expect, it } from 'vitest';
import { budgetFindings } from './budgets.mjs';

const budgets = {
  initialJs: { page: '/', targetKB: 120, limitKB: 150 },
  lazyChunkGzipKB: 40,
  cssGzipKB: 20,
  pages: { '/': 'src/landing.tsx' },
};
const KB = 1024;
const report = (over: { jsGzip?: number; cssGzip?: number; lazy?: number }) => ({
  pages: [{ path: '/', source: 'src/landing.tsx', jsGzip: over.jsGzip ?? 100 * KB, cssGzip: over.cssGzip ?? 4 * KB }],
  chunks: [
    { file: 'assets/index.js', source: 'index.html', kind: 'entry', gzip: 90 * KB },
    { file: 'assets/packages-page.js', source: 'src/packages-page.tsx', kind: 'lazy', gzip: over.lazy ?? 12 * KB },
  ],
});
const overLimit = (findings: ReturnType<typeof budgetFindings>) =>
  findings.filter((finding) => finding.overLimit).map((finding) => `${finding.name}: ${finding.measured}`);

describe('bundle budgets', () => {
  it('passes a build within every budget', () => {
    expect(overLimit(budgetFindings(report({}), budgets))).toEqual([]);
  });

  it('names a lazy chunk over 40 KB with its size', () => {
    expect(overLimit(budgetFindings(report({ lazy: 41 * KB }), budgets))).toEqual([
      'lazy chunk assets/packages-page.js (src/packages-page.tsx): 41.0 KB',
    ]);
  });

  it('fails the initial JavaScript only over its limit, and reports it over its target', () => {
    const between = budgetFindings(report({ jsGzip: 130 * KB }), budgets);
    expect(overLimit(between)).toEqual([]);
    expect(between[0]).toMatchObject({ measured: '130.0 KB', met: false });
    expect(overLimit(budgetFindings(report({ jsGzip: 151 * KB }), budgets))).toEqual([
      'initial JavaScript for / (gzip): 151.0 KB',
    ]);
  });

  it('fails CSS over 20 KB', () => {
    expect(overLimit(budgetFindings(report({ cssGzip: 21 * KB }), budgets))).toEqual(['CSS for / (gzip): 21.0 KB']);
  });
});
