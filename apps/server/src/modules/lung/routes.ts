import {
  envelope,
  lungReportBody,
  lungReportPage,
  lungReportQuery,
  lungReportUpdateBody,
  lungReportView,
} from '@kanghu/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Services } from '../../services.ts';
import { addLungReport, listLungReports, updateLungReport } from './service.ts';

const tags = ['lung'];
const URL = '/api/patient/report/lung/function/collection';
const RULES =
  "Values outside the physiological bounds of packages/shared lung-function.ts, FEV1 > FVC, or a FEV1/FVC that disagrees with FEV1/FVC x 100 by more than 1 point: 400, nothing stored. FEV1/FVC is computed when omitted. The patient is the one of the caller's scope with this ID number; the name must match. doctorId: a doctor of the caller's org (default the caller).";

/** Lung-function report collection (issue 4 section 3). */
export default async function lungRoutes(app: FastifyInstance, opts: { services: Services }) {
  const { services } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    URL,
    {
      schema: {
        body: lungReportBody,
        response: { 200: envelope(lungReportView) },
        tags,
        summary: '采集肺功能报告',
        description: `Servicers. ${RULES}`,
      },
    },
    async (request) => ({ success: true, data: await addLungReport(services, request, request.body) }),
  );

  r.put(
    URL,
    {
      schema: {
        body: lungReportUpdateBody,
        response: { 200: envelope(lungReportView) },
        tags,
        summary: '修改肺功能报告',
        description: `Servicers; the report id is in the body (placement not shown by the spec). ${RULES}`,
      },
    },
    async (request) => {
      const { id, ...body } = request.body;
      return { success: true, data: await updateLungReport(services, request, id, body) };
    },
  );

  r.get(
    URL,
    {
      schema: {
        querystring: lungReportQuery,
        response: { 200: envelope(lungReportPage) },
        tags,
        summary: '肺功能报告列表',
        description:
          'Reports of the patients the caller sees (customers: their bound patients), newest report time first; ID numbers masked.',
      },
    },
    async (request) => ({ success: true, data: await listLungReports(services, request, request.query) }),
  );
}
