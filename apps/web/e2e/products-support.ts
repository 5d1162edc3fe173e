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

/** The day after a 'YYYY-MM-DD' date, the way the api schedules a downgrade. */
export function dayAfter(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The 'YYYY-MM-DD' day `months` calendar months after `date`, as the api counts a pause. */
export function monthsAfter(date: string, months: number): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const target = new Date(Date.UTC(year, month - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, last));
  return target.toISOString().slice(0, 10);
}

/** A day as the portal writes it in Tamil: the language's numeric form in Sri Lanka. */
export function tamilDate(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return new Intl.DateTimeFormat('ta-LK', {
    timeZone: 'UTC',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}
