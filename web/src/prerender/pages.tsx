import type { ReactElement } from 'react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { ColorModeProvider } from '../app/ColorModeProvider';
import { SignedInShellView } from '../app/layout/SignedInShellView';
import { LoginView } from '../screens/login/LoginView';

export interface RenderedPage {
  html: string;
  styleTags: string;
}

/**
 * A page as HTML and its <style> tags, rendered at build time (scripts/prerender-pages.mjs) so that a phone
 * paints it with the HTML, before the scripts have run; the client then renders the same screen in its
 * place. Light mode: the colour choice is in the browser, unknown at build time. `nonce`: the placeholder
 * the gateway fills per answer, the one its CSP allows for <style> tags.
 */
function renderPage(page: ReactElement, location: string, nonce: string): RenderedPage {
  // The client's key (lib/style-nonce.ts): its cache takes these tags over instead of writing them again.
  const cache = createCache({ key: 'css', nonce });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ColorModeProvider forcedMode="light">
        <StaticRouter location={location}>{page}</StaticRouter>
      </ColorModeProvider>
    </CacheProvider>,
  );
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}

/** /login: the sign-in form. */
export const renderLoginPage = (nonce: string) =>
  renderPage(<LoginView submitting={false} error={null} onSubmit={() => undefined} />, '/login', nonce);

/** The signed-in pages' first load (/, /dashboard): the shell and the dashboard waiting for its figures. */
export const renderSignedInShell = (nonce: string) => renderPage(<SignedInShellView />, '/dashboard', nonce);
