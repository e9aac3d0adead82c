import type { z } from 'zod';

/**
 * One API call: its method and path, and (as types only) the zod schemas of its input and output.
 *
 * This module and every `endpoints/<area>.ts` are zod-free at run time: schemas are imported with
 * `import type` and appear only in `typeof`, so the web's sign-in bundle carries the method and
 * path strings and nothing else. The server registers each endpoint with exactly these schemas
 * (apps/server/src/plugins/route.ts: the compiler refuses another schema), and the web calls
 * it through the typed client (`api.call`, apps/web/src/lib/request.ts).
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The schemas of an endpoint, as types (`typeof someSchema`). */
export interface EndpointSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of the envelope; absent for calls answering `data: null`. */
  response?: z.ZodType;
}

export interface Endpoint<S extends EndpointSchemas = EndpointSchemas> {
  readonly method: Method;
  /** Fastify-style path: `/api/patient/life/measurement/:id`. */
  readonly path: string;
  /** Phantom: never set at run time. */
  readonly __schemas?: S;
}

export type SchemasOf<E> = E extends Endpoint<infer S> ? S : never;

type InOf<T> = T extends z.ZodType ? z.input<T> : never;
type OutOf<T> = T extends z.ZodType ? z.output<T> : undefined;
/** Optional when every field of the part is optional (e.g. a paged query). */
type Part<K extends string, T> = T extends z.ZodType
  ? Record<string, never> extends InOf<T>
    ? { [P in K]?: InOf<T> }
    : { [P in K]: InOf<T> }
  : { [P in K]?: never };

/** What a caller sends: `{ params, query, body }`, each only where the endpoint has it. */
export type CallInput<E> =
  SchemasOf<E> extends infer S extends EndpointSchemas
    ? Part<'params', S['params']> & Part<'query', S['query']> & Part<'body', S['body']>
    : never;

/** What the server answers in `data`. */
export type CallOutput<E> = OutOf<SchemasOf<E>['response']>;

/** The server-side (parsed) input of an endpoint's handler. */
export type HandlerInput<E> =
  SchemasOf<E> extends infer S extends EndpointSchemas
    ? {
        params: S['params'] extends z.ZodType ? z.output<S['params']> : undefined;
        query: S['query'] extends z.ZodType ? z.output<S['query']> : undefined;
        body: S['body'] extends z.ZodType ? z.output<S['body']> : undefined;
      }
    : never;

/** True when a call needs no input at all (all parts absent or optional). */
export type NoInputNeeded<E> = Record<string, never> extends CallInput<E> ? true : false;

/**
 * An area's contract: per endpoint name, its zod schemas as values. Server-only
 * (packages/shared/src/contracts, entry `@kanghu/shared/contracts`); the endpoint maps take its type.
 */
export type Contract = Record<string, EndpointSchemas>;

/** The endpoint map of a contract: each name's endpoint, typed by the contract's schemas. */
export type EndpointsOf<C extends Contract> = { readonly [K in keyof C]: Endpoint<C[K]> };

/** An endpoint's method and path in one string: `'GET /api/user/integral/record'`. */
export type Route = `${Method} ${string}`;

/**
 * Declares an area's endpoint map from the type of its contract: `endpointsOf<typeof pointsContract>({
 * record: 'GET /api/…' })`. The contract is imported with `import type`, so only the method and path
 * strings reach the web bundle; the names must be exactly the contract's. Marked free of side effects
 * so that a bundle leaves out the maps it does not use.
 */
/* @__NO_SIDE_EFFECTS__ */
export function endpointsOf<C extends Contract>(routes: { readonly [K in keyof C]: Route }): EndpointsOf<C> {
  const map: Record<string, Endpoint> = {};
  for (const [name, route] of Object.entries(routes) as [string, Route][]) {
    const space = route.indexOf(' ');
    map[name] = { method: route.slice(0, space) as Method, path: route.slice(space + 1) };
  }
  return map as EndpointsOf<C>;
}

/** Fills `:name` segments of a path from `params` (URI-encoded). */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  if (!params) return path;
  return path.replace(/:([A-Za-z0-9_]+)/g, (_m, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
