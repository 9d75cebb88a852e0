/// <reference types="node" />
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Text formats worth compressing; images and fonts (png, woff2) are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest|xml|ico)$/;

/** Below this size the encoding's headers cost about what compression saves. */
const MIN_BYTES = 256;

/**
 * Writes `file.br` and `file.gz` beside every compressible file of `dir` (recursively), at the
 * strongest levels: done once at build time, so the gateway serves them without compressing per
 * request (@fastify/static's `preCompressed`). Returns the files it compressed.
 */
export function precompressDirectory(dir: string): string[] {
  const compressed: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    // The gateway fills index.html's nonce per answer: a compressed copy would never be served.
    if (path.relative(dir, file) === 'index.html') continue;
    const content = fs.readFileSync(file);
    if (content.length < MIN_BYTES) continue;
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(content, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
        },
      }),
    );
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: zlib.constants.Z_BEST_COMPRESSION }));
    compressed.push(file);
  }
  return compressed;
}

/**
 * Vite plugin: precompresses the web client's build (web/dist) once every file is written. Storybook builds
 * the catalogue with the same configuration into storybook-static, which is served as built: left alone.
 */
export function precompress(): Plugin {
  let outDir: string | null = null;
  return {
    name: 'pilotage-precompress',
    apply: 'build',
    configResolved(config) {
      const dir = path.resolve(config.root, config.build.outDir);
      outDir = path.basename(dir) === 'dist' ? dir : null;
    },
    closeBundle() {
      if (outDir) precompressDirectory(outDir);
    },
  };
}
