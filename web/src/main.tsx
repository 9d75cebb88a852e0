/**
 * The entry of index.html, kept tiny: the application's modules (React, MUI…) are evaluated only once
 * the page has painted, so the sign-in page built into the HTML shows on a slow phone before that long
 * task and not after it.
 */
import { warmIntlOffMainThread } from './lib/intl-warmup';

const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/**
 * The page built into the HTML (the sign-in form for /login, the signed-in shell for / and /dashboard) is in
 * light mode, its tags shown only with a light system. For a dark choice (ColorModeProvider's stored
 * `colorMode`, or the system's) it goes before the application starts, markup and style tags (emotion would
 * otherwise take them over as already written); so does the signed-in shell without a stored session, the
 * application then going to /login. Otherwise its styles stay, for any system colour from now on (a class's
 * rules do not depend on it).
 */
function settlePrerenderedPage() {
  const tags = document.querySelectorAll<HTMLStyleElement>('style[data-prerendered]');
  if (tags.length === 0) return;
  const root = document.getElementById('root');
  const light = window.matchMedia('(prefers-color-scheme: light)').matches;
  const unused = root?.dataset.prerenderedPage === 'signed-in' && !localStorage.getItem('authToken');
  const keep = light && localStorage.getItem('colorMode') !== 'dark' && !unused;
  if (!keep) root?.replaceChildren();
  for (const tag of tags) {
    if (!keep || tag.dataset.prerendered === 'hide') tag.remove();
    else tag.removeAttribute('media');
  }
}
settlePrerenderedPage();
// The locale data that lib/format.ts and MUI's French locale need, loaded beside the page and not in its thread.
warmIntlOffMainThread();

// With a stored session, its query and the signed-in screen's chunks go out now, beside the application.
if (localStorage.getItem('authToken')) {
  void import('./app/first-screen').then(({ startSignedInPage }) => startSignedInPage(window.location.pathname));
}
// React's runtime first, then the rest (MUI, the screens' shell) after a yield: two shorter tasks
// instead of one that would hold a phone's main thread for the whole evaluation.
void afterFirstPaint()
  .then(() => import('./react-runtime'))
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./boot'));
