import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, before the next
 * one: 50 % here. V8's own factor, chosen for speed, goes up to 4× on a heap this small, and the
 * gateway keeps about 70 MB alive: its RSS then rose to 300 MB and more under load, garbage that a
 * collection would have freed (BENCHMARKS.md, « Gateway memory »).
 */
export const HEAP_GROWING_PERCENT = 50;

/**
 * V8's heap policy for the gateway, set by the process's entry point before anything else loads: V8
 * reads these flags at each collection, and refuses them in NODE_OPTIONS.
 *
 * - The old generation's growth, above.
 * - No allocation-site pretenuring. Once a scavenge finds most objects of one allocation site alive
 *   (pg's rows, caught mid-page), V8 allocates that site's next objects in the old generation. Those
 *   rows die within the request, but only a full collection frees them, and until then they keep
 *   their young field strings alive: each scavenge promoted about 1.5 MB of such strings, which the
 *   next full collection then had to free. Without it about 0.1 MB are promoted, and a page of
 *   transactions costs the gateway about a quarter less CPU (BENCHMARKS.md, « Business API »).
 */
export function applyHeapPolicy(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
  v8.setFlagsFromString('--no-allocation-site-pretenuring');
}
