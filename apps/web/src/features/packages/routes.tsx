import type { RouteObject } from 'react-router';

export const packagesRoutes: RouteObject[] = [];
