import { auditContract } from '@kanghu/shared/contracts';
import { audit } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { rawRoute, routeTable } from '../../plugins/route.ts';
import { auditTrail, exportPatient, patientAccess } from './service.ts';

const tags = ['audit'];

/** The audit trail of patient-record access and the personal-data export (issue 10 section 2). */
export default async function auditRoutes(app: FastifyInstance) {
  const serve = routeTable(app, { access: 'customer', tags });
  serve(audit, auditContract, {
    patientAccess: {
      summary: '患者查看访问记录',
      description:
        "Who else (doctors, assistants, administrators, family members) opened or changed this patient's records, newest first. The account's own calls are left out.",
      handle: (ctx, { query }) => patientAccess(ctx, query),
    },
    trail: {
      summary: '审计日志',
      description:
        "The audit trail filtered by user, patient, action, outcome and China-time dates. An administrator of an org sees the events of the org's staff and patients; a project administrator sees the project.",
      access: 'manager',
      handle: (ctx, { query }) => auditTrail(ctx, query),
    },
  });

  rawRoute(
    app,
    audit.exportPatient,
    {
      access: 'customer',
      schemas: auditContract.exportPatient,
      tags,
      summary: '导出个人数据',
      description:
        "A JSON file with every stored row about the patient and the account's profile and messages (PIPL art. 45). Answered as an attachment; recorded in the audit trail as an export.",
    },
    async (ctx, { params }, reply) => {
      const data = await exportPatient(ctx, params.patientId);
      const day = data.exportedAt.slice(0, 10);
      return reply
        .header('content-type', 'application/json; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="kanghu-patient-${params.patientId}-${day}.json"`,
        )
        .header('cache-control', 'no-store')
        .send(JSON.stringify(data, null, 2));
    },
  );
}
