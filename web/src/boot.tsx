// The application, started by main.tsx once the page has painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { preloadFirstScreen, firstQueriesSettled } from './app/first-screen';
import { readAuthToken } from './lib/auth-token';
import { styleCache } from './lib/style-nonce';
import { reportWebVitals } from './lib/report-web-vitals';

const container = document.getElementById('root')!;
const root = createRoot(container);
// A transition: React renders in slices of a few milliseconds, so the page answers input meanwhile.
const render = () =>
  startTransition(() =>
    root.render(
      <StrictMode>
        <CacheProvider value={styleCache}>
          <App />
        </CacheProvider>
      </StrictMode>,
    ),
  );

const firstScreen = preloadFirstScreen(window.location.pathname, Boolean(readAuthToken()));
// The page built into the HTML (scripts/prerender-pages.mjs: the sign-in form, or the signed-in shell) stays
// until the screen's chunks and the answers of the session (and of the dashboard) are here, so that it is replaced by the same screen and
// not by a loader. Otherwise the session's query starts now.
if (container.hasChildNodes())
  void Promise.all([firstScreen.catch(() => undefined), firstQueriesSettled()]).then(render);
else render();

reportWebVitals();
