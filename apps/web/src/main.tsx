import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { prefetchRouteData, preloadRouteComponents } from '@/shared/routing/route-prefetch';
import '@/app/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
// The page's first data is asked for now, while React and the page's chunk load.
prefetchRouteData(routes, window.location.pathname, queryClient);
// The page's chunks were asked for with the entry (the server's modulepreload hints): rendering once they
// are here draws the page in one go, rather than the shell with a spinner and then the page.
void preloadRouteComponents(routes, window.location.pathname).then(() =>
  createRoot(root).render(
    <StrictMode>
      <App queryClient={queryClient} />
    </StrictMode>,
  ),
);
