import type { FastifyInstance } from 'fastify';

export interface Route {
  method: string;
  url: string;
}

/** Every route the gateway serves, read from fastify's own route tree (so none can be forgotten). */
export function servedRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    stack.push(match[2]);
    for (const method of match[3]?.split(', ') ?? []) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}
