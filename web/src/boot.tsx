// The application, started by main.tsx once the page has painted.
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { preloadFirstScreen } from './app/first-screen';
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
// The sign-in page built into the HTML (scripts/prerender-login.tsx) stays until the form's chunk is
// here, so that it is replaced by the form and not by a spinner. Otherwise the session's query starts now.
if (container.hasChildNodes()) void firstScreen.catch(() => undefined).then(render);
else render();

reportWebVitals();
