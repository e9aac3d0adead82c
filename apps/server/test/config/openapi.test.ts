import { writeFileSync } from 'node:fs';
import { createConfig, lintFromString } from '@redocly/openapi-core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createProject, createTestApp, type TestProject } from '../fixtures.ts';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  operationId?: string;
  responses?: Record<string, unknown>;
}

describe('the OpenAPI document (/api/docs/json)', () => {
  let app: FastifyInstance;
  let p: TestProject;
  let doc: { paths: Record<string, Record<string, Operation>> };
  let source: string;

  beforeAll(async () => {
    app = await createTestApp();
    p = await createProject();
    const res = await call(app, p, { method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    source = res.body;
    doc = res.json();
    if (process.env.OPENAPI_DUMP) writeFileSync(process.env.OPENAPI_DUMP, source);
  });
  afterAll(() => app.close());

  const operations = () =>
    Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => ({ path, method: m, op: item[m] as Operation })),
    );

  it('passes the recommended lint rules of Redocly with no error', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const errors = problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it('names every operation with a unique operationId', () => {
    const ops = operations();
    expect(ops.length).toBeGreaterThan(100);
    const missing = ops.filter(({ op }) => !op.operationId).map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('documents at least one 4xx answer of every operation', () => {
    const missing = operations()
      .filter(({ op }) => !Object.keys(op.responses ?? {}).some((code) => /^4(\d\d|XX)$/.test(code)))
      .map(({ path, method }) => `${method} ${path}`);
    expect(missing).toEqual([]);
  });
});
