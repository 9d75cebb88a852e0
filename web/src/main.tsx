/**
 * The entry of index.html, kept tiny: the application's modules (React, MUI…) are evaluated only once
 * the page has painted, so the sign-in page built into the HTML shows on a slow phone before that long
 * task and not after it.
 */
const afterFirstPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

void afterFirstPaint().then(() => import('./boot'));
