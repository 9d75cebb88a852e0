import type { Plugin } from 'vite';

/**
 * The screens a first visit to a path opens, by their module: the sign-in form, and the signed-in
 * shell with the dashboard. Their chunks are lazy (AppRoutes.tsx), so the browser would find them
 * only once the entry script has run: a second round of requests before the first paint of the form.
 */
const ROUTE_SCREENS: Record<string, string[]> = {
  '/login': ['src/screens/login/LoginScreen.tsx'],
  '/dashboard': ['src/app/layout/AppLayout.tsx', 'src/screens/dashboard/DashboardScreen.tsx'],
};

/** Where the gateway reads the list: a path → the chunk files to preload with its index.html. */
export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/**
 * Writes `route-preloads.json`: for each path of ROUTE_SCREENS, its screens' chunks and every chunk
 * they import, less those index.html already preloads. The gateway adds them to that path's
 * index.html as `<link rel="modulepreload">`, so they download beside the entry script.
 */
export function routePreloads(): Plugin {
  return {
    name: 'pilotage-route-preloads',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const closure = (start: string[]) => {
        const seen = new Set<string>();
        const visit = (name: string) => {
          if (seen.has(name)) return;
          seen.add(name);
          for (const imported of byName.get(name)?.imports ?? []) visit(imported);
        };
        start.forEach(visit);
        return seen;
      };
      const entry = closure(chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName));
      const preloads: Record<string, string[]> = {};
      for (const [route, screens] of Object.entries(ROUTE_SCREENS)) {
        const roots = screens.map((screen) => {
          const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(screen));
          if (!chunk) throw new Error(`route-preloads: no chunk for ${screen}`);
          return chunk.fileName;
        });
        preloads[route] = [...closure(roots)].filter((name) => !entry.has(name)).sort();
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: JSON.stringify(preloads, null, 2) });
    },
  };
}
