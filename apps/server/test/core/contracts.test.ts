import * as endpoints from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../fixtures.ts';

interface Declared {
  name: string;
  method: string;
  path: string;
}

/** Every endpoint object exported by packages/shared/src/endpoints (groups of `{method, path}`). */
function declaredEndpoints(): Declared[] {
  const out: Declared[] = [];
  for (const [groupName, group] of Object.entries(endpoints)) {
    if (!group || typeof group !== 'object') continue;
    for (const [name, value] of Object.entries(group as Record<string, unknown>)) {
      const e = value as { method?: unknown; path?: unknown };
      if (typeof e?.method === 'string' && typeof e.path === 'string') {
        out.push({ name: `${groupName}.${name}`, method: e.method, path: e.path });
      }
    }
  }
  return out;
}

/**
 * Routes under /api that are not API calls of a contract: the OpenAPI document itself and the
 * realtime socket (its messages have their contract in RealtimeActions, packages/shared).
 */
const NOT_CONTRACT = [/^\/api\/docs(\/|$)/, /^\/api\/message\/websocket\/:userId$/];

describe('one contract per endpoint (issue 9)', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('registers every /api route through an endpoint contract, with its declared access and an operationId', () => {
    const declared = new Set(declaredEndpoints().map((e) => `${e.method} ${e.path}`));
    const api = app.routeTable.filter(
      (r) => r.url.startsWith('/api') && !NOT_CONTRACT.some((re) => re.test(r.url)),
    );
    expect(api.length).toBeGreaterThan(250);
    const withoutContract = api
      .filter((r) => !declared.has(`${r.method} ${r.url}`))
      .map((r) => `${r.method} ${r.url}`);
    expect(withoutContract).toEqual([]);
    const undeclaredAccess = api.filter((r) => r.access === null).map((r) => `${r.method} ${r.url}`);
    expect(undeclaredAccess).toEqual([]);
    const noOperationId = api.filter((r) => !r.operationId).map((r) => `${r.method} ${r.url}`);
    expect(noOperationId).toEqual([]);
  });

  it('registers every declared endpoint exactly once', () => {
    const registered = new Map<string, number>();
    for (const r of app.routeTable)
      registered.set(`${r.method} ${r.url}`, (registered.get(`${r.method} ${r.url}`) ?? 0) + 1);
    const declared = declaredEndpoints();
    const missing = declared.filter((e) => !registered.has(`${e.method} ${e.path}`)).map((e) => e.name);
    expect(missing).toEqual([]);
    const twice = [...new Set(declared.map((e) => `${e.method} ${e.path}`))].filter(
      (k) => (registered.get(k) ?? 0) > 1,
    );
    expect(twice).toEqual([]);
  });
});
