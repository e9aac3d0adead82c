import type { FastifyInstance, RouteOptions } from 'fastify';

/** One registered route: how it was declared (tests walk these; see test/audit, test/core). */
export interface RouteEntry {
  method: string;
  url: string;
  /** Set by plugins/route.ts for routes registered through an endpoint contract. */
  operationId: string | null;
  access: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route of the app, in registration order (HEAD and OPTIONS left out). */
    routeTable: RouteEntry[];
  }
}

/** Keeps the route table; call before any route is registered (the onRoute hook is inherited). */
export function keepRouteTable(app: FastifyInstance): void {
  const table: RouteEntry[] = [];
  app.decorate('routeTable', table);
  app.addHook('onRoute', (r: RouteOptions) => {
    const schema = (r.schema ?? {}) as { operationId?: string };
    const access = (r.config as { access?: string } | undefined)?.access ?? null;
    for (const method of [r.method].flat()) {
      if (method === 'HEAD' || method === 'OPTIONS') continue;
      table.push({ method, url: r.url, operationId: schema.operationId ?? null, access });
    }
  });
}
