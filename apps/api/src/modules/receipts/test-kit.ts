import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestApp } from '../../../test/app';

/**
 * The receipt tests read each PDF as a person's reader would, with poppler (pdftotext, pdffonts); the
 * test command installs it (scripts/ensure-poppler.mjs), and a run without it stops here saying so.
 */
export function requirePoppler(): void {
  const missing = ['pdftotext', 'pdffonts'].filter((tool) => spawnSync(tool, ['-v']).error !== undefined);
  if (missing.length > 0) {
    throw new Error(
      `${missing.join(' and ')} not found: the receipt tests need poppler-utils. ` +
        'Run `node scripts/ensure-poppler.mjs` from the repository root (it installs it as root), or ' +
        '`apt-get install poppler-utils`.',
    );
  }
}

/** Runs a poppler tool on the PDF, written to a file of its own. */
function poppler(tool: string, args: string[], pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'receipt-'));
  try {
    const file = join(dir, 'receipt.pdf');
    writeFileSync(file, pdf);
    return execFileSync(tool, [...args, file, ...(tool === 'pdftotext' ? ['-'] : [])], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as pdftotext lays it out, each line's runs of spaces made one. */
export function pdfLines(pdf: Buffer): string[] {
  return poppler('pdftotext', ['-layout'], pdf)
    .split('\n')
    .map((line) => line.trim().replace(/\s+/g, ' '))
    .filter(Boolean);
}

/**
 * The PDF's text with no white space at all. pdftotext places a Sinhala or Tamil run by its ActualText,
 * whose box it only estimates, so the spaces it puts around such runs are not the page's; the words and
 * their order are, and this keeps those.
 */
export function pdfLetters(pdf: Buffer): string {
  return poppler('pdftotext', ['-layout'], pdf).replace(/\s+/g, '');
}

/** A text as pdfLetters has it. */
export const letters = (text: string) => text.replace(/\s+/g, '');

/** The fonts embedded in the PDF, by name without the subset's tag ('NotoSansSinhala-Regular'). */
export function embeddedFonts(pdf: Buffer): string[] {
  return poppler('pdffonts', [], pdf)
    .split('\n')
    .slice(2)
    .filter((line) => / yes +yes +yes /.test(line))
    .map((line) => (line.split(/\s+/)[0] ?? '').replace(/^[A-Z]{6}\+/, ''));
}

/** GET a payment's receipt with the caller's headers. */
export function getReceipt(t: TestApp, headers: Record<string, string>, paymentId: string, query = '') {
  return t.app.inject({ url: `/api/billing/v1/billing/payments/${paymentId}/receipt${query}`, headers });
}
