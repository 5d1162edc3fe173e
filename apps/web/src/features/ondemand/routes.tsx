import type { RouteObject } from 'react-router';

export const ondemandRoutes: RouteObject[] = [];
