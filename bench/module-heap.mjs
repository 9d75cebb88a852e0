// What each package costs the gateway's heap when it loads. Preloaded into the gateway:
//   NODE_OPTIONS='--expose-gc --import ./bench/module-heap.mjs' node gateway/dist/src/main.js
// Around every outermost load of a package (a bare `require('x')` not made while another package
// loads), V8's used heap is read after a full collection; the difference, the package's code and what
// it builds at load time (its dependencies included), is written to MODULE_HEAP_OUT (or stderr) as
// JSON when the process exits, largest first, with the heap at the end of the start; beside it the
// source text each package keeps loaded (V8 holds every loaded file's source as a string).
import fs from 'node:fs';
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

const gc = globalThis.gc;
if (!gc) throw new Error('module-heap.mjs needs --expose-gc');
const costs = new Map();
let depth = 0;
const heap = () => {
  gc();
  return process.memoryUsage().heapUsed;
};
const packageOf = (request) =>
  request.startsWith('.') || request.startsWith('/') || request.startsWith('node:') || Module.isBuiltin(request)
    ? null
    : request.startsWith('@')
      ? request.split('/').slice(0, 2).join('/')
      : request.split('/')[0];

const load = Module._load;
Module._load = function (request, parent, isMain) {
  const name = packageOf(request);
  if (name === null || depth > 0) return load.call(this, request, parent, isMain);
  const before = heap();
  depth += 1;
  try {
    return load.call(this, request, parent, isMain);
  } finally {
    depth -= 1;
    costs.set(name, (costs.get(name) ?? 0) + heap() - before);
  }
};

process.on('exit', () => {
  const mb = (bytes) => Math.round((bytes / 2 ** 20) * 10) / 10;
  const rows = [...costs].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, mb(bytes)]);
  const sources = new Map();
  for (const file of Object.keys(require.cache)) {
    const match = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(file);
    const owner = match ? match[1] : file.includes('/domain/') ? '@pilotage/domain' : '(the gateway)';
    sources.set(owner, (sources.get(owner) ?? 0) + fs.statSync(file).size);
  }
  const sourceRows = [...sources].sort((a, b) => b[1] - a[1]).map(([name, bytes]) => [name, mb(bytes)]);
  const text = JSON.stringify(
    {
      heapUsedMb: mb(heap()),
      packagesMb: Object.fromEntries(rows),
      loadedFiles: Object.keys(require.cache).length,
      sourceMb: Object.fromEntries(sourceRows),
    },
    null,
    1,
  );
  if (process.env.MODULE_HEAP_OUT) fs.writeFileSync(process.env.MODULE_HEAP_OUT, text);
  else fs.writeSync(2, `${text}\n`);
});
