// The reads a logged-in subscriber's pages make (the web app's own calls), for one connection: what the
// national data's check and the history growth test ask of the api.

export interface SubscriberRead {
  name: string;
  method: 'GET' | 'POST';
  url: string;
  payload?: object;
}

export interface ReadTarget {
  connectionId: string;
  connectionType: number;
  /** Product type ids by type name. */
  types: Record<string, string>;
  /** A product the connection has bought, for its product page with marks. */
  productId: string;
  /** Dates of MY PURCHASES' range, 'YYYY-MM-DD'. */
  from: string;
  to: string;
}

export function subscriberReads(target: ReadTarget): SubscriberRead[] {
  const { connectionId: conid, connectionType, types } = target;
  const typeId = (name: string) => {
    const id = types[name];
    if (!id) throw new Error(`no product type ${name}`);
    return id;
  };
  const billing = '/api/billing/v1/billing';
  const reads: SubscriberRead[] = [
    { name: 'connections', method: 'POST', url: '/api/users/v1/account/connections', payload: {} },
    {
      name: 'landing: featured with marks',
      method: 'POST',
      url: `/api/products/v1/products/by-product-types-and-tags?conid=${conid}`,
      payload: { productTypes: [typeId('channel'), typeId('vod'), typeId('package')], tags: ['featured'] },
    },
    {
      name: 'user-products by type, page 1 of 20',
      method: 'GET',
      url: `${billing}/user-products/by-type?conid=${conid}&typeid=${typeId('vod')}&page=1&pageSize=20`,
    },
    {
      name: 'MY CONTENT',
      method: 'GET',
      // As the portal's MY CONTENT asks: its types, only what the connection bought on its own.
      url: `${billing}/user-products/by-types?conid=${conid}&held=own&${['channel', 'channelbundle', 'vod', 'svod', 'screens'].map((name) => `typeIds=${typeId(name)}`).join('&')}`,
    },
    {
      name: 'product page with marks',
      method: 'GET',
      url: `/api/products/v1/products/${target.productId}?conid=${conid}`,
    },
    {
      name: 'MY PURCHASES, page 1 of 20',
      method: 'GET',
      url: `${billing}/user-purchase/page?connectionId=${conid}&connectionType=${connectionType}&start=${target.from}&end=${target.to}&pageSize=20`,
    },
    { name: 'MY VOUCHERS', method: 'GET', url: `/api/promotions/v1/vouchers/purchases?userConnectionId=${conid}` },
    { name: 'devices', method: 'GET', url: `/api/users/v1/connections/${conid}/devices` },
    { name: 'connection details with profiles', method: 'GET', url: `/api/users/v1/connection/details/${conid}` },
  ];
  // MY PAYMENTS lists operator and card payments; a fixed line's charges are on its bill.
  if (connectionType === 6)
    reads.push({ name: 'MY PAYMENTS', method: 'GET', url: `${billing}/mobitel/payments?connectionId=${conid}` });
  if (connectionType === 7)
    reads.push({ name: 'MY PAYMENTS', method: 'GET', url: `${billing}/prepaid/payments?connectionId=${conid}` });
  return reads;
}
