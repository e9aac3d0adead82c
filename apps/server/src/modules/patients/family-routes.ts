import {
  familyAuditBody,
  familyMemberBody,
  familyMemberListQuery,
  familyMemberPage,
  familyMemberView,
  idParam,
} from '@kanghu/shared';
import { familyMember } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routes } from '../../plugins/route.ts';
import {
  auditFamilyMember,
  createFamilyMember,
  deleteFamilyMember,
  getFamilyMember,
  listFamilyMembers,
  updateFamilyMember,
} from './family-service.ts';

const tags = ['family-member'];

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected (family-service.ts). */
export default function familyRoutes(app: FastifyInstance): void {
  const add = routes(app, { access: 'customer', tags });
  add(
    familyMember.list,
    { query: familyMemberListQuery, response: familyMemberPage },
    {
      summary: '家庭成员列表',
      description: "Customers: their own; servicers: their org's (filter auditStatus). Masked.",
      access: 'user',
    },
    (ctx, { query }) => listFamilyMembers(ctx, query),
  );

  add(
    familyMember.create,
    { body: familyMemberBody, response: familyMemberView },
    { summary: '添加家庭成员', description: 'Customers; waits for review (auditStatus 0).' },
    (ctx, { body }) => createFamilyMember(ctx, body),
  );

  add(
    familyMember.audit,
    { params: idParam, body: familyAuditBody, response: familyMemberView },
    {
      summary: '审核家庭成员',
      description:
        "Servicers of the owner's org. 0 -> 1 approves and binds the patient (found by ID or created) to the owner; 0 -> 2 rejects; 1 -> 2 revokes the binding. Others 400.",
      access: 'servicer',
    },
    (ctx, { params, body }) => auditFamilyMember(ctx, params.id, body),
  );

  add(
    familyMember.get,
    { params: idParam, response: familyMemberView },
    { summary: '家庭成员详情', access: 'user' },
    (ctx, { params }) => getFamilyMember(ctx, params.id),
  );

  add(
    familyMember.update,
    { params: idParam, body: familyMemberBody, response: familyMemberView },
    {
      summary: '修改家庭成员',
      description: 'The owner. Pending/rejected go back to pending (isReview); approved keep name and ID.',
    },
    (ctx, { params, body }) => updateFamilyMember(ctx, params.id, body),
  );

  add(familyMember.remove, { params: idParam }, '删除家庭成员', (ctx, { params }) =>
    deleteFamilyMember(ctx, params.id),
  );
}
