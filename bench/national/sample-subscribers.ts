// Random generated subscribers to read as: each with a registered connection that has bought something.
import { connect } from './database';

export interface SampledSubscriber {
  n: number;
  email: string;
  connectionId: string;
  connectionType: number;
  status: string;
  /** The connection's newest purchase's product, for its product page with marks. */
  productId: string;
  purchases: number;
}

/** `count` random subscribers, each with a registered connection and a purchase. */
export async function sampleSubscribers(url: string, subscribers: number, count: number): Promise<SampledSubscriber[]> {
  const sql = await connect(url);
  try {
    return await sql.query<SampledSubscriber>(
      // Three times as many picks as wanted, one connection each, then the wanted number of them at
      // random: taking the first by n would favour the low-numbered subscribers.
      `select * from (
         select distinct on (n) n, a.email, c.id as "connectionId", c.connection_type as "connectionType", c.status,
                (select u.product_id from purchases u where u.connection_id = c.id order by u.purchased_at desc limit 1)
                  as "productId",
                (select count(*)::int from purchases u where u.connection_id = c.id) as purchases
           from (select (1 + floor(random() * $1))::int as n from generate_series(1, $2 * 3)) picked
           join accounts a on a.email = 'subscriber-' || n || '@national.invalid'
           join connections c on c.account_id = a.id
          where c.status <> 'pending_registration'
            and exists (select 1 from purchases u where u.connection_id = c.id)
          order by n, c.position
       ) sampled
       order by random()
       limit $2`,
      [subscribers, count],
    );
  } finally {
    await sql.close();
  }
}
