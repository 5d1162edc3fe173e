import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { useAnalytics } from '@/shared/analytics/analytics-context';

/** Every page change starts at the top and counts as a page view (spec 002 section 2.1). */
export function usePageChangeEffects(): void {
  const { pathname, search } = useLocation();
  const analytics = useAnalytics();
  useEffect(() => {
    window.scrollTo(0, 0);
    analytics.pageView(`${pathname}${search}`);
  }, [pathname, search, analytics]);
}
