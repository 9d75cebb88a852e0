/**
 * Import rules checked by `npm run lint:deps` (dependency-cruiser).
 * Each block names the tree it guards; add new blocks beside, not inside, the gateway's.
 */

// ── gateway/src: four floors, each importing only the floors under it ───────────────────────────
// kernel (configuration, logging, helpers, database, journal writer, job queue, credentials and
// sessions, request context) < features (one folder per business domain) < transports (HTTP/REST
// with OpenAPI, GraphQL with WebSocket, and every feature's *.routes.ts / *.resolver.ts) <
// composition (gateway/src/composition and the entry points at the root of gateway/src).
const GW = '^gateway/src/';
const GW_KERNEL = `${GW}kernel/`;
const GW_FEATURES = `${GW}features/`;
const GW_TRANSPORTS = `${GW}transports/`;
const GW_TRANSPORT_FILE = `${GW}features/[^/]+/.+[.](routes|resolver)[.]ts$`;
const GW_COMPOSITION = `${GW}(composition/|scripts/|[^/]+[.]ts$)`;

const gatewayRules = [
  {
    name: 'gateway-kernel-stays-at-the-bottom',
    comment: 'The kernel imports nothing of the features, the transports or the composition root.',
    severity: 'error',
    from: { path: GW_KERNEL },
    to: { path: [GW_FEATURES, GW_TRANSPORTS, GW_COMPOSITION] },
  },
  {
    name: 'gateway-features-import-no-transport',
    comment:
      'A feature (entity, types, queries, service) imports no transport and no composition: no *.routes.ts, *.resolver.ts, transports/, composition/.',
    severity: 'error',
    from: { path: GW_FEATURES, pathNot: GW_TRANSPORT_FILE },
    to: { path: [GW_TRANSPORTS, GW_TRANSPORT_FILE, GW_COMPOSITION] },
  },
  {
    name: 'gateway-features-meet-through-services-and-queries',
    comment:
      'Another feature is reached through its service, queries, entity or types: its inner files (exports, loaders, stores) stay its own.',
    severity: 'error',
    from: { path: `${GW_FEATURES}([^/]+)/`, pathNot: GW_TRANSPORT_FILE },
    to: {
      path: GW_FEATURES,
      pathNot: [`${GW_FEATURES}$1/`, `${GW_FEATURES}[^/]+/[^/]+([.](service|entity|types)|-queries)[.]ts$`],
    },
  },
  {
    name: 'gateway-transports-import-no-composition',
    comment:
      'Transports (transports/, *.routes.ts, *.resolver.ts) are given what the composition root builds; they never import it.',
    severity: 'error',
    from: { path: [GW_TRANSPORTS, GW_TRANSPORT_FILE] },
    to: { path: GW_COMPOSITION },
  },
  {
    name: 'gateway-no-module-cycle',
    comment: 'No import cycle between the modules of gateway/src.',
    severity: 'error',
    from: { path: GW },
    to: { path: GW, circular: true },
  },
  {
    name: 'gateway-no-folder-cycle',
    comment: 'No import cycle between the folders of gateway/src: folders stand on each other, they do not reach back.',
    severity: 'error',
    scope: 'folder',
    from: { path: GW },
    to: { path: GW, circular: true },
  },
];

module.exports = {
  forbidden: [...gatewayRules],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] },
  },
};
