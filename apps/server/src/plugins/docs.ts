import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { conditionSchema, departmentTreeNode, hutOrgNode, orgNode } from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { completeOperation, fixSchemas, uniqueOperationIds } from './openapi-fixes.ts';

/**
 * Recursive schemas cannot be inlined: each is a named component, referenced from itself and
 * from the operations that answer it. A new recursive schema is added here (the OpenAPI test
 * fails on the unresolved reference otherwise).
 */
const RECURSIVE: Record<string, z.ZodType> = {
  OrgNode: orgNode,
  DepartmentTreeNode: departmentTreeNode,
  HutOrgNode: hutOrgNode,
  QuestionCondition: conditionSchema,
};

function registerComponents(): void {
  for (const [id, schema] of Object.entries(RECURSIVE)) {
    if (!z.globalRegistry.has(schema)) z.globalRegistry.add(schema, { id });
  }
}

/** OpenAPI generated from the route schemas; UI at /api/docs, JSON at /api/docs/json. */
export default fp(
  async (app: FastifyInstance) => {
    registerComponents();
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Kanghu API',
          version: '0.1.0',
          description: '康护 API. Every answer is {success, data, msg}.',
        },
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'Authorization' } },
        },
        security: [{ token: [] }],
      },
      transform: (document) => {
        const { schema, url } = jsonSchemaTransform(document);
        return { schema: completeOperation(schema as Record<string, unknown>, url, document.route), url };
      },
      transformObject: (document) => {
        const object = jsonSchemaTransformObject(document) as {
          paths?: Record<string, Record<string, { operationId?: string }>>;
        };
        fixSchemas(object);
        uniqueOperationIds(object.paths ?? {});
        return object;
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'docs' },
);
