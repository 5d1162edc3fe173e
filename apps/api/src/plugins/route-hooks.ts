import type { FastifyInstance } from 'fastify';

/** The names of the functions each lifecycle hook of a route runs, e.g. `{ onRequest: ['authenticate'] }`. */
export type HookNames = Readonly<Record<string, readonly string[]>>;

/**
 * "METHOD path" with every path parameter written `:`, as Fastify's printed tree and a route's own url
 * both reduce to: the tree prints a node shared by routes as `:id|:conId`, so names cannot be compared.
 */
export const routeKey = (method: string, url: string) => `${method} ${url.replace(/:\w+(\|:\w+)*/g, ':')}`;

/**
 * The hooks every route runs, its own and those its plugins added, as Fastify merged them at ready.
 * `printRoutes({ includeHooks: true })` is Fastify's one public view of that merge, so its tree is read
 * here: a branch line `├── segment (GET, HEAD)` (4 characters of indent a level, its path its parent's
 * plus its segment), another method of the same node on a line without a branch mark, and the route's
 * hooks below it as `• (onRequest) ["authenticate()", ...]`.
 */
export function routeHooks(app: FastifyInstance): ReadonlyMap<string, HookNames> {
  const tree = app.printRoutes({ includeHooks: true, commonPrefix: false });
  const hooks = new Map<string, Record<string, string[]>>();
  const parents: string[] = [];
  let current: Record<string, string[]>[] = [];
  for (const line of tree.split('\n')) {
    const meta = /^[│ ]*• \((\w+)\) (\[.*\])$/.exec(line);
    if (meta) {
      const [, hook = '', names = '[]'] = meta;
      for (const route of current) route[hook] = (JSON.parse(names) as string[]).map(functionName);
      continue;
    }
    const branch = /^([│ ]*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    const sameNode = branch ? null : /^[│ ]*(\S.*) \(([A-Z, ]+)\)$/.exec(line);
    if (branch) {
      const [, indent = '', segment = '', methods] = branch;
      const depth = indent.length / 4;
      parents[depth] = (parents[depth - 1] ?? '') + segment;
      parents.length = depth + 1;
      current = methods ? routesOf(hooks, parents[depth] ?? '', methods) : [];
    } else if (sameNode) {
      current = routesOf(hooks, parents.at(-1) ?? '', sameNode[2] ?? '');
    }
  }
  return hooks;
}

function routesOf(hooks: Map<string, Record<string, string[]>>, path: string, methods: string) {
  return methods.split(', ').map((method) => {
    const route: Record<string, string[]> = {};
    hooks.set(routeKey(method, path), route);
    return route;
  });
}

/** `authenticate()` or, bound to its plugin, `bound authenticate()`: the function's own name. */
const functionName = (printed: string) => printed.replace(/^bound /, '').replace(/\(\)$/, '');
