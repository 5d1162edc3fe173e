import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client';
import { rowsOf } from '../src/modules/products/growth-test-kit';
import type { SentStatement } from './catalogue';

/** A node of a plan as `explain (format json)` gives it, with what `analyze` adds. */
export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Index Cond'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

const literal = (value: unknown): string => {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const text = value instanceof Date ? value.toISOString() : String(value);
  return `'${text.replaceAll("'", "''")}'`;
};

/**
 * A recorded statement run as PostgreSQL runs a named statement once it stops planning it per call: on
 * a generic plan, made without its values (`explain analyze`). Its nodes, with the rows each read.
 */
export async function runGeneric(db: Database, statement: SentStatement): Promise<PlanNode[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local plan_cache_mode = force_generic_plan`);
    await tx.execute(sql.raw(`prepare generic_read as ${statement.text}`));
    const parameters = statement.values.length === 0 ? '' : `(${statement.values.map(literal).join(', ')})`;
    const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(
      await tx.execute(sql.raw(`explain (analyze, format json) execute generic_read${parameters}`)),
    );
    await tx.execute(sql`deallocate generic_read`);
    const plan = row?.['QUERY PLAN'];
    const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    const nodes: PlanNode[] = [];
    const walk = (node: PlanNode) => {
      nodes.push(node);
      node.Plans?.forEach(walk);
    };
    if (root) walk(root.Plan);
    return nodes;
  });
}
