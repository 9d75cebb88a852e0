/**
 * A package loaded the first time it is used, not when the gateway starts: the libraries only a rare
 * path needs (PDF rendering, mail, Telegram, S3) would otherwise hold their code and source text in
 * every replica's heap for nothing (measured in BENCHMARKS.md, « Gateway memory »). `id` is a package
 * name (never a relative path, which would resolve from here), loaded by `require` as a static import
 * would be; the type comes from `typeof import(…)` and costs nothing at run time.
 */
export function lazyModule<T>(id: string): () => T {
  let loaded: T | undefined;
  // A require() on purpose: a dynamic import() would take the packages' ESM builds, a second copy.
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return () => (loaded ??= require(id) as T);
}
