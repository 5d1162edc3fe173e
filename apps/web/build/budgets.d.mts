export interface Budgets {
  initialJs: { page: string; targetKB: number; limitKB: number };
  lazyChunkGzipKB: number;
  cssGzipKB: number;
  pages: Record<string, string>;
}

export interface BundleReport {
  pages: { path: string; source: string; jsGzip: number; cssGzip: number }[];
  chunks: { file: string; source: string; kind: string; gzip: number }[];
}

export interface BudgetFinding {
  name: string;
  target: string;
  limit: string;
  measured: string;
  met: boolean;
  overLimit: boolean;
}

export function readBudgets(): Budgets;
export function budgetFindings(report: BundleReport, budgets: Budgets): BudgetFinding[];
