import {
  envelope,
  familyAuditBody,
  familyMemberBody,
  familyMemberListQuery,
  familyMemberView,
  idParam,
  page,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Services } from '../../services.ts';
import {
  auditFamilyMember,
  createFamilyMember,
  deleteFamilyMember,
  getFamilyMember,
  listFamilyMembers,
  updateFamilyMember,
} from './family-service.ts';

const tags = ['family-member'];
const BASE = '/api/patient/yzh/family/member';

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected (family-service.ts). */
export default async function familyRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const one = { 200: envelope(familyMemberView) };

  r.get(
    BASE,
    {
      schema: {
        querystring: familyMemberListQuery,
        response: { 200: envelope(page(familyMemberView)) },
        tags,
        summary: '家庭成员列表',
        description: "Customers: their own; servicers: their org's (filter auditStatus). Masked.",
      },
    },
    async (request) => ({ success: true, data: await listFamilyMembers(services, request, request.query) }),
  );

  r.post(
    BASE,
    {
      schema: {
        body: familyMemberBody,
        response: one,
        tags,
        summary: '添加家庭成员',
        description: 'Customers; waits for review (auditStatus 0).',
      },
    },
    async (request) => ({ success: true, data: await createFamilyMember(services, request, request.body) }),
  );

  r.put(
    `${BASE}/audit/state/:id`,
    {
      schema: {
        params: idParam,
        body: familyAuditBody,
        response: one,
        tags,
        summary: '审核家庭成员',
        description:
          "Servicers of the owner's org. 0 -> 1 approves and binds the patient (found by ID or created) to the owner; 0 -> 2 rejects; 1 -> 2 revokes the binding. Others 400.",
      },
    },
    async (request) => ({
      success: true,
      data: await auditFamilyMember(services, request, request.params.id, request.body),
    }),
  );

  r.get(
    `${BASE}/:id`,
    { schema: { params: idParam, response: one, tags, summary: '家庭成员详情' } },
    async (request) => ({ success: true, data: await getFamilyMember(services, request, request.params.id) }),
  );

  r.put(
    `${BASE}/:id`,
    {
      schema: {
        params: idParam,
        body: familyMemberBody,
        response: one,
        tags,
        summary: '修改家庭成员',
        description: 'The owner. Pending/rejected go back to pending (isReview); approved keep name and ID.',
      },
    },
    async (request) => ({
      success: true,
      data: await updateFamilyMember(services, request, request.params.id, request.body),
    }),
  );

  r.delete(
    `${BASE}/:id`,
    {
      schema: { params: idParam, response: { 200: envelope(z.null()) }, tags, summary: '删除家庭成员' },
    },
    async (request) => {
      await deleteFamilyMember(services, request, request.params.id);
      return { success: true, data: null };
    },
  );
}
