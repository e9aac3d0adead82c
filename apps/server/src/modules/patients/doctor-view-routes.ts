import { patientContract } from '@kanghu/shared/contracts';
import { patient } from '@kanghu/shared/endpoints';
import type { FastifyInstance } from 'fastify';
import { routeTable } from '../../plugins/route.ts';
import type { Services } from '../../services.ts';
import { patientOverviewOf, patientTimelineOf } from './list-service.ts';
import { registerPatientTimeline } from './timeline-repo.ts';

const tags = ['patient'];

/** The doctor's view of one patient (issue 11): overview and timeline. */
export default function doctorViewRoutes(app: FastifyInstance, services: Services): void {
  registerPatientTimeline(services.timeline);

  const serve = routeTable(app, { access: 'servicer', tags });
  serve(patient, patientContract, {
    overview: {
      summary: '医生端患者详情',
      description:
        "Servicers who see the patient (their org's, or their own): identity masked, disease groups with archive states, tags, remark, bound family (masked), the newest reading of each type, devices. Otherwise 404.",
      handle: (ctx, { params }) => patientOverviewOf(ctx, params.id),
    },
    timeline: {
      summary: '患者时间线',
      description:
        'Readings, phone calls and remarks (and the events other areas register), newest first; keyset paging by `nextCursor`.',
      handle: (ctx, { params, query }) => patientTimelineOf(ctx, params.id, query),
    },
  });
}
