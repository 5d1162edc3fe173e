import type { RouteObject } from 'react-router';

export const promotionsRoutes: RouteObject[] = [];
