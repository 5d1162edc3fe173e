import type { RouteObject } from 'react-router';

export const catalogueRoutes: RouteObject[] = [];
