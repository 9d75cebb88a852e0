import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { App } from './app/App';
import { styleCache } from './lib/style-nonce';
import { reportWebVitals } from './lib/report-web-vitals';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <CacheProvider value={styleCache}>
      <App />
    </CacheProvider>
  </StrictMode>,
);

reportWebVitals();
