import { familyMemberContract } from '@kanghu/shared/contracts';
import { familyMember } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import * as familyService from './family-service.ts';

const tags = ['family-member'];

/** Family members with the audit flow 0 pending -> 1 approved | 2 rejected (family-service.ts). */
export default function familyRoutes(app: FastifyInstance): void {
  const serve = routeTable(app, { access: 'customer', tags });
  serve(familyMember, familyMemberContract, {
    list: {
      summary: '家庭成员列表',
      description: "Customers: their own; servicers: their org's (filter auditStatus). Masked.",
      access: 'user',
      handle: (ctx, { query }) => familyService.listFamilyMembers(ctx, query),
    },
    create: {
      summary: '添加家庭成员',
      description: 'Customers; waits for review (auditStatus 0).',
      handle: (ctx, { body }) => familyService.createFamilyMember(ctx, body),
    },
    audit: {
      summary: '审核家庭成员',
      description:
        "Servicers of the owner's org. 0 -> 1 approves and binds the patient (found by ID or created) to the owner; 0 -> 2 rejects; 1 -> 2 revokes the binding. Others 400.",
      access: 'servicer',
      handle: (ctx, { params, body }) => familyService.auditFamilyMember(ctx, params.id, body),
    },
    get: {
      summary: '家庭成员详情',
      access: 'user',
      handle: (ctx, { params }) => familyService.getFamilyMember(ctx, params.id),
    },
    update: {
      summary: '修改家庭成员',
      description: 'The owner. Pending/rejected go back to pending (isReview); approved keep name and ID.',
      handle: (ctx, { params, body }) => familyService.updateFamilyMember(ctx, params.id, body),
    },
    remove: {
      summary: '删除家庭成员',
      handle: (ctx, { params }) => familyService.deleteFamilyMember(ctx, params.id),
    },
  });
}
