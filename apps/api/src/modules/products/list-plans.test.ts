import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo } from '../../../test/catalogue';
import { multiplyCatalogue, rowsOf } from './growth-test-kit';
import { pageRowsQuery, totalQuery } from './lists';
import { allVodsFilter, productsByTypeFilter } from './service';

/**
 * A paginated list must cost the same however long it is: on a catalogue a hundred times the seed's, as the bench's largest,, the
 * page is read in order from a listing index (no sort of every matching product) and its total is
 * counted from that index alone (no product row read).
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
  await multiplyCatalogue(t.db, 100);
  // As autovacuum leaves a table that has settled: the visibility map is what makes a count index-only.
  await t.db.execute(sql`vacuum (analyze) products`);
}, 120_000);
afterAll(() => t.close());

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  Plans?: PlanNode[];
}

async function planOf(query: SQLWrapper): Promise<PlanNode[]> {
  const [row] = rowsOf<{ 'QUERY PLAN': unknown }>(await t.db.execute(sql`explain (format json) ${query}`));
  const plan = row?.['QUERY PLAN'];
  const [root] = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
  if (!root) throw new Error('no plan');
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(root.Plan);
  return nodes;
}

const productScans = (nodes: PlanNode[]) => nodes.filter((node) => node['Relation Name'] === 'products');

const lists: [string, () => SQL | undefined][] = [
  ['a type', () => productsByTypeFilter({ typeid: demo.typeId('vod') })],
  ['a sub type', () => productsByTypeFilter({ typeid: demo.typeId('vod'), subtypeid: demo.subTypeId('PEOOriginals') })],
  ['every on-demand title', () => allVodsFilter({})],
];

describe.each(lists)('the list of %s', (_name, filter) => {
  it('reads a page in listing order from the listed-products index, without sorting', async () => {
    const nodes = await planOf(pageRowsQuery(t.db, filter(), { page: 3, pageSize: 20 }));
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(productScans(nodes)).toEqual([
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': expect.stringMatching(/^products_listed_/) }),
    ]);
  });

  it('counts its total from the index alone', async () => {
    const nodes = await planOf(totalQuery(t.db, filter()));
    expect(productScans(nodes)).toEqual([
      expect.objectContaining({
        'Node Type': 'Index Only Scan',
        'Index Name': expect.stringMatching(/^products_listed_/),
      }),
    ]);
  });
});
