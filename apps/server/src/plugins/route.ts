import {
  type Contract,
  type Endpoint,
  type EndpointsOf,
  envelope,
  type HandlerInput,
  type SchemasOf,
} from '@kanghu/shared';
import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Access } from '../core/access-rules.ts';
import type { Ctx, OpenCtx } from '../core/context.ts';
import { contextOf, openContextOf } from './request-context.ts';

export type CtxOf<A extends Access> = A extends 'open' ? OpenCtx : Ctx;

/**
 * What the handler returns: the input side of the response schema (the serializer checks it). An
 * endpoint without a response schema answers `data: null` whatever the handler returns.
 */
export type HandlerOutput<E> = SchemasOf<E>['response'] extends z.ZodType
  ? z.input<SchemasOf<E>['response']>
  : unknown;

export interface RouteSpec<E extends Endpoint, A extends Access> {
  access: A;
  /** Exactly the schemas the endpoint's contract names (packages/shared/src/endpoints). */
  schemas: Required<SchemasOf<E>>;
  summary: string;
  description?: string;
  tags: string[];
  /** More route config (rate limits); `access` is set from above. */
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
}

/** operationId of an endpoint: method and path, e.g. `get_api_patient_life_measurement_id`. */
export function operationId(endpoint: Endpoint): string {
  const words = endpoint.path
    .replace(/[:{}]/g, '')
    .split(/[^A-Za-z0-9]+/)
    .filter(Boolean);
  return [endpoint.method.toLowerCase(), ...words].join('_');
}

function schemaOf<E extends Endpoint, A extends Access>(endpoint: E, spec: RouteSpec<E, A>) {
  const s = spec.schemas as { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType; response?: z.ZodType };
  return {
    ...(s.params ? { params: s.params } : {}),
    ...(s.query ? { querystring: s.query } : {}),
    ...(s.body ? { body: s.body } : {}),
    response: { 200: envelope(s.response ?? nullData) },
    tags: spec.tags,
    summary: spec.summary,
    ...(spec.description ? { description: spec.description } : {}),
    operationId: operationId(endpoint),
    'x-access': spec.access,
    ...(spec.access === 'open' ? { security: [] } : {}),
  };
}

/** The `data` of calls that answer nothing. */
const nullData = z.null();

/**
 * Registers one endpoint: its contract's method, path and schemas, its declared access (checked
 * by plugins/auth.ts before the handler runs), and a handler `(ctx, input) => data` whose answer
 * is sent in the envelope `{success: true, data}`.
 */
export function route<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  spec: RouteSpec<E, A>,
  handler: (ctx: CtxOf<A>, input: HandlerInput<E>) => Promise<HandlerOutput<E>> | HandlerOutput<E>,
): void {
  const ctxOf = (request: FastifyRequest) =>
    (spec.access === 'open' ? openContextOf(request) : contextOf(request)) as CtxOf<A>;
  const answers = (spec.schemas as { response?: z.ZodType }).response !== undefined;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: schemaOf(endpoint, spec),
    config: { ...spec.config, access: spec.access },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request: FastifyRequest) => {
      const input = { params: request.params, query: request.query, body: request.body } as HandlerInput<E>;
      const data = await handler(ctxOf(request), input);
      return { success: true, data: answers ? (data ?? null) : null };
    },
  });
}

/**
 * Registers an endpoint that answers something other than the envelope (a file, a page, an
 * image, IoT's bare data): the handler gets the reply to send it.
 */
export function rawRoute<E extends Endpoint, A extends Access>(
  app: FastifyInstance,
  endpoint: E,
  spec: Omit<RouteSpec<E, A>, 'schemas'> & {
    schemas: Omit<Required<SchemasOf<E>>, 'response'>;
    response?: Record<number, z.ZodType>;
    /** Request content types for the OpenAPI document (e.g. multipart/form-data). */
    consumes?: string[];
    /** Left out of the OpenAPI document (development-only pages such as the sandbox gateway). */
    hide?: boolean;
  },
  handler: (ctx: CtxOf<A>, input: HandlerInput<E>, reply: FastifyReply) => Promise<unknown> | unknown,
): void {
  const ctxOf = (request: FastifyRequest) =>
    (spec.access === 'open' ? openContextOf(request) : contextOf(request)) as CtxOf<A>;
  const s = spec.schemas as { params?: z.ZodType; query?: z.ZodType; body?: z.ZodType };
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    schema: {
      ...(s.params ? { params: s.params } : {}),
      ...(s.query ? { querystring: s.query } : {}),
      ...(s.body ? { body: s.body } : {}),
      ...(spec.response ? { response: spec.response } : {}),
      ...(spec.consumes ? { consumes: spec.consumes } : {}),
      ...(spec.hide ? { hide: true } : {}),
      tags: spec.tags,
      summary: spec.summary,
      ...(spec.description ? { description: spec.description } : {}),
      operationId: operationId(endpoint),
      'x-access': spec.access,
      ...(spec.access === 'open' ? { security: [] } : {}),
    },
    config: { ...spec.config, access: spec.access },
    ...(spec.bodyLimit ? { bodyLimit: spec.bodyLimit } : {}),
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const input = { params: request.params, query: request.query, body: request.body } as HandlerInput<E>;
      return handler(ctxOf(request), input, reply);
    },
  });
}

/** What a module's registrations share: the access most of its routes have, tags, more config. */
export interface RouteDefaults<A extends Access> {
  access: A;
  tags: string[];
  config?: Omit<FastifyContextConfig, 'access'>;
}

type Handle<E, C> = (ctx: C, input: HandlerInput<E>) => Promise<HandlerOutput<E>> | HandlerOutput<E>;

interface EntryAbout {
  summary: string;
  description?: string;
  config?: Omit<FastifyContextConfig, 'access'>;
  bodyLimit?: number;
}

/**
 * One line of a handler table: the summary (and description, more config, a body limit), the
 * access where it differs from the module's default, and `handle(ctx, input)`, whose context
 * follows that access.
 */
export type TableEntry<E, D extends Access> =
  | (EntryAbout & { access?: undefined; handle: Handle<E, CtxOf<D>> })
  | (EntryAbout & { access: 'open'; handle: Handle<E, OpenCtx> })
  | (EntryAbout & { access: Exclude<Access, 'open'>; handle: Handle<E, Ctx> });

/**
 * A module's handlers for some (K) of an area's endpoints, by the contract's names, in registration
 * order. K is inferred from the table's keys (not `?:` on every name: an optional entry would stop
 * the compiler telling an entry without `access` from one with, and leave `ctx` untyped).
 */
export type HandlerTable<C extends Contract, K extends keyof C, D extends Access> = {
  [P in K]: TableEntry<EndpointsOf<C>[P], D>;
};

/**
 * A module's registration from handler tables: `const serve = routeTable(app, { access: 'user', tags })`,
 * then `serve(points, pointsContract, { record: { summary, description, handle }, … })`. The schemas
 * come from the area's contract (packages/shared/src/contracts), named there once; each entry is
 * `route()` with the module's defaults filled in.
 */
export function routeTable<D extends Access>(app: FastifyInstance, defaults: RouteDefaults<D>) {
  return <C extends Contract, K extends keyof C>(
    endpoints: NoInfer<EndpointsOf<C>>,
    contract: C,
    table: HandlerTable<C, K, D>,
  ): void => {
    for (const [name, entry] of Object.entries(table) as [string, TableEntry<Endpoint, D>][]) {
      const { summary, description, access, config, bodyLimit, handle } = entry;
      route<Endpoint, Access>(
        app,
        endpoints[name] as Endpoint,
        {
          access: access ?? defaults.access,
          schemas: contract[name] as Required<SchemasOf<Endpoint>>,
          summary,
          ...(description ? { description } : {}),
          tags: defaults.tags,
          ...(config || defaults.config ? { config: { ...defaults.config, ...config } } : {}),
          ...(bodyLimit ? { bodyLimit } : {}),
        },
        handle as Handle<Endpoint, Ctx | OpenCtx>,
      );
    }
  };
}
