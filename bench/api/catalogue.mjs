// What the scenarios ask for, read from the running api the way the web app reads it: type ids by
// type name, products by name, a subscriber's token and connection through the real login.

export async function api(url, path, { method = 'GET', token, body } = {}) {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

/** Logs in through POST /api/auth/v1/login and answers the token and the account's connections. */
export async function login(url, email, password) {
  const { token } = await api(url, '/api/auth/v1/login', { method: 'POST', body: { username: email, password } });
  const connections = await api(url, '/api/users/v1/account/connections', { method: 'POST', token, body: {} });
  return { token, connections };
}

export async function typeIds(url) {
  const types = await api(url, '/api/products/v1/products/product-types');
  return Object.fromEntries(types.map((type) => [type.typeName, type.id]));
}

/** A listed product of a type by its name. */
export async function productNamed(url, typeId, name) {
  const list = await api(url, `/api/products/v1/products/all/active/by-types?typeid=${typeId}`);
  const product = list.find((item) => item.name === name) ?? list[0];
  if (!product) throw new Error(`no product of type ${typeId}`);
  return product;
}
