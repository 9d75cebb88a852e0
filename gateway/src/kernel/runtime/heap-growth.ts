import v8 from 'node:v8';

/**
 * How far V8 lets the old generation grow past what the last full collection kept, before the next
 * one: 50 % here. V8's own factor, chosen for speed, goes up to 4× on a heap this small, and the
 * gateway keeps about 70 MB alive: its RSS then rose to 300 MB and more under load, garbage that a
 * collection would have freed (BENCHMARKS.md, « Gateway memory »). Set by the process's entry point
 * before anything else loads: V8 reads the flag at each collection, and refuses it in NODE_OPTIONS.
 */
export const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}
