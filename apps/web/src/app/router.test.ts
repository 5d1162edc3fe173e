import { PORTAL_PAGE_PATHS } from '@selfcare/contracts';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

/** Every page's path, from the site root, as the router writes it; the catch-all (the 404 page) left out. */
function pagePaths(tree: readonly RouteObject[], parent = ''): string[] {
  return tree.flatMap((route) => {
    const path = route.index ? parent || '/' : `${parent}/${route.path ?? ''}`.replace(/\/+$/, '');
    const own = route.Component && route.path !== '*' ? [path || '/'] : [];
    return [...own, ...pagePaths(route.children ?? [], route.path ? path : parent)];
  });
}

/** The same path with its parameters named alike, so ':id' and ':productId' compare equal. */
const shape = (path: string) => path.replace(/:\w+/g, ':param');

describe('the router and the server agree on the pages', () => {
  it('lists every page among the paths the server answers 200 for', () => {
    const listed = PORTAL_PAGE_PATHS.map(shape);
    const unlisted = pagePaths(routes).filter((path) => !listed.includes(shape(path)));
    expect(unlisted).toEqual([]);
  });

  it('reads the nested routes with their full paths', () => {
    expect(pagePaths(routes)).toEqual(expect.arrayContaining(['/', '/login', '/products/:productId/:purchasable?']));
  });
});
