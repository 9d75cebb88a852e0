import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ColorModeProvider } from '../app/ColorModeProvider';
import { LoginView } from '../screens/login/LoginView';

/**
 * The sign-in page as HTML and its <style> tags, rendered at build time (scripts/prerender-login.mjs)
 * so that a phone paints the form with the HTML, before the scripts have run; the client then renders
 * the same form in its place. Light mode: the colour choice is in the browser, unknown at build time.
 * `nonce`: the placeholder the gateway fills per answer, the one its CSP allows for <style> tags.
 */
export function renderLoginPage(nonce: string): { html: string; styleTags: string } {
  // The client's key (lib/style-nonce.ts): its cache takes these tags over instead of writing them again.
  const cache = createCache({ key: 'css', nonce });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ColorModeProvider forcedMode="light">
        <StaticRouter location="/login">
          <LoginView submitting={false} error={null} onSubmit={() => undefined} />
        </StaticRouter>
      </ColorModeProvider>
    </CacheProvider>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
