/**
 * The entry of index.html, kept tiny: the application's modules (React, MUI…) are evaluated only once
 * the page has painted, so the sign-in page built into the HTML shows on a slow phone before that long
 * task and not after it.
 */
const afterFirstPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

// With a stored session, its query and the signed-in screen's chunks go out now, beside the application.
if (localStorage.getItem('authToken'))
  void import('./app/first-screen').then(({ startSignedInPage }) => startSignedInPage(window.location.pathname));
void afterFirstPaint().then(() => import('./boot'));
