import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyServerOptions } from 'fastify';

type SerializerFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>['buildSerializer'];
declare module 'fastify' {
  interface FastifyInstance {
    /** Compiles the response serializers no answer has needed yet; answers how many. */
    compileResponseSerializers(): number;
  }
}

type RouteSerializer = (data: unknown) => string;

/**
 * fastify's own response serializers (fast-json-stringify, with the shared schemas), each compiled
 * the first time its route answers with that status rather than all of them when the app starts:
 * compiling them all up front (over a thousand: one per route, status and HEAD copy) was more than
 * half of the start's CPU time (about 3 s), paid again by every replica's start and every test
 * server. The answers are the same bytes. `compileAll` compiles what is still pending, so that a test can prove every schema compiles.
 */
export function lazySerializers(): { buildSerializer: SerializerFactory; compileAll(): number } {
  const pending = new Set<() => RouteSerializer>();
  const eager = SerializerSelector();
  const buildSerializer: SerializerFactory = (externalSchemas, options) => {
    const compile = eager(externalSchemas, options);
    return (route) => {
      let serialize: RouteSerializer | undefined;
      const compiled = () => {
        if (!serialize) {
          serialize = compile(route) as RouteSerializer;
          pending.delete(compiled);
        }
        return serialize;
      };
      pending.add(compiled);
      return (data: unknown) => compiled()(data);
    };
  };
  return {
    buildSerializer,
    compileAll() {
      const count = pending.size;
      for (const compiled of [...pending]) compiled();
      return count;
    },
  };
}
