import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSeededTestApp, type TestApp } from '../../../test/app';
import { demo, recordStatements } from '../../../test/catalogue';
import { type PlanNode, runGeneric } from '../../../test/generic-plan';
import { multiplyCatalogue } from './growth-test-kit';
import { pageOfProducts } from './lists';
import type { PagedList } from './page-statements';

/**
 * A paginated list must cost the same however long it is: on a catalogue a hundred times the seed's, as the bench's largest, the
 * page is read in order from a listing index (no sort of every matching product) and its total is
 * counted from that index alone (no product row read), each on the generic plan PostgreSQL settles on
 * for a named statement, whose values it does not know.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createSeededTestApp();
  await multiplyCatalogue(t.db, 100);
  // As autovacuum leaves a table that has settled: the visibility map is what makes a count index-only.
  await t.db.execute(sql`vacuum (analyze) products`);
}, 120_000);
afterAll(() => t.close());

const productScans = (nodes: PlanNode[]) => nodes.filter((node) => node['Relation Name'] === 'products');

const lists: [string, PagedList][] = [
  ['a type', { typeid: demo.typeId('vod') }],
  ['a sub type', { typeid: demo.typeId('vod'), subtypeid: demo.subTypeId('PEOOriginals') }],
  ['every on-demand title', {}],
];

/** The page's and the total's statements as the api sends them, each on a named statement's generic plan. */
async function plansOf(list: PagedList): Promise<{ page: PlanNode[]; total: PlanNode[] }> {
  const sent = await recordStatements(t.db, () => pageOfProducts(t.db, { ...list, page: 3, pageSize: 20 }, null));
  const page = sent.find((statement) => /\blimit\b/.test(statement.text));
  const total = sent.find((statement) => /^select count\(\*\)/.test(statement.text));
  if (!page || !total) throw new Error(`no page or total among: ${sent.map((statement) => statement.text).join('\n')}`);
  return { page: await runGeneric(t.db, page), total: await runGeneric(t.db, total) };
}

describe.each(lists)('the list of %s', (_name, list) => {
  it('reads a page in listing order from the listed-products index, without sorting', async () => {
    const nodes = (await plansOf(list)).page;
    expect(nodes.map((node) => node['Node Type'])).not.toContain('Sort');
    expect(productScans(nodes)).toEqual([
      expect.objectContaining({ 'Node Type': 'Index Scan', 'Index Name': expect.stringMatching(/^products_listed_/) }),
    ]);
  });

  it('counts its total from the index alone', async () => {
    const nodes = (await plansOf(list)).total;
    expect(productScans(nodes)).toEqual([
      expect.objectContaining({
        'Node Type': 'Index Only Scan',
        'Index Name': expect.stringMatching(/^products_listed_/),
      }),
    ]);
  });
});
