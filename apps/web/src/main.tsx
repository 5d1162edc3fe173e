import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from '@/app/app';
import { keepForReplay, takeEarlyInput } from '@/app/early-input';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/router';
import { chosenLanguage, rememberLanguage } from '@/shared/i18n/chosen-language';
import { showLanguage } from '@/shared/i18n/load-language';
import { prefetchRouteData, preloadRouteComponents } from '@/shared/routing/route-prefetch';
import { seedServerAnswers } from '@/shared/routing/server-answers';
import { markSignedIn } from '@/shared/session/signed-in-marker';
import { readStored } from '@/shared/session/storage';
import '@/app/styles/global.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const signedIn = readStored('jwt') !== null;
// The server reads the marker to leave a signed-in browser the page shell; a token stored before the
// marker existed gets it now, and a marker left without a token goes.
markSignedIn(signedIn);

// The language chosen on an earlier visit; its cookie is renewed, as the token's marker is.
const language = chosenLanguage();
if (language !== 'en') rememberLanguage(language);

const queryClient = createQueryClient();
// A visitor's page rendered by the server (decision 0018) comes with the answers it was drawn from.
const serverAnswers = signedIn ? null : document.getElementById('query-state');
if (serverAnswers) seedServerAnswers(queryClient, JSON.parse(serverAnswers.textContent ?? '[]'));
// Its markup is taken over as it is, unless the hash selects something the server could not know
// (a package, a tab), or it is English and another language was chosen (the server gives such a
// browser the shell, unless its cookie is gone): then, as for a signed-in browser the server took
// for a visitor, it is replaced.
const takeOver = serverAnswers !== null && window.location.hash === '' && language === 'en';
// Otherwise the page's first data is asked for now, while React and the page's chunk load.
if (!takeOver) void prefetchRouteData(routes, window.location.pathname, queryClient);

const app = (
  <StrictMode>
    <App queryClient={queryClient} />
  </StrictMode>
);
// The shell asked for the page's chunks with the entry (the server's modulepreload hints); a page the
// server drew, started after its first paint, asks for them now. Rendering once they are here draws the
// page in one go, rather than the shell with a spinner and then the page, and lets hydration match the
// server's markup without suspending. The chosen language's strings come first too, so the first paint
// is in it (English, bundled, if they cannot be fetched).
void Promise.all([
  preloadRouteComponents(routes, window.location.pathname),
  showLanguage(language).catch(() => undefined),
]).then(() => {
  // A button pressed or a choice made on the drawn page before now is given again once the page is
  // hydrated (app/replay-early-input.tsx); a page replaced rather than taken over drops it.
  const earlyInput = takeEarlyInput();
  if (takeOver) {
    keepForReplay(earlyInput);
    // The page is already drawn, so taking it over can wait for input: in a transition React hydrates
    // in slices of a few milliseconds (a transition's hydration lane), rather than in one long task
    // that would hold up a tap. An input on a part not yet hydrated hydrates that part first.
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else createRoot(root).render(app);
});
