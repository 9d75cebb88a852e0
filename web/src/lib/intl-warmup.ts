/**
 * The page's first French number or date format loads the browser's locale data: 20 to 40 ms on a fast machine,
 * four times that on a phone, in whichever task first formats. Chromium keeps that data for the whole process, so
 * a worker that formats once takes the load off the page's thread: the page's own first format then costs nothing.
 * Elsewhere it costs the worker alone. Without workers (or if it fails), the page's first format pays as before.
 */
export function warmIntlOffMainThread(): void {
  try {
    const worker = new Worker(new URL('./intl-warmup.worker.ts', import.meta.url), { type: 'module' });
    const done = () => worker.terminate();
    worker.addEventListener('message', done);
    worker.addEventListener('error', done);
  } catch {
    // A browser without workers, or refusing this one: the first format is made on the page's thread.
  }
}
