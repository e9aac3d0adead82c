import type { FastifySchema, RouteOptions } from 'fastify';
import type { Access } from '../core/access-rules.ts';
import { operationId } from './route.ts';

/**
 * Makes the generated OpenAPI document valid and complete for integrators (Redocly's recommended
 * rules, checked by test/config/openapi.test.ts): every operation named and with its 4xx answers,
 * and no `nullable` without a `type`.
 */

/** The envelope of every failure under /api. */
const errorEnvelope = (description: string) => ({
  description,
  type: 'object',
  properties: { success: { type: 'boolean', enum: [false] }, msg: { type: 'string' } },
  required: ['success', 'msg'],
});

const FAILURES = {
  400: '请求有误 (invalid input, unknown project or malformed headers)',
  401: '未登录或登录已失效 (no valid session)',
  403: '无权访问 (the session lacks the access this operation declares)',
  404: '不存在 (no such resource visible to the caller)',
} as const;

type FailureCode = keyof typeof FAILURES;

/** The 4xx answers an operation can give, from its path and its declared access. */
export function failureCodes(url: string, access: Access): FailureCode[] {
  if (!url.startsWith('/api/') && !url.startsWith('/iotapi/')) return [404];
  const codes: FailureCode[] = [400];
  if (access !== 'open') codes.push(401);
  if (access !== 'open' && access !== 'user') codes.push(403);
  if (/[:{]/.test(url)) codes.push(404);
  return codes;
}

function methodOf(route: RouteOptions): string {
  return Array.isArray(route.method) ? String(route.method[0]) : String(route.method);
}

/**
 * Per route, after the zod conversion: an operationId for routes registered without route()
 * (method and path, as route() derives it) and the envelope failures of the route's access.
 */
export function completeOperation(
  schema: Record<string, unknown> | undefined,
  url: string,
  route: RouteOptions,
): FastifySchema {
  const out: Record<string, unknown> = { ...schema };
  if (out.hide) return out;
  const access = ((route.config as { access?: Access } | undefined)?.access ?? 'user') as Access;
  out.operationId ??= operationId({ method: methodOf(route) as 'GET', path: url });
  const response = { ...((out.response as Record<string, unknown> | undefined) ?? {}) };
  if (!Object.keys(response).some((code) => code.startsWith('4'))) {
    for (const code of failureCodes(url, access)) response[code] = errorEnvelope(FAILURES[code]);
  }
  if (!Object.keys(response).some((code) => /^[23]/.test(code))) {
    response[200] = { description: 'Success: not the JSON envelope (a file, a page or a redirect)' };
  }
  out.response = response;
  return out;
}

type Json = unknown;

/**
 * OpenAPI 3.0 ignores `nullable` without a sibling `type`. A bare `{nullable: true}` (zod's
 * `unknown().nullable()`) already accepts null: drop the flag. Alternatives of one type: hoist
 * the type. Others: null becomes one more alternative.
 */
function fixNullable(node: Record<string, Json>): void {
  if (node.nullable !== true || 'type' in node || '$ref' in node) return;
  const alternatives = (node.anyOf ?? node.oneOf) as Array<Record<string, Json>> | undefined;
  if (!alternatives) {
    delete node.nullable;
    return;
  }
  const types = new Set(alternatives.map((a) => a.type));
  const [only] = [...types];
  if (types.size === 1 && typeof only === 'string') {
    node.type = only;
    return;
  }
  delete node.nullable;
  alternatives.push({ type: 'string', nullable: true, enum: [null] });
}

/** Walks the whole document once, fixing every schema node. */
export function fixSchemas(value: Json): void {
  if (Array.isArray(value)) {
    for (const item of value) fixSchemas(item);
    return;
  }
  if (value === null || typeof value !== 'object') return;
  const node = value as Record<string, Json>;
  fixNullable(node);
  for (const child of Object.values(node)) fixSchemas(child);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'];

/** Operation ids stay unique: a repeated id (two spellings of one path) gets a numeric suffix. */
export function uniqueOperationIds(paths: Record<string, Record<string, { operationId?: string }>>): void {
  const seen = new Set<string>();
  for (const item of Object.values(paths)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op?.operationId) continue;
      let id = op.operationId;
      for (let n = 2; seen.has(id); n++) id = `${op.operationId}_${n}`;
      op.operationId = id;
      seen.add(id);
    }
  }
}
