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
import { route } from '../../plugins/route.ts';
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
  route(
    app,
    familyMember.list,
    {
      access: 'user',
      schemas: { query: familyMemberListQuery, response: familyMemberPage },
      tags,
      summary: '家庭成员列表',
      description: "Customers: their own; servicers: their org's (filter auditStatus). Masked.",
    },
    (ctx, { query }) => listFamilyMembers(ctx, query),
  );

  route(
    app,
    familyMember.create,
    {
      access: 'customer',
      schemas: { body: familyMemberBody, response: familyMemberView },
      tags,
      summary: '添加家庭成员',
      description: 'Customers; waits for review (auditStatus 0).',
    },
    (ctx, { body }) => createFamilyMember(ctx, body),
  );

  route(
    app,
    familyMember.audit,
    {
      access: 'servicer',
      schemas: { params: idParam, body: familyAuditBody, response: familyMemberView },
      tags,
      summary: '审核家庭成员',
      description:
        "Servicers of the owner's org. 0 -> 1 approves and binds the patient (found by ID or created) to the owner; 0 -> 2 rejects; 1 -> 2 revokes the binding. Others 400.",
    },
    (ctx, { params, body }) => auditFamilyMember(ctx, params.id, body),
  );

  route(
    app,
    familyMember.get,
    {
      access: 'user',
      schemas: { params: idParam, response: familyMemberView },
      tags,
      summary: '家庭成员详情',
    },
    (ctx, { params }) => getFamilyMember(ctx, params.id),
  );

  route(
    app,
    familyMember.update,
    {
      access: 'customer',
      schemas: { params: idParam, body: familyMemberBody, response: familyMemberView },
      tags,
      summary: '修改家庭成员',
      description: 'The owner. Pending/rejected go back to pending (isReview); approved keep name and ID.',
    },
    (ctx, { params, body }) => updateFamilyMember(ctx, params.id, body),
  );

  route(
    app,
    familyMember.remove,
    { access: 'customer', schemas: { params: idParam }, tags, summary: '删除家庭成员' },
    (ctx, { params }) => deleteFamilyMember(ctx, params.id),
  );
}
