import type { APIRequestContext, Page } from '@playwright/test';

interface Listed {
  id: string;
  name: string;
  billingEndDate: string | null;
}

/** A product type's fixed id, looked up by typeName as the app does. */
async function typeId(request: APIRequestContext, typeName: string): Promise<string> {
  const types: { id: string; typeName: string }[] = await (
    await request.get('/api/products/v1/products/product-types')
  ).json();
  const type = types.find((candidate) => candidate.typeName === typeName);
  if (!type) throw new Error(`No product type ${typeName}`);
  return type.id;
}

/** A listed product's id by name, from the public catalogue (no ids are written into the tests). */
export async function productId(request: APIRequestContext, typeName: string, name: string): Promise<string> {
  const id = await typeId(request, typeName);
  const products: Listed[] = await (
    await request.get(`/api/products/v1/products/all/active/by-types?typeid=${id}`)
  ).json();
  const product = products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`No ${typeName} named ${name}`);
  return product.id;
}

/** The logged-in page's view of a product, read with its own session, for dates the seed makes relative. */
export async function userProduct(page: Page, id: string): Promise<Listed> {
  const { jwt, conID } = await page.evaluate(() => ({
    jwt: localStorage.getItem('jwt'),
    conID: localStorage.getItem('conID'),
  }));
  const response = await page.request.get(`/api/billing/v1/billing/user-products/${id}?conid=${conID}`, {
    headers: { Authorization: `Bearer ${jwt}` },
  });
  return response.json();
}

/** 'YYYY-MM-DD' as the portal shows it, 'DD/MM/YYYY'. */
export function shownDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${day}/${month}/${year}`;
}
